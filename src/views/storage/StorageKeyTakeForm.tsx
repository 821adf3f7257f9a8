import { useMutation } from 'urql';
import { graphql } from '@/generated';
import { storageKeyTakeInputSchema } from '../../domain/schemas/storage';
import { useCurrentUser } from '../kit/app/useCurrentUser';
import { useForm } from '../kit/forms/useForm';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { TextField } from '../kit/ui/TextField';
import toast from '../kit/ui/toast';
import { recordRefusal } from '../kit/record/recordRefusal';

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
  const [, take] = useMutation(TakeStorageKeyMutation);
  const form = useForm({ keyTag: keyTag ?? '', takenBy: user?.name ?? '', note: '' });

  const submit = form.submit(async () => {
    const input = form.check(storageKeyTakeInputSchema);
    if (!input) return;
    const result = await take({ recordId, input });
    if (result.error) return form.fail(recordRefusal(result.error, 'key'));
    toast.success(`Key ${input.keyTag} taken by ${input.takenBy}.`);
    form.reset({ note: '' });
    onDone();
  });

  return (
    <form ref={form.formRef} className="form form-inline" noValidate onSubmit={submit} aria-label="Take a key">
      {form.formError && <Alert tone="danger">{form.formError}</Alert>}
      <TextField label="Key tag" {...form.text('keyTag')} />
      <TextField label="Taken by" {...form.text('takenBy')} />
      <TextField label="Note" {...form.text('note')} />
      <Button type="submit" busy={form.submitting}>
        Take the key
      </Button>
    </form>
  );
};
