import type { CombinedError } from 'urql';
import type { FieldErrors } from '../../domain/schemas/fieldErrors';
import { graphqlFailure } from '../kit/forms/failure';
import { useForm } from '../kit/forms/useForm';
import { isConflict, transitionFailureMessage } from '../kit/record/transitionFailure';

/**
 * A packet form's field errors and message around a save (`useForm`'s): `refused` with the form's own errors, `clear`
 * before sending, `answered` with the server's error (false when it failed; the packet reloaded after a CONFLICT).
 */
export const usePacketSave = (refetch?: () => void) => {
  const form = useForm({});
  const refused = (found: FieldErrors, why?: string) => {
    form.setErrors(found);
    if (why !== undefined) form.setFormError(why);
  };
  const answered = (error: CombinedError | undefined): boolean => {
    if (!error) return true;
    const failure = graphqlFailure(error);
    if (isConflict(failure)) refetch?.();
    form.setErrors(failure.fieldErrors);
    form.setFormError(transitionFailureMessage(failure, 'packet'));
    return false;
  };
  return { errors: form.errors, message: form.formError, refused, clear: () => form.reset(), answered };
};
