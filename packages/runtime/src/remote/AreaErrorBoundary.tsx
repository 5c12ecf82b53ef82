import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Container } from '@freight/ui';

interface State {
  error: Error | null;
}

/** Keeps a render error inside one area: the header and other areas keep working. */
export class AreaErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('An area failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Container role="alert">
        <h1>Something went wrong</h1>
        <p>This part of the page could not be shown. Try again, or reload the page.</p>
        <Button onClick={() => this.setState({ error: null })}>Try again</Button>
      </Container>
    );
  }
}
