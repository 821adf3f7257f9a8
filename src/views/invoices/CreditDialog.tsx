import { useMutation } from 'urql';
import { useLocation } from 'wouter';
import { creditReasonSchema } from '../../domain/schemas/invoices';
import { graphqlFailure } from '../kit/forms/failure';
import { useForm } from '../kit/forms/useForm';
import { isConflict, transitionFailureMessage } from '../kit/record/transitionFailure';
import { Alert } from '../kit/ui/Alert';
import { Dialog } from '../kit/ui/Dialog';
import { FormButtons } from '../kit/ui/FormButtons';
import { TextField } from '../kit/ui/TextField';
import toast from '../kit/ui/toast';
import { CreditInvoiceMutation } from './InvoicePage.graphql';
import { invoiceHref } from './InvoicesTable';

export type CreditDialogProps = { invoice: { id: string; number: string; version: number }; refetch: () => void; onClose: () => void };

/**
 * A lead's "Credit / correct": a credit note takes the issued invoice back and a new draft replaces it
 * (creditInvoice); the page then opens the draft to correct. A refusal is worded as the transitions' are.
 */
export const CreditDialog = ({ invoice, refetch, onClose }: CreditDialogProps) => {
  const [, credit] = useMutation(CreditInvoiceMutation);
  const [, navigate] = useLocation();
  const form = useForm({ reason: '' });

  const submit = form.submit(async () => {
    const checked = form.check(creditReasonSchema);
    if (!checked) return;
    const result = await credit({ id: invoice.id, reason: checked.reason, version: invoice.version });
    if (result.error) {
      const failure = graphqlFailure(result.error);
      if (isConflict(failure)) refetch();
      return form.fail({ ...failure, message: transitionFailureMessage(failure, 'invoice') });
    }
    const draft = result.data?.creditInvoice;
    toast.success(`${invoice.number} credited${draft ? `; ${draft.number} replaces it` : ''}.`);
    onClose();
    refetch();
    if (draft && draft.id !== invoice.id) navigate(invoiceHref(draft.id));
  });

  return (
    <Dialog title={`Credit or correct ${invoice.number}`} onClose={onClose}>
      <form ref={form.formRef} className="form" noValidate onSubmit={submit} aria-label={`Credit or correct ${invoice.number}`}>
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        <p>A credit note takes this invoice back in full, and a new draft with the same lines replaces it for you to correct.</p>
        <TextField label="Reason" rows={3} {...form.text('reason')} />
        <FormButtons submit="Credit and correct" variant="danger" busy={form.submitting} onCancel={onClose} />
      </form>
    </Dialog>
  );
};
