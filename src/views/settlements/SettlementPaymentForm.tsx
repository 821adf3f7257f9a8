import { useState } from 'react';
import { useMutation } from 'urql';
import { type SettlementPaymentType, SettlementPaymentTypeValues } from '@/generated/enums/SettlementPaymentType';
import { todayIn } from '../../domain/dates';
import { hasRole } from '../../domain/roles';
import { majorText } from '../../domain/moneyInput';
import { SETTLEMENT_LEAD_ROLES } from '../../machines/domain/settlement.machine';
import { useCurrentTenant, useCurrentUser } from '../kit/app/useCurrentUser';
import { TenantDateInput } from '../kit/forms/TenantDateInput';
import { graphqlFailure } from '../kit/forms/failure';
import { useForm } from '../kit/forms/useForm';
import { Alert } from '../kit/ui/Alert';
import { Dialog } from '../kit/ui/Dialog';
import { FieldSelect } from '../kit/ui/FieldSelect';
import { FormButtons } from '../kit/ui/FormButtons';
import { LimitedTextField } from '../kit/ui/LimitedTextField';
import { TextField } from '../kit/ui/TextField';
import toast from '../kit/ui/toast';
import { PAYMENT_TYPE_LABEL } from './labels';
import { type PaymentDraft, formFailure, paymentInput, REFERENCE_LIMIT } from './settlementForms';
import { PostSettlementPaymentMutation } from './SettlementPage.graphql';

export type SettlementPaymentFormProps = {
  settlement: { id: string; number: string; balance: number };
  /** The balance in words ("$310.00"). */
  balanceText: string;
  /** "Mark paid" on the pay run: a DRIVER_PAY payment of the balance, its type fixed. */
  markPaid?: boolean;
  onClose: () => void;
  /** After a payment is stored (the pay run asks for itself again). */
  onPaid?: () => void;
};

const FIELDS = ['type', 'amount', 'paidOn', 'reference'];

/**
 * A payment on an open settlement: its type, amount (the balance to start with), day and reference. The idempotency
 * key is made once when the form opens, so a second submit of the same form (a double click, a retry after a lost
 * answer) stores one payment.
 */
export const SettlementPaymentForm = ({ settlement, balanceText, markPaid, onClose, onPaid }: SettlementPaymentFormProps) => {
  const tenant = useCurrentTenant();
  const user = useCurrentUser();
  const [key] = useState(() => crypto.randomUUID());
  const [, post] = useMutation(PostSettlementPaymentMutation);
  const form = useForm<PaymentDraft>({
    type: 'DRIVER_PAY',
    amount: majorText(Math.max(settlement.balance, 0)),
    paidOn: todayIn(tenant?.timeZone),
    reference: '',
  });
  // A reversal takes pay back: a lead's (the server refuses it to anyone else).
  const types = SettlementPaymentTypeValues.filter(
    (type: SettlementPaymentType) => type !== 'DRIVER_PAY_REVERSAL' || (user !== null && hasRole(user, SETTLEMENT_LEAD_ROLES)),
  );
  const title = markPaid ? `Mark ${settlement.number} paid` : `Post a payment on ${settlement.number}`;

  const submit = form.submit(async () => {
    const checked = paymentInput(form.values, settlement.id, key);
    if ('errors' in checked) return form.invalid(checked.errors);
    const result = await post({ input: checked.input });
    if (result.error) return form.fail(formFailure(graphqlFailure(result.error), FIELDS));
    toast.success(markPaid ? `${settlement.number} paid.` : `Payment posted on ${settlement.number}.`);
    onPaid?.();
    onClose();
  });

  return (
    <Dialog title={title} onClose={onClose}>
      <form ref={form.formRef} className="form" noValidate onSubmit={submit} aria-label={title}>
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        {!markPaid && (
          <FieldSelect
            label="Payment type"
            choices={types.map((value) => ({ value, label: PAYMENT_TYPE_LABEL[value] }))}
            value={form.values.type}
            onChange={(type) => form.set('type', type)}
            error={form.errors.type}
          />
        )}
        <TextField
          label={`Amount (${tenant?.currency ?? 'USD'})`}
          hint={`The balance is ${balanceText}.`}
          inputMode="decimal"
          autoComplete="off"
          {...form.text('amount')}
        />
        <TenantDateInput label="Paid on" {...form.text('paidOn')} />
        <LimitedTextField label="Reference" hint="A check number, an ACH trace…" limit={REFERENCE_LIMIT} {...form.text('reference')} />
        <FormButtons submit={markPaid ? 'Mark paid' : 'Post payment'} busy={form.submitting} onCancel={onClose} />
      </form>
    </Dialog>
  );
};
