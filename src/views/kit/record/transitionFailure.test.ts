import { describe, expect, it } from 'vitest';
import type { Failure } from '../forms/failure';
import { isConflict, transitionFailureMessage } from './transitionFailure';

const failure = (code: string | null, message: string, fieldErrors: Failure['fieldErrors'] = {}): Failure => ({
  code,
  message,
  fieldErrors,
});

describe('the words for a refused write to a record', () => {
  it('says a conflict reloaded the record, naming it', () => {
    const conflict = failure('CONFLICT', 'The leg was changed by someone else.');
    expect(isConflict(conflict)).toBe(true);
    expect(transitionFailureMessage(conflict, 'leg')).toBe('Someone changed this leg — reloaded. Check it and try again.');
    expect(transitionFailureMessage(conflict, 'storage record')).toBe(
      'Someone changed this storage record — reloaded. Check it and try again.',
    );
  });

  it('says why an event was refused, whatever refused it (role, record or status)', () => {
    for (const message of [
      'Your role may not send CONFIRM to a leg that is PENDING_CONFIRMATION.',
      'DELIVER is not possible for this IN_TRANSIT leg: the delivery condition report is not submitted.',
      'A repair that is CLOSED cannot take START.',
    ])
      expect(transitionFailureMessage(failure('INVALID_TRANSITION', message), 'leg')).toBe(`Not allowed now: ${message}`);
  });

  it('names what is wrong with the input, or says the server’s message when it names no field', () => {
    const invalid = failure('BAD_USER_INPUT', 'Invalid input.', { reason: ['Say why.'], spot: ['Too long.'] });
    expect(isConflict(invalid)).toBe(false);
    expect(transitionFailureMessage(invalid, 'repair')).toBe('Say why. Too long.');
    expect(transitionFailureMessage(failure('BAD_USER_INPUT', 'Invalid input.'), 'repair')).toBe('Invalid input.');
  });

  it('passes any other failure on as the server put it', () => {
    expect(transitionFailureMessage(failure(null, 'The server could not be reached.'), 'quote')).toBe('The server could not be reached.');
    expect(transitionFailureMessage(failure('FORBIDDEN', 'You may not do this.'), 'order')).toBe('You may not do this.');
  });
});
