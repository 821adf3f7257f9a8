import { type FormEvent, useState } from 'react';
import { useMutation } from 'urql';
import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { fieldErrors, type FieldErrors } from '../../domain/schemas/fieldErrors';
import { storageRecordInputSchema } from '../../domain/schemas/storage';
import { useCurrentTenant } from '../app/useCurrentUser';
import { graphqlFailure } from '../forms/failure';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { DateInput } from '../ui/DateInput';
import { TextField } from '../ui/TextField';
import toast from '../ui/toast';
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
  const tenant = useCurrentTenant();
  const [{ fetching }, update] = useMutation(UpdateStorageRecordMutation);
  const [spot, setSpot] = useState(record.spot ?? '');
  const [keyTag, setKeyTag] = useState(record.keyTag ?? '');
  const [keyCount, setKeyCount] = useState(record.keyCount === null ? '' : String(record.keyCount));
  const [lockBoxSlot, setLockBoxSlot] = useState(record.lockBoxSlot ?? '');
  const [reservedTo, setReservedTo] = useState(record.reservedTo ?? '');
  const [notes, setNotes] = useState(record.notes ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);

  const submit = async (submitted: FormEvent) => {
    submitted.preventDefault();
    const parsed = storageRecordInputSchema.safeParse({
      spot,
      keyTag,
      keyCount: keyCount.trim() === '' ? null : Number(keyCount),
      lockBoxSlot,
      reservedTo: reservedTo || null,
      notes,
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
      <DateInput
        label="Reserved to"
        hint="Leave empty for an open-ended stay."
        value={reservedTo}
        onChange={setReservedTo}
        locale={tenant?.locale}
        timeZone={tenant?.timeZone}
        error={errors.reservedTo}
      />
      <TextField label="Notes" rows={3} value={notes} onChange={setNotes} error={errors.notes} />
      <div className="button-row">
        <Button type="submit" variant="primary" busy={fetching}>
          Save
        </Button>
        <Button onClick={onDone}>Cancel</Button>
      </div>
    </form>
  );
};
