import { useState } from 'react';
import { useMutation } from 'urql';
import { PaymentMethodValues } from '@/generated/enums/PaymentMethod';
import { todayIn } from '../../domain/dates';
import { paymentFormSchema } from '../../domain/schemas/invoices';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { TenantDateInput } from '../kit/forms/TenantDateInput';
import { graphqlFailure } from '../kit/forms/failure';
import { useForm } from '../kit/forms/useForm';
import { Alert } from '../kit/ui/Alert';
import { Dialog } from '../kit/ui/Dialog';
import { FieldSelect } from '../kit/ui/FieldSelect';
import { FormButtons } from '../kit/ui/FormButtons';
import { TextField } from '../kit/ui/TextField';
import toast from '../kit/ui/toast';
import { PostPaymentMutation } from './InvoicePage.graphql';
import { PAYMENT_METHOD_LABEL } from './labels';
import { type PaymentDraft, type PaymentTarget, paymentCandidate, paymentInput } from './payment';

export type PaymentFormProps = PaymentTarget & {
  number: string;
  /** The balance in words ("$310.00"). */
  balanceText: string;
  onClose: () => void;
};

const newKey = () => crypto.randomUUID();

/**
 * "Post payment" on an invoice: the amount in the tenant's currency (sent in minor units), the day, the method and a
 * reference. Its idempotency key is made once when the form opens, so a second submit of the same form (a double
 * click, a retry after a lost answer) stores one payment.
 */
export const PaymentForm = ({ number, balanceText, onClose, ...target }: PaymentFormProps) => {
  const tenant = useCurrentTenant();
  const [key] = useState(newKey);
  const [, post] = useMutation(PostPaymentMutation);
  const form = useForm<PaymentDraft>({ amount: '', receivedOn: todayIn(tenant?.timeZone), method: 'ACH', reference: '' });

  const submit = form.submit(async () => {
    const payment = form.check(paymentFormSchema, paymentCandidate(form.values));
    if (!payment) return;
    const result = await post({ input: paymentInput(payment, target, key) });
    if (result.error) return form.fail(graphqlFailure(result.error));
    toast.success(`Payment posted on ${number}.`);
    onClose();
  });

  return (
    <Dialog title={`Post a payment on ${number}`} onClose={onClose}>
      <form ref={form.formRef} className="form" noValidate onSubmit={submit} aria-label={`Post a payment on ${number}`}>
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        <TextField
          label={`Amount (${tenant?.currency ?? 'USD'})`}
          hint={`The balance is ${balanceText}; anything above it is kept as the client's credit.`}
          inputMode="decimal"
          autoComplete="off"
          {...form.text('amount')}
        />
        <TenantDateInput label="Received on" {...form.text('receivedOn')} />
        <FieldSelect
          label="Method"
          choices={PaymentMethodValues.map((value) => ({ value, label: PAYMENT_METHOD_LABEL[value] }))}
          value={form.values.method}
          onChange={(method) => form.set('method', method)}
          error={form.errors.method}
        />
        <TextField label="Reference" hint="A check number, a wire reference…" {...form.text('reference')} />
        <FormButtons submit="Post payment" busy={form.submitting} onCancel={onClose} />
      </form>
    </Dialog>
  );
};
