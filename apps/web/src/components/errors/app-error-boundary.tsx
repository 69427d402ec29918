import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../../lib/report-error';
import { RenderErrorFallback } from './render-error-fallback';

type Props = { children: ReactNode };
type State = { error: unknown; hasError: boolean };

/** The outermost boundary: catches what the route error elements cannot (providers, the router). */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    reportError('render', error, info.componentStack ?? undefined);
  }

  override render() {
    if (this.state.hasError) {
      return (
        <main className="min-h-dvh">
          <RenderErrorFallback
            error={this.state.error}
            onRetry={() => this.setState({ error: null, hasError: false })}
          />
        </main>
      );
    }
    return this.props.children;
  }
}
