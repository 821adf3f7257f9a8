import { useState } from 'react';
import { useMutation } from 'urql';
import { majorText } from '../../domain/moneyInput';
import { graphqlFailure } from '../kit/forms/failure';
import { useForm } from '../kit/forms/useForm';
import { Alert } from '../kit/ui/Alert';
import { Dialog } from '../kit/ui/Dialog';
import { FormButtons } from '../kit/ui/FormButtons';
import { TextField } from '../kit/ui/TextField';
import toast from '../kit/ui/toast';
import { ApplyClientCreditMutation } from './invoiceEdits.graphql';
import { applyCreditSchema, creditCandidate, creditLimit } from './invoiceEdits';

export type ApplyCreditDialogProps = {
  invoice: { id: string; number: string; balance: number; clientCredit: number };
  money: (minor: number) => string;
  onClose: () => void;
};

/**
 * "Apply credit": part of the client's credit put on this open invoice, at most the credit and the balance (filled
 * in). Its idempotency key is made once when the dialog opens, so a double submit or a retry applies it once.
 */
export const ApplyCreditDialog = ({ invoice, money, onClose }: ApplyCreditDialogProps) => {
  const [key] = useState(() => crypto.randomUUID());
  const [, apply] = useMutation(ApplyClientCreditMutation);
  const limit = creditLimit(invoice.clientCredit, invoice.balance);
  const form = useForm({ amount: majorText(limit) });

  const submit = form.submit(async () => {
    const checked = form.check(applyCreditSchema(limit, money(limit)), creditCandidate(form.values));
    if (!checked) return;
    const result = await apply({ input: { key, invoiceId: invoice.id, amount: checked.amount } });
    if (result.error) return form.fail(graphqlFailure(result.error));
    toast.success(`${money(checked.amount)} of credit applied to ${invoice.number}.`);
    onClose();
  });

  return (
    <Dialog title={`Apply credit to ${invoice.number}`} onClose={onClose}>
      <form ref={form.formRef} className="form" noValidate onSubmit={submit} aria-label={`Apply credit to ${invoice.number}`}>
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        <TextField
          label="Credit to apply"
          hint={`The client has ${money(invoice.clientCredit)} of credit; the balance is ${money(invoice.balance)}.`}
          inputMode="decimal"
          autoComplete="off"
          {...form.text('amount')}
        />
        <FormButtons submit="Apply credit" busy={form.submitting} onCancel={onClose} />
      </form>
    </Dialog>
  );
};
