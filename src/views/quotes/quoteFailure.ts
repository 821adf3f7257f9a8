import type { Failure } from '../kit/forms/failure';

/** A refused quote action in words: a conflict says the quote was reloaded, a refused event says why. */
export const quoteFailureMessage = (failure: Failure): string => {
  if (failure.code === 'CONFLICT') return 'Someone changed this quote — reloaded. Check it and try again.';
  if (failure.code === 'INVALID_TRANSITION') return `Not allowed now: ${failure.message}`;
  return failure.message;
};
