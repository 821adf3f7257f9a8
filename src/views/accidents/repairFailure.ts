import type { Failure } from '../kit/forms/failure';

/** The words for a refused write to a report or a repair: a conflict says it was reloaded, a refused move says why. */
export const accidentFailureMessage = (failure: Failure, record: 'report' | 'repair'): string => {
  if (failure.code === 'CONFLICT')
    return `Someone else changed this ${record} since you opened it. It has been reloaded: check it and try again.`;
  if (failure.code === 'INVALID_TRANSITION') return `Not allowed now: ${failure.message}`;
  return failure.message;
};
