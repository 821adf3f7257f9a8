import { useMutation } from 'urql';
import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { storageRecordInputSchema } from '../../domain/schemas/storage';
import { useForm } from '../kit/forms/useForm';
import { Alert } from '../kit/ui/Alert';
import { FormButtons } from '../kit/ui/FormButtons';
import { TextField } from '../kit/ui/TextField';
import toast from '../kit/ui/toast';
import { StoragePlaceFragment } from './StorageEventDialog';
import { StayFields } from './StayFields';
import { recordRefusal } from '../kit/record/recordRefusal';

export const StorageRecordFormFragment = graphql(`
  fragment StorageRecordForm_record on StorageRecord {
    id
    number
    version
    ...StoragePlace
    reservedTo
    notes
  }
`);

const UpdateStorageRecordMutation = graphql(`
  mutation StorageRecordUpdate($id: ID!, $version: Int!, $input: StorageRecordInput!) {
    updateStorageRecord(id: $id, version: $version, input: $input) {
      id
      ...StorageRecordDetail
    }
  }
`);

export type StorageRecordFormProps = {
  record: FragmentType<typeof StorageRecordFormFragment>;
  onDone: () => void;
  /** Reloads the record after a CONFLICT. */
  refetch: () => void;
};

/** The record's spot, keys, last reserved day and notes, edited in place (the record's version guards a stale edit). */
export const StorageRecordForm = ({ record: source, onDone, refetch }: StorageRecordFormProps) => {
  const record = getFragmentData(StorageRecordFormFragment, source);
  const place = getFragmentData(StoragePlaceFragment, record);
  const [, update] = useMutation(UpdateStorageRecordMutation);
  const form = useForm({
    spot: place.spot ?? '',
    keyTag: place.keyTag ?? '',
    keyCount: place.keyCount === null ? '' : String(place.keyCount),
    lockBoxSlot: place.lockBoxSlot ?? '',
    reservedTo: record.reservedTo ?? '',
    notes: record.notes ?? '',
  });

  const submit = form.submit(async () => {
    const { keyCount, reservedTo } = form.values;
    const input = form.check(storageRecordInputSchema, {
      ...form.values,
      keyCount: keyCount.trim() === '' ? null : Number(keyCount),
      reservedTo: reservedTo || null,
    });
    if (!input) return;
    const result = await update({ id: record.id, version: record.version, input });
    if (result.error) return form.fail(recordRefusal(result.error, 'storage record', refetch));
    toast.success(`${record.number} saved.`);
    onDone();
  });

  return (
    <form ref={form.formRef} className="form" noValidate onSubmit={submit} aria-label={`Edit ${record.number}`}>
      {form.formError && <Alert tone="danger">{form.formError}</Alert>}
      <TextField label="Spot" autoFocus {...form.text('spot')} />
      <TextField label="Key tag" {...form.text('keyTag')} />
      <TextField label="Number of keys" inputMode="numeric" {...form.text('keyCount')} />
      <TextField label="Lock-box slot" {...form.text('lockBoxSlot')} />
      <StayFields stay={form.values} onChange={form.update} errors={form.errors} />
      <FormButtons submit="Save" busy={form.submitting} onCancel={onDone} />
    </form>
  );
};
