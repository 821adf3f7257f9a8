import { type FormEvent, useState } from 'react';
import { useMutation } from 'urql';
import { graphql } from '@/generated';
import { fieldErrors, type FieldErrors } from '../../domain/schemas/fieldErrors';
import { storageKeyTakeInputSchema } from '../../domain/schemas/storage';
import { useCurrentUser } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { TextField } from '../kit/ui/TextField';
import toast from '../kit/ui/toast';
import { storageFailureMessage } from './storageFailure';

const TakeStorageKeyMutation = graphql(`
  mutation StorageRecordTakeKey($recordId: ID!, $input: StorageKeyTakeInput!) {
    takeStorageKey(recordId: $recordId, input: $input) {
      id
      equipmentStatus
      version
    }
  }
`);

export type StorageKeyTakeFormProps = { recordId: string; keyTag: string | null; onDone: () => void };

/** "Take a key": which key and who takes it (the signed-in user unless someone else does). */
export const StorageKeyTakeForm = ({ recordId, keyTag, onDone }: StorageKeyTakeFormProps) => {
  const user = useCurrentUser();
  const [{ fetching }, take] = useMutation(TakeStorageKeyMutation);
  const [tag, setTag] = useState(keyTag ?? '');
  const [takenBy, setTakenBy] = useState(user?.name ?? '');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);

  const submit = async (submitted: FormEvent) => {
    submitted.preventDefault();
    const parsed = storageKeyTakeInputSchema.safeParse({ keyTag: tag, takenBy, note });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    setMessage(null);
    const result = await take({ recordId, input: parsed.data });
    if (result.error) {
      const failure = graphqlFailure(result.error);
      setErrors(failure.fieldErrors);
      if (Object.keys(failure.fieldErrors).length === 0) setMessage(storageFailureMessage(failure, 'key'));
      return;
    }
    toast.success(`Key ${parsed.data.keyTag} taken by ${parsed.data.takenBy}.`);
    setNote('');
    onDone();
  };

  return (
    <form className="form form-inline" noValidate onSubmit={submit} aria-label="Take a key">
      {message && <Alert tone="danger">{message}</Alert>}
      <TextField label="Key tag" value={tag} onChange={setTag} error={errors.keyTag} />
      <TextField label="Taken by" value={takenBy} onChange={setTakenBy} error={errors.takenBy} />
      <TextField label="Note" value={note} onChange={setNote} error={errors.note} />
      <Button type="submit" busy={fetching}>
        Take the key
      </Button>
    </form>
  );
};
