/**
 * What the algoliasearch client reports when no host answers (its browser requester's words): shown as they are,
 * with a retry, because they say what happened.
 */
export const TRANSPORT_FAILURES = ['Connection timeout', 'Socket timeout', 'Network request failed'] as const;

type Attempt = { response?: { content?: unknown; status?: unknown } };
type ClientError = { name?: unknown; message?: unknown; status?: unknown; stackTrace?: unknown };

const isTransportFailure = (content: unknown): content is (typeof TRANSPORT_FAILURES)[number] =>
  TRANSPORT_FAILURES.some((failure) => failure === content);

/** Whether the search service refused the key (403: lapsed, or for another index): a renewed key may pass. */
export const isKeyRefused = (error: unknown): boolean => (error as ClientError | null)?.status === 403;

/**
 * The words for a failed search. A RetryError (every host tried) names the last host's transport failure; an API
 * error its message; anything else the error's own message.
 */
export const searchFailureMessage = (error: unknown): string => {
  const failure = (error ?? {}) as ClientError;
  const attempts = Array.isArray(failure.stackTrace) ? (failure.stackTrace as Attempt[]) : [];
  const transport = attempts
    .map((attempt) => attempt.response?.content)
    .reverse()
    .find(isTransportFailure);
  if (transport) return transport;
  if (isKeyRefused(error)) return 'The search service refused your search key. Try again to renew it.';
  return typeof failure.message === 'string' && failure.message !== '' ? failure.message : 'The search failed.';
};
