import { type FormEvent, useState } from 'react';
import type { StorageRecordEvent } from '@/generated/enums/StorageRecordEvent';
import type { StorageTransitionInput } from '@/generated/graphql';
import { fieldErrors, type FieldErrors } from '../../domain/schemas/fieldErrors';
import { storageEventInputSchema, storageTransitionInputSchema } from '../../machines/domain/eventInputs';
import { STORAGE_RECORD_EVENT_BY_NAME } from '../../machines/domain/storageRecord.machine';
import type { Failure } from '../kit/forms/failure';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { Dialog } from '../kit/ui/Dialog';
import { TextField } from '../kit/ui/TextField';
import { STORAGE_EVENT_LABEL } from './labels';
import { storageFailureMessage } from './storageFailure';

/** The events that ask something first: a reason (problem, cancel), or where the vehicle and its keys are (check-in). */
export const STORAGE_DIALOG_EVENTS = ['CHECK_IN', 'CANCEL', 'REPORT_PROBLEM'] as const;
export type StorageDialogEvent = (typeof STORAGE_DIALOG_EVENTS)[number];
export const isStorageDialogEvent = (event: StorageRecordEvent): event is StorageDialogEvent =>
  (STORAGE_DIALOG_EVENTS as readonly string[]).includes(event);

export type StorageEventDialogProps = {
  event: StorageDialogEvent;
  record: { number: string; spot?: string | null; keyTag?: string | null; keyCount?: number | null; lockBoxSlot?: string | null };
  busy: boolean;
  /** Resolves to the failure to show, or null once the record moved. */
  onSubmit: (input: StorageTransitionInput) => Promise<Failure | null>;
  onClose: () => void;
};

/** What a step records (a reason; at check-in the spot and keys), checked by the shared schemas (eventInputs.ts) before it is sent. */
export const StorageEventDialog = ({ event, record, busy, onSubmit, onClose }: StorageEventDialogProps) => {
  const [reason, setReason] = useState('');
  const [spot, setSpot] = useState(record.spot ?? '');
  const [keyTag, setKeyTag] = useState(record.keyTag ?? '');
  const [keyCount, setKeyCount] = useState(record.keyCount === null || record.keyCount === undefined ? '' : String(record.keyCount));
  const [lockBoxSlot, setLockBoxSlot] = useState(record.lockBoxSlot ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (submitted: FormEvent) => {
    submitted.preventDefault();
    const values =
      event === 'CHECK_IN'
        ? {
            spot: spot || null,
            keyTag: keyTag || null,
            keyCount: keyCount.trim() === '' ? null : Number(keyCount),
            lockBoxSlot: lockBoxSlot || null,
          }
        : { reason };
    const required = storageEventInputSchema(STORAGE_RECORD_EVENT_BY_NAME[event])?.safeParse(values);
    if (required && !required.success) return setErrors(fieldErrors(required.error));
    const parsed = storageTransitionInputSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    setFormError(null);
    const failure = await onSubmit(parsed.data);
    if (!failure) return;
    setErrors(failure.fieldErrors);
    setFormError(Object.keys(failure.fieldErrors).length > 0 ? null : storageFailureMessage(failure, 'storage record'));
  };

  const label = STORAGE_EVENT_LABEL[event];
  return (
    <Dialog title={`${label}: ${record.number}`} onClose={onClose}>
      <form className="form" noValidate onSubmit={submit}>
        {formError && <Alert tone="danger">{formError}</Alert>}
        {event === 'CHECK_IN' ? (
          <>
            <p className="muted">Where the vehicle stands and where its keys are (each may be filled in later).</p>
            <TextField label="Spot" value={spot} onChange={setSpot} error={errors.spot} autoFocus />
            <TextField label="Key tag" value={keyTag} onChange={setKeyTag} error={errors.keyTag} />
            <TextField label="Number of keys" inputMode="numeric" value={keyCount} onChange={setKeyCount} error={errors.keyCount} />
            <TextField label="Lock-box slot" value={lockBoxSlot} onChange={setLockBoxSlot} error={errors.lockBoxSlot} />
          </>
        ) : (
          <TextField label="Reason" rows={3} value={reason} onChange={setReason} error={errors.reason} autoFocus />
        )}
        <div className="button-row">
          <Button type="submit" variant={event === 'CHECK_IN' ? 'primary' : 'danger'} busy={busy}>
            {label}
          </Button>
          <Button onClick={onClose}>Back</Button>
        </div>
      </form>
    </Dialog>
  );
};
