import { useMutation } from 'urql';
import { graphqlFailure } from '../kit/forms/failure';
import { useForm } from '../kit/forms/useForm';
import { isConflict, transitionFailureMessage } from '../kit/record/transitionFailure';
import { Alert } from '../kit/ui/Alert';
import { Dialog } from '../kit/ui/Dialog';
import { FormButtons } from '../kit/ui/FormButtons';
import { LimitedTextField } from '../kit/ui/LimitedTextField';
import { limitNote } from '../kit/ui/textLimit';
import toast from '../kit/ui/toast';
import { ReviewReceiptMutation } from './receipts.graphql';
import { REASON_LIMIT } from './settlementForms';

export type RejectReceiptDialogProps = {
  receipt: { id: string; version: number; title: string };
  onClose: () => void;
  refetch: () => void;
};

/** "Reject" a driver's receipt, with the reason the driver will read. */
export const RejectReceiptDialog = ({ receipt, onClose, refetch }: RejectReceiptDialogProps) => {
  const [, review] = useMutation(ReviewReceiptMutation);
  const form = useForm({ reason: '' });
  const title = `Reject ${receipt.title}`;
  const submit = form.submit(async () => {
    const reason = form.values.reason.trim();
    if (!reason) return form.invalid({ reason: ['Say why the receipt is rejected.'] });
    const over = limitNote(reason.length, REASON_LIMIT);
    if (over?.over) return form.invalid({ reason: [over.text] });
    const result = await review({ id: receipt.id, decision: 'REJECT', reason, version: receipt.version });
    if (result.error) {
      const failure = graphqlFailure(result.error);
      if (isConflict(failure)) {
        refetch();
        return form.fail({ ...failure, message: transitionFailureMessage(failure, 'receipt') });
      }
      return form.fail(failure);
    }
    toast.success('Receipt rejected.');
    onClose();
  });
  return (
    <Dialog title={title} onClose={onClose}>
      <form ref={form.formRef} className="form" noValidate onSubmit={submit} aria-label={title}>
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        <LimitedTextField label="Reason" hint="The driver reads it." rows={3} limit={REASON_LIMIT} {...form.text('reason')} />
        <FormButtons submit="Reject receipt" busy={form.submitting} onCancel={onClose} />
      </form>
    </Dialog>
  );
};
