import type { RepairEvent } from '@/generated/enums/RepairEvent';
import type { RepairTransitionInput } from '@/generated/graphql';
import { majorText, minorOf } from '../../domain/moneyInput';
import { repairEventInputSchema } from '../../machines/domain/repair.inputs';
import { REPAIR_EVENT_BY_NAME } from '../../machines/domain/repair.machine';
import type { RecordDialogProps } from '../kit/record/RecordActions';
import { useEventForm } from '../kit/record/useEventForm';
import { Alert } from '../kit/ui/Alert';
import { Dialog } from '../kit/ui/Dialog';
import { TextField } from '../kit/ui/TextField';
import { REPAIR_EVENT_LABEL } from './labels';
import { FormButtons } from '../kit/ui/FormButtons';

const DIALOG_EVENTS = ['APPROVE', 'START', 'INVOICE_RECEIVED', 'DECLINE'] as const;
export type RepairDialogEvent = (typeof DIALOG_EVENTS)[number];
export const isRepairDialogEvent = (event: RepairEvent): event is RepairDialogEvent => (DIALOG_EVENTS as readonly string[]).includes(event);

export type RepairEventDialogProps = RecordDialogProps<RepairTransitionInput> & {
  event: RepairDialogEvent;
  repair: { number: string; estimateAmount: number };
};

/** What a repair step records (approved amount, repair order, invoice, reason), asked in a modal and checked by the shared schema. */
export const RepairEventDialog = ({ event, repair, busy, onSubmit, onClose }: RepairEventDialogProps) => {
  const form = useEventForm(
    { approvedAmount: majorText(repair.estimateAmount), repairOrderNumber: '', invoiceNumber: '', invoiceAmount: '', reason: '' },
    { noun: 'repair', onSubmit },
  );
  const { values } = form;

  const input = (): Record<string, unknown> => {
    switch (event) {
      case 'APPROVE':
        return { approvedAmount: minorOf(values.approvedAmount) };
      case 'START':
        return { repairOrderNumber: values.repairOrderNumber };
      case 'INVOICE_RECEIVED':
        return { invoiceNumber: values.invoiceNumber, invoiceAmount: minorOf(values.invoiceAmount) };
      case 'DECLINE':
        return { reason: values.reason };
    }
  };

  const submit = form.submitWith(() => {
    const schema = repairEventInputSchema(REPAIR_EVENT_BY_NAME[event]);
    return (schema ? form.check(schema, input()) : input()) as RepairTransitionInput | null;
  });

  const label = REPAIR_EVENT_LABEL[event];
  return (
    <Dialog title={`${label}: ${repair.number}`} onClose={onClose}>
      <form className="form" noValidate onSubmit={submit} ref={form.formRef}>
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        {event === 'APPROVE' && <TextField label="Approved amount" inputMode="decimal" {...form.text('approvedAmount')} autoFocus />}
        {event === 'START' && <TextField label="Repair order number" {...form.text('repairOrderNumber')} autoFocus />}
        {event === 'INVOICE_RECEIVED' && (
          <>
            <TextField label="Invoice number" {...form.text('invoiceNumber')} autoFocus />
            <TextField label="Invoice amount" inputMode="decimal" {...form.text('invoiceAmount')} />
          </>
        )}
        {event === 'DECLINE' && <TextField label="Reason" rows={3} {...form.text('reason')} autoFocus />}
        <FormButtons
          submit={label}
          busy={busy || form.submitting}
          variant={event === 'DECLINE' ? 'danger' : 'primary'}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
};
