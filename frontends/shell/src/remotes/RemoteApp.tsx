import { lazy, Suspense, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { loadRemoteApp } from './federation';
import type { RemoteName } from './manifest';
import { EndFirstPaint } from './first-paint';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

export type RemoteLoader = (name: RemoteName, retry: boolean) => Promise<ComponentType>;

interface Props {
  name: RemoteName;
  label: string;
  /**
   * Shown while the remote downloads. `null` keeps index.html's static first paint on screen
   * until the remote's first render; anything else replaces it at once.
   */
  fallback: ReactNode;
  load?: RemoteLoader;
}

export function RemoteApp({ name, label, fallback, load = loadRemoteApp }: Props) {
  const [attempt, setAttempt] = useState(0);
  // Only a failed download needs the remote registered again; a render crash just re-renders.
  const loadFailed = useRef(false);
  const App = useMemo(
    () =>
      lazy(async () => {
        try {
          const component = await load(name, loadFailed.current);
          loadFailed.current = false;
          return { default: component };
        } catch (error) {
          loadFailed.current = true;
          throw error;
        }
      }),
    // attempt is the retry trigger: a new lazy component starts a new load.
    [name, load, attempt],
  );
  return (
    <RemoteErrorBoundary label={label} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense
        fallback={
          fallback === null ? null : (
            <>
              {fallback}
              <EndFirstPaint />
            </>
          )
        }
      >
        <App />
        <EndFirstPaint />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
