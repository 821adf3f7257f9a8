import type { CombinedError } from '@urql/core';
import type { FieldErrors } from '../../../domain/schemas/fieldErrors';
import { type Failure, graphqlFailure } from '../../kit/forms/failure';
import { draftFieldErrors } from './reportInput';

/**
 * What the outbox does after a failed request:
 * - `retry`: the network or the server had a bad moment; the draft stays queued and is sent again after a pause.
 * - `final`: the server refused the report or a photo (the user's to fix); no retry until the user sends again.
 * - `signedOut`: the session is gone; the draft stays on the device until the user signs in and sends again.
 */
export type FailureKind = 'retry' | 'final' | 'signedOut';

export type OutboxFailure = Failure & {
  kind: FailureKind;
  /** The photo the server refused, by local id; null for the report itself. */
  photoLocalId: string | null;
};

/** The user's errors: sending the same request again would be refused again. */
export const FINAL_CODES: readonly string[] = ['BAD_USER_INPUT', 'NOT_FOUND', 'INVALID_TRANSITION', 'FORBIDDEN', 'CONFLICT'];
/** The server's bad moment: the same request may pass later. */
export const RETRY_CODES: readonly string[] = ['TOO_MANY_REQUESTS', 'SERVICE_UNAVAILABLE', 'INTERNAL'];
const SIGNED_OUT_STATUS = [401, 409, 419];
const RETRY_STATUS = [408, 425, 429];

export const failureKind = (error: CombinedError): FailureKind => {
  const code = error.graphQLErrors[0]?.extensions?.code;
  if (code === 'UNAUTHENTICATED') return 'signedOut';
  if (typeof code === 'string' && RETRY_CODES.includes(code)) return 'retry';
  // Any other answer from GraphQL (a refusal, a code we do not know) would be the same answer again.
  if (error.graphQLErrors.length > 0) return 'final';
  const status = error.response?.status;
  if (typeof status !== 'number') return 'retry';
  if (SIGNED_OUT_STATUS.includes(status)) return 'signedOut';
  if (status >= 500 || RETRY_STATUS.includes(status)) return 'retry';
  // 4xx without a GraphQL body: a photo over the size limit (413), a refused content type (415, 422).
  return status >= 400 ? 'final' : 'retry';
};

const SIGNED_OUT_MESSAGE = 'You are signed out. Sign in again to send the report: it stays on this phone until then.';

const messageOf = (kind: FailureKind, error: CombinedError, failure: Failure): string => {
  if (kind === 'signedOut') return SIGNED_OUT_MESSAGE;
  if (kind === 'retry' && error.graphQLErrors.length === 0 && typeof error.response?.status === 'number')
    return 'The server is not answering right now. The report stays on this phone and is sent again shortly.';
  // A refusal without a GraphQL body (a proxy's 413) is no connection problem, whatever urql calls it.
  if (kind === 'final' && error.graphQLErrors.length === 0) {
    const status = error.response?.status;
    return status === 413 ? 'The photo is too large to send.' : `The server refused the request (HTTP ${status}).`;
  }
  return failure.message;
};

export const outboxFailure = (error: CombinedError, photoLocalId: string | null = null): OutboxFailure => {
  const kind = failureKind(error);
  const failure = graphqlFailure(error);
  const message = messageOf(kind, error, failure);
  return { ...failure, message, fieldErrors: draftFieldErrors(failure.fieldErrors), kind, photoLocalId };
};

/** The draft is not complete: the user's to fix before anything is sent. */
export const missingFailure = (missing: FieldErrors): OutboxFailure => {
  const messages = Object.values(missing).flat();
  return { code: 'BAD_USER_INPUT', message: messages.join(' '), fieldErrors: missing, kind: 'final', photoLocalId: null };
};

/** Something failed on the device itself (storage): nothing to retry on a timer. */
export const localFailure = (error: unknown): OutboxFailure => ({
  code: null,
  message: error instanceof Error ? error.message : 'The report could not be read from this phone.',
  fieldErrors: {},
  kind: 'final',
  photoLocalId: null,
});

const BASE_DELAY_MS = 2_000;
export const MAX_DELAY_MS = 5 * 60_000;

/**
 * The pause before retry number `attempt` (0-based): doubling from 2 s up to 5 min, each between half and the whole
 * of that ("equal jitter"), so many phones back online at once do not all retry in the same second.
 */
export const retryDelay = (attempt: number, random: () => number = Math.random): number => {
  const ceiling = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
};
