import { type FormEvent, useState } from 'react';
import { useMutation } from 'urql';
import { graphql } from '@/generated';
import { formatDate } from '../../domain/format';
import { fieldErrors, type FieldErrors } from '../../domain/schemas/fieldErrors';
import { storageClosureInputSchema } from '../../domain/schemas/storage';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { DateInput } from '../kit/ui/DateInput';
import { TextField } from '../kit/ui/TextField';
import toast from '../kit/ui/toast';
import { storageFailureMessage } from './storageFailure';

const AddStorageClosureMutation = graphql(`
  mutation StorageClosureAdd($facilityId: ID!, $input: StorageClosureInput!) {
    addStorageClosure(facilityId: $facilityId, input: $input) {
      id
      ...StorageFacilityDetail
    }
  }
`);

/** A whole day the facility is closed (a holiday): the day and why. */
export const ClosureForm = ({ facilityId }: { facilityId: string }) => {
  const tenant = useCurrentTenant();
  const [{ fetching }, add] = useMutation(AddStorageClosureMutation);
  const [day, setDay] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);

  const submit = async (submitted: FormEvent) => {
    submitted.preventDefault();
    const parsed = storageClosureInputSchema.safeParse({ day, reason });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    setMessage(null);
    const result = await add({ facilityId, input: parsed.data });
    if (result.error) {
      const failure = graphqlFailure(result.error);
      setErrors(failure.fieldErrors);
      if (Object.keys(failure.fieldErrors).length === 0) setMessage(storageFailureMessage(failure, 'facility'));
      return;
    }
    toast.success(`Closed on ${formatDate(parsed.data.day, tenant?.locale)}.`);
    setDay('');
    setReason('');
  };

  return (
    <form className="form" noValidate onSubmit={submit} aria-label="Add a closure">
      {message && <Alert tone="danger">{message}</Alert>}
      <DateInput label="Closed on" value={day} onChange={setDay} locale={tenant?.locale} timeZone={tenant?.timeZone} error={errors.day} />
      <TextField label="Reason" hint="A holiday, an inventory day…" value={reason} onChange={setReason} error={errors.reason} />
      <Button type="submit" busy={fetching}>
        Add the closure
      </Button>
    </form>
  );
};
