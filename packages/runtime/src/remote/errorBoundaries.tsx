import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Container } from '@freight/ui';
import { LoadAttempt } from '../loadAttempt';

interface RetryBoundaryProps {
  /** What failed, for the console. */
  part: string;
  /** What shows instead of the children; `retry` renders them again. */
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

interface State {
  error: Error | null;
  attempt: number;
}

/** Shows `fallback` instead of children that failed to render or to load their code. */
class RetryBoundary extends Component<RetryBoundaryProps, State> {
  override state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`${this.props.part} failed to render`, error, info.componentStack);
  }

  private readonly retry = () =>
    this.setState(({ attempt }) => ({ error: null, attempt: attempt + 1 }));

  override render() {
    if (this.state.error) return this.props.fallback(this.retry);
    return (
      <LoadAttempt.Provider value={this.state.attempt}>{this.props.children}</LoadAttempt.Provider>
    );
  }
}

/** Keeps a render error inside one area: the header and other areas keep working. */
export function AreaErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <RetryBoundary
      part="An area"
      fallback={(retry) => (
        <Container role="alert">
          <h1>Something went wrong</h1>
          <p>This part of the page could not be shown. Try again, or reload the page.</p>
          <Button onClick={retry}>Try again</Button>
        </Container>
      )}
    >
      {children}
    </RetryBoundary>
  );
}

/**
 * Keeps a render error inside one part of a page, as a tab's panel: the page's header and its
 * other parts keep working.
 */
export function PartErrorBoundary({ name, children }: { name: string; children: ReactNode }) {
  return (
    <RetryBoundary
      part={name}
      fallback={(retry) => (
        <div role="alert">
          <p>{name} could not be shown. Try again, or reload the page.</p>
          <Button onClick={retry}>Try again</Button>
        </div>
      )}
    >
      {children}
    </RetryBoundary>
  );
}
