import type { Failure } from '../kit/forms/failure';

/** The words for a refused storage write: a conflict says it was reloaded, a refused move says why, the rest as the server put it. */
export const storageFailureMessage = (failure: Failure, record: 'storage record' | 'facility' | 'key'): string => {
  if (failure.code === 'CONFLICT')
    return `Someone else changed this ${record} since you opened it. It has been reloaded: check it and try again.`;
  if (failure.code === 'INVALID_TRANSITION') return `Not allowed now: ${failure.message}`;
  return failure.message;
};
