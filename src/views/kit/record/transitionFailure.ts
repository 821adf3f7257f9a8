import type { Failure } from '../forms/failure';

/** Whether a failed write means the record changed under us: the page then reloads it. */
export const isConflict = (failure: Failure): boolean => failure.code === 'CONFLICT';

/**
 * The words for a refused write to a record, the same in every area: a conflict says the record was reloaded, a
 * refused event (INVALID_TRANSITION: the role, the record's facts or its status, as the server words it) says why,
 * invalid input names what is wrong with it; anything else as the server put it. `noun` names the record
 * ("leg", "storage record", "facility").
 */
export const transitionFailureMessage = (failure: Failure, noun: string): string => {
  if (isConflict(failure)) return `Someone changed this ${noun} — reloaded. Check it and try again.`;
  if (failure.code === 'INVALID_TRANSITION') return `Not allowed now: ${failure.message}`;
  const fields = Object.values(failure.fieldErrors).flat();
  if (failure.code === 'BAD_USER_INPUT' && fields.length > 0) return fields.join(' ');
  return failure.message;
};
