import { type FormEvent, useState } from 'react';
import type { RepairEvent } from '@/generated/enums/RepairEvent';
import type { RepairTransitionInput } from '@/generated/graphql';
import { majorText, minorOf } from '../../domain/moneyInput';
import { fieldErrors, type FieldErrors } from '../../domain/schemas/fieldErrors';
import { repairEventInputSchema } from '../../machines/domain/eventInputs';
import { REPAIR_EVENT_BY_NAME } from '../../machines/domain/repair.machine';
import type { Failure } from '../kit/forms/failure';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { Dialog } from '../kit/ui/Dialog';
import { TextField } from '../kit/ui/TextField';
import { REPAIR_EVENT_LABEL } from './labels';
import { accidentFailureMessage } from './repairFailure';

const DIALOG_EVENTS = ['APPROVE', 'START', 'INVOICE_RECEIVED', 'DECLINE'] as const;
export type RepairDialogEvent = (typeof DIALOG_EVENTS)[number];
export const isRepairDialogEvent = (event: RepairEvent): event is RepairDialogEvent => (DIALOG_EVENTS as readonly string[]).includes(event);

export type RepairEventDialogProps = {
  event: RepairDialogEvent;
  repair: { number: string; estimateAmount: number };
  busy: boolean;
  /** Resolves to the failure to show, or null once the repair moved. */
  onSubmit: (input: RepairTransitionInput) => Promise<Failure | null>;
  onClose: () => void;
};

/** What a repair step records (approved amount, repair order, invoice, reason), asked in a modal and checked by the shared schema. */
export const RepairEventDialog = ({ event, repair, busy, onSubmit, onClose }: RepairEventDialogProps) => {
  const [approved, setApproved] = useState(() => majorText(repair.estimateAmount));
  const [repairOrder, setRepairOrder] = useState('');
  const [invoiceNumber, setInvoiceNumber] = useState('');
  const [invoiceAmount, setInvoiceAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const values = (): Record<string, unknown> => {
    switch (event) {
      case 'APPROVE':
        return { approvedAmount: minorOf(approved) };
      case 'START':
        return { repairOrderNumber: repairOrder };
      case 'INVOICE_RECEIVED':
        return { invoiceNumber, invoiceAmount: minorOf(invoiceAmount) };
      case 'DECLINE':
        return { reason };
    }
  };

  const submit = async (submitted: FormEvent) => {
    submitted.preventDefault();
    const input = values();
    const parsed = repairEventInputSchema(REPAIR_EVENT_BY_NAME[event])?.safeParse(input);
    if (parsed && !parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    setFormError(null);
    const failure = await onSubmit((parsed?.data ?? input) as RepairTransitionInput);
    if (!failure) return;
    setErrors(failure.fieldErrors);
    setFormError(Object.keys(failure.fieldErrors).length > 0 ? null : accidentFailureMessage(failure, 'repair'));
  };

  const label = REPAIR_EVENT_LABEL[event];
  return (
    <Dialog title={`${label}: ${repair.number}`} onClose={onClose}>
      <form className="form" noValidate onSubmit={submit}>
        {formError && <Alert tone="danger">{formError}</Alert>}
        {event === 'APPROVE' && (
          <TextField
            label="Approved amount"
            inputMode="decimal"
            value={approved}
            onChange={setApproved}
            error={errors.approvedAmount}
            autoFocus
          />
        )}
        {event === 'START' && (
          <TextField label="Repair order number" value={repairOrder} onChange={setRepairOrder} error={errors.repairOrderNumber} autoFocus />
        )}
        {event === 'INVOICE_RECEIVED' && (
          <>
            <TextField label="Invoice number" value={invoiceNumber} onChange={setInvoiceNumber} error={errors.invoiceNumber} autoFocus />
            <TextField
              label="Invoice amount"
              inputMode="decimal"
              value={invoiceAmount}
              onChange={setInvoiceAmount}
              error={errors.invoiceAmount}
            />
          </>
        )}
        {event === 'DECLINE' && <TextField label="Reason" rows={3} value={reason} onChange={setReason} error={errors.reason} autoFocus />}
        <div className="button-row">
          <Button type="submit" variant={event === 'DECLINE' ? 'danger' : 'primary'} busy={busy}>
            {label}
          </Button>
          <Button onClick={onClose}>Cancel</Button>
        </div>
      </form>
    </Dialog>
  );
};
