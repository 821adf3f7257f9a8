import { useState } from 'react';
import type { CombinedError } from 'urql';
import type { FieldErrors } from '../../domain/schemas/fieldErrors';
import { graphqlFailure } from '../kit/forms/failure';
import { tntFailureMessage } from './tntFailure';

/**
 * A packet form's field errors and message around a save: `refused` with the form's own errors, `clear` before
 * sending, `answered` with the server's error (false when it failed; the packet reloaded after a CONFLICT).
 */
export const usePacketSave = (refetch?: () => void) => {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const refused = (found: FieldErrors, why?: string) => {
    setErrors(found);
    if (why !== undefined) setMessage(why);
  };
  const clear = () => {
    setErrors({});
    setMessage(null);
  };
  const answered = (error: CombinedError | undefined): boolean => {
    if (!error) return true;
    const failure = graphqlFailure(error);
    if (failure.code === 'CONFLICT') refetch?.();
    setErrors(failure.fieldErrors);
    setMessage(tntFailureMessage(failure));
    return false;
  };
  return { errors, message, refused, clear, answered };
};
