import type { Failure } from '../forms/failure';

/** Whether a failed status change means the record changed under us: the page then reloads it. */
export const isConflict = (failure: Failure): boolean => failure.code === 'CONFLICT';

/** The words for a refused status change: a conflict says the record was reloaded, others say why it was refused. */
export const transitionFailureMessage = (failure: Failure, record: 'leg' | 'order' | 'condition report'): string => {
  if (isConflict(failure)) return `Someone changed this ${record} — reloaded. Check it and try again.`;
  if (failure.code === 'INVALID_TRANSITION') return `Not allowed now: ${failure.message}`;
  return failure.message;
};
