import type { Failure } from '../kit/forms/failure';

/** A refused packet change in words: a conflict says the packet was reloaded, a refused event says why. */
export const tntFailureMessage = (failure: Failure): string => {
  if (failure.code === 'CONFLICT') return 'Someone changed this packet — reloaded. Check it and try again.';
  if (failure.code === 'INVALID_TRANSITION') return `Not allowed now: ${failure.message}`;
  return failure.message;
};
