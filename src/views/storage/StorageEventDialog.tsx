import type { StorageRecordEvent } from '@/generated/enums/StorageRecordEvent';
import type { StorageTransitionInput } from '@/generated/graphql';
import { graphql } from '@/generated';
import { storageEventInputSchema, storageTransitionInputSchema } from '../../machines/domain/storageRecord.inputs';
import { STORAGE_RECORD_EVENT_BY_NAME } from '../../machines/domain/storageRecord.machine';
import type { RecordDialogProps } from '../kit/record/RecordActions';
import { useEventForm } from '../kit/record/useEventForm';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { Dialog } from '../kit/ui/Dialog';
import { TextField } from '../kit/ui/TextField';
import { STORAGE_EVENT_LABEL } from './labels';

/** The events that ask something first: a reason (problem, cancel), or where the vehicle and its keys are (check-in). */
export const STORAGE_DIALOG_EVENTS = ['CHECK_IN', 'CANCEL', 'REPORT_PROBLEM'] as const;
export type StorageDialogEvent = (typeof STORAGE_DIALOG_EVENTS)[number];
export const isStorageDialogEvent = (event: StorageRecordEvent): event is StorageDialogEvent =>
  (STORAGE_DIALOG_EVENTS as readonly string[]).includes(event);

/** Where the vehicle and its keys are: what a check-in asks again and the record's edit form changes. */
export const StoragePlaceFragment = graphql(`
  fragment StoragePlace on StorageRecord {
    spot
    keyTag
    keyCount
    lockBoxSlot
  }
`);

export type StorageEventDialogProps = RecordDialogProps<StorageTransitionInput> & {
  event: StorageDialogEvent;
  record: { number: string; spot?: string | null; keyTag?: string | null; keyCount?: number | null; lockBoxSlot?: string | null };
};

/** What a step records (a reason; at check-in the spot and keys), checked by the shared schemas (storageRecord.inputs.ts) before it is sent. */
export const StorageEventDialog = ({ event, record, busy, onSubmit, onClose }: StorageEventDialogProps) => {
  const form = useEventForm(
    {
      reason: '',
      spot: record.spot ?? '',
      keyTag: record.keyTag ?? '',
      keyCount: record.keyCount === null || record.keyCount === undefined ? '' : String(record.keyCount),
      lockBoxSlot: record.lockBoxSlot ?? '',
    },
    { noun: 'storage record', onSubmit },
  );

  const submit = form.submitWith(() => {
    const { reason, spot, keyTag, keyCount, lockBoxSlot } = form.values;
    const input =
      event === 'CHECK_IN'
        ? {
            spot: spot || null,
            keyTag: keyTag || null,
            keyCount: keyCount.trim() === '' ? null : Number(keyCount),
            lockBoxSlot: lockBoxSlot || null,
          }
        : { reason };
    const required = storageEventInputSchema(STORAGE_RECORD_EVENT_BY_NAME[event]);
    if (required && form.check(required, input) === null) return null;
    return form.check(storageTransitionInputSchema, input);
  });

  const label = STORAGE_EVENT_LABEL[event];
  return (
    <Dialog title={`${label}: ${record.number}`} onClose={onClose}>
      <form className="form" noValidate onSubmit={submit} ref={form.formRef}>
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        {event === 'CHECK_IN' ? (
          <>
            <p className="muted">Where the vehicle stands and where its keys are (each may be filled in later).</p>
            <TextField label="Spot" {...form.text('spot')} autoFocus />
            <TextField label="Key tag" {...form.text('keyTag')} />
            <TextField label="Number of keys" inputMode="numeric" {...form.text('keyCount')} />
            <TextField label="Lock-box slot" {...form.text('lockBoxSlot')} />
          </>
        ) : (
          <TextField label="Reason" rows={3} {...form.text('reason')} autoFocus />
        )}
        <div className="button-row">
          <Button type="submit" variant={event === 'CHECK_IN' ? 'primary' : 'danger'} busy={busy || form.submitting}>
            {label}
          </Button>
          <Button onClick={onClose}>Back</Button>
        </div>
      </form>
    </Dialog>
  );
};
