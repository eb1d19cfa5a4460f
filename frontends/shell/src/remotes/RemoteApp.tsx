import { lazy, Suspense, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { loadRemoteApp } from './federation';
import type { RemoteName, RemoteProps } from './manifest';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import type { FailureTexts } from '@costiera/kit';

export type RemoteLoader = (name: RemoteName, retry: boolean) => Promise<ComponentType<RemoteProps>>;

interface Props {
  name: RemoteName;
  label: string;
  /** Shown while the remote downloads. */
  fallback: ReactNode;
  load?: RemoteLoader;
  /**
   * The remote, already loaded: rendered directly, with no Suspense boundary, so the tree is
   * the one the server rendered and hydration matches it.
   */
  preloaded?: ComponentType<RemoteProps>;
  props?: RemoteProps;
  /** What the failure message says, in the page's language. */
  failureTexts?: FailureTexts | null;
}

export function RemoteApp({ name, label, fallback, load = loadRemoteApp, preloaded, props = {}, failureTexts = null }: Props) {
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
  const Preloaded = attempt === 0 ? preloaded : undefined;
  return (
    <RemoteErrorBoundary label={label} texts={failureTexts} onRetry={() => setAttempt((n) => n + 1)}>
      {Preloaded ? (
        <Preloaded {...props} />
      ) : (
        <Suspense fallback={fallback}>
          <App {...props} />
        </Suspense>
      )}
    </RemoteErrorBoundary>
  );
}
