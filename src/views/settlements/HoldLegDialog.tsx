import { useMutation } from 'urql';
import { graphqlFailure } from '../kit/forms/failure';
import { useForm } from '../kit/forms/useForm';
import { Alert } from '../kit/ui/Alert';
import { Dialog } from '../kit/ui/Dialog';
import { FormButtons } from '../kit/ui/FormButtons';
import { LimitedTextField } from '../kit/ui/LimitedTextField';
import { limitNote } from '../kit/ui/textLimit';
import toast from '../kit/ui/toast';
import { formFailure, REASON_LIMIT } from './settlementForms';
import { HoldSettlementLegMutation } from './SettlementPage.graphql';

export type HoldLegDialogProps = {
  settledLeg: { id: string; number: string };
  settlement: { version: number };
  onClose: () => void;
  refetch: () => void;
};

/** "Hold" a settled leg with the reason: the settlement is not paid in full while it is held. */
export const HoldLegDialog = ({ settledLeg, settlement, onClose, refetch }: HoldLegDialogProps) => {
  const [, hold] = useMutation(HoldSettlementLegMutation);
  const form = useForm({ reason: '' });
  const title = `Hold leg ${settledLeg.number}`;
  const submit = form.submit(async () => {
    const reason = form.values.reason.trim();
    if (!reason) return form.invalid({ reason: ['Say why the leg is held.'] });
    const over = limitNote(reason.length, REASON_LIMIT);
    if (over?.over) return form.invalid({ reason: [over.text] });
    const result = await hold({ id: settledLeg.id, version: settlement.version, reason });
    if (result.error) {
      const failure = graphqlFailure(result.error);
      if (failure.code === 'CONFLICT') refetch();
      return form.fail(formFailure(failure, ['reason']));
    }
    toast.success(`Leg ${settledLeg.number} is on hold.`);
    onClose();
  });
  return (
    <Dialog title={title} onClose={onClose}>
      <form ref={form.formRef} className="form" noValidate onSubmit={submit} aria-label={title}>
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        <LimitedTextField label="Reason" rows={3} limit={REASON_LIMIT} {...form.text('reason')} />
        <FormButtons submit="Hold leg" busy={form.submitting} onCancel={onClose} />
      </form>
    </Dialog>
  );
};
