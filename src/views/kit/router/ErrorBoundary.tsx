import { Component, type ReactNode } from 'react';
import { PageError, statusOf } from '../../../http/errors';
import { ErrorPage } from '../pages/ErrorPage';

export type ErrorBoundaryProps = {
  children: ReactNode;
  /** A 404 a page throws (an unknown record) goes here, so the router shows its one not-found view instead. */
  onNotFound?: (message: string) => void;
};
type State = { error: unknown };

const isNotFound = (error: unknown) => statusOf(error) === 404;

/** The error page for anything a view throws (a PageError carries its own status; errorPageText picks the words). */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  componentDidCatch(error: unknown) {
    if (isNotFound(error)) this.props.onNotFound?.(error instanceof Error ? error.message : 'Page Not Found');
  }

  render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (isNotFound(error) && this.props.onNotFound) return null;
    const status = statusOf(error) ?? 500;
    const statusMessage = error instanceof PageError ? error.statusMessage : undefined;
    const detail = error instanceof PageError ? error.message : undefined;
    return <ErrorPage status={status} statusMessage={statusMessage} detail={detail} />;
  }
}
