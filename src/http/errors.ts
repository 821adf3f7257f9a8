import type { FieldErrors } from '../domain/schemas/fieldErrors';

/** A non-2xx answer of a plain HTTP call: the status, Laravel's message and its field errors (422). */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldErrors;
  readonly retryAfter: number | null;

  constructor(status: number, message: string, errors: FieldErrors = {}, retryAfter: number | null = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.retryAfter = retryAfter;
  }
}

/**
 * A page-level failure the error page renders: its own status message when it has one, else "Page Not Found" for a 404
 * and "Internal Server Error" for any other status.
 */
export class PageError extends Error {
  readonly status: number;
  readonly statusMessage: string | undefined;

  constructor(status: number, message: string, statusMessage?: string) {
    super(message);
    this.name = 'PageError';
    this.status = status;
    this.statusMessage = statusMessage;
  }
}

export const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' ? error.status : undefined;
