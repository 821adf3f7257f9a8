import type { CombinedError } from '@urql/core';
import { type Failure, graphqlFailure } from '../forms/failure';
import { isConflict, transitionFailureMessage } from './transitionFailure';

/**
 * A refused write to a record as its form shows it (`useForm`'s `fail`): the field errors as they came, the message in
 * `transitionFailureMessage`'s words for `noun`; a CONFLICT reloads the record (`reload`).
 */
export const recordRefusal = (error: CombinedError, noun: string, reload?: () => void): Failure => {
  const failure = graphqlFailure(error);
  if (isConflict(failure)) reload?.();
  return { ...failure, message: transitionFailureMessage(failure, noun) };
};
