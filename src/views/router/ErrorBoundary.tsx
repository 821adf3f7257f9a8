import { Component, type ReactNode } from 'react';
import { PageError, statusOf } from '../../http/errors';
import { ErrorPage } from '../pages/ErrorPage';

export type ErrorBoundaryProps = { children: ReactNode };
type State = { error: unknown };

/** The error page of spec §8 for anything a view throws (a PageError carries its own status). */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    const status = statusOf(error) ?? 500;
    const statusMessage = error instanceof PageError ? error.statusMessage : undefined;
    const detail = error instanceof PageError ? error.message : undefined;
    return <ErrorPage status={status} statusMessage={statusMessage} detail={detail} />;
  }
}
