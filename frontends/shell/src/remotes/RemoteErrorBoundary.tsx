import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { FailureTexts } from '@costiera/kit';

interface Props {
  /** What failed, in the traveller's words ('the site', 'the admin area'). */
  label: string;
  /** The page's own words for it, in its language (a server-rendered page names them); English from `label` otherwise. */
  texts?: FailureTexts | null;
  onRetry(): void;
  children: ReactNode;
}
interface State {
  error: Error | null;
}

/**
 * One per remote: a remote that fails to download or crashes while rendering shows this
 * instead of a blank page, and 'Try again' loads it anew without a full reload.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Remote failed: ${this.props.label}`, error, info.componentStack);
  }

  private retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    if (!this.state.error) return this.props.children;
    const texts = this.props.texts ?? { title: 'Something went wrong', text: `We could not load ${this.props.label}. Check your connection and try again.`, retry: 'Try again' };
    return (
      <div role="alert" style={{ maxWidth: 560, margin: '80px auto', padding: '0 16px', textAlign: 'center' }}>
        <h1 style={{ fontSize: 24 }}>{texts.title}</h1>
        <p style={{ color: '#555' }}>{texts.text}</p>
        <button
          type="button"
          onClick={this.retry}
          style={{ padding: '10px 20px', borderRadius: 8, border: 0, background: '#0b5c7a', color: '#fff', fontWeight: 600, fontSize: 16, cursor: 'pointer' }}
        >
          {texts.retry}
        </button>
      </div>
    );
  }
}
