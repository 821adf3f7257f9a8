import { type FormEvent, useState } from 'react';
import { useMutation } from 'urql';
import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { fieldErrors, type FieldErrors } from '../../domain/schemas/fieldErrors';
import { storageRecordInputSchema } from '../../domain/schemas/storage';
import { graphqlFailure } from '../kit/forms/failure';
import { Alert } from '../kit/ui/Alert';
import { FormButtons } from '../kit/ui/FormButtons';
import { TextField } from '../kit/ui/TextField';
import toast from '../kit/ui/toast';
import { type Stay, StayFields } from './StayFields';
import { storageFailureMessage } from './storageFailure';

export const StorageRecordFormFragment = graphql(`
  fragment StorageRecordForm_record on StorageRecord {
    id
    number
    version
    spot
    keyTag
    keyCount
    lockBoxSlot
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
  const [{ fetching }, update] = useMutation(UpdateStorageRecordMutation);
  const [spot, setSpot] = useState(record.spot ?? '');
  const [keyTag, setKeyTag] = useState(record.keyTag ?? '');
  const [keyCount, setKeyCount] = useState(record.keyCount === null ? '' : String(record.keyCount));
  const [lockBoxSlot, setLockBoxSlot] = useState(record.lockBoxSlot ?? '');
  const [stay, setStay] = useState<Stay>({ reservedTo: record.reservedTo ?? '', notes: record.notes ?? '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);

  const submit = async (submitted: FormEvent) => {
    submitted.preventDefault();
    const parsed = storageRecordInputSchema.safeParse({
      spot,
      keyTag,
      keyCount: keyCount.trim() === '' ? null : Number(keyCount),
      lockBoxSlot,
      reservedTo: stay.reservedTo || null,
      notes: stay.notes,
    });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    setMessage(null);
    const result = await update({ id: record.id, version: record.version, input: parsed.data });
    if (result.error) {
      const failure = graphqlFailure(result.error);
      if (failure.code === 'CONFLICT') refetch();
      setErrors(failure.fieldErrors);
      if (Object.keys(failure.fieldErrors).length === 0) setMessage(storageFailureMessage(failure, 'storage record'));
      return;
    }
    toast.success(`${record.number} saved.`);
    onDone();
  };

  return (
    <form className="form" noValidate onSubmit={submit} aria-label={`Edit ${record.number}`}>
      {message && <Alert tone="danger">{message}</Alert>}
      <TextField label="Spot" value={spot} onChange={setSpot} error={errors.spot} autoFocus />
      <TextField label="Key tag" value={keyTag} onChange={setKeyTag} error={errors.keyTag} />
      <TextField label="Number of keys" inputMode="numeric" value={keyCount} onChange={setKeyCount} error={errors.keyCount} />
      <TextField label="Lock-box slot" value={lockBoxSlot} onChange={setLockBoxSlot} error={errors.lockBoxSlot} />
      <StayFields stay={stay} onChange={(patch) => setStay((current) => ({ ...current, ...patch }))} errors={errors} />
      <FormButtons submit="Save" busy={fetching} onCancel={onDone} />
    </form>
  );
};
