import type { ConditionReportEventInput } from '@/generated/graphql';
import { conditionReportRejectSchema } from '../../domain/schemas/conditionReports';
import type { RecordDialogProps } from '../kit/record/RecordActions';
import { useEventForm } from '../kit/record/useEventForm';
import { Alert } from '../kit/ui/Alert';
import { Dialog } from '../kit/ui/Dialog';
import { TextField } from '../kit/ui/TextField';
import { FormButtons } from '../kit/ui/FormButtons';

export type RejectReportDialogProps = RecordDialogProps<ConditionReportEventInput> & { number: string };

/** Asks why the report is rejected (the driver reads it before taking the report again), checked by the shared schema. */
export const RejectReportDialog = ({ number, busy, onSubmit, onClose }: RejectReportDialogProps) => {
  const form = useEventForm({ reason: '' }, { noun: 'condition report', onSubmit });
  const submit = form.submitWith(() => form.check(conditionReportRejectSchema));

  return (
    <Dialog title={`Reject ${number}`} onClose={onClose}>
      <form className="form" noValidate onSubmit={submit} ref={form.formRef}>
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        <TextField label="Reason" hint="The driver reads it and takes the report again." rows={3} {...form.text('reason')} autoFocus />
        <FormButtons submit="Reject report" busy={busy || form.submitting} variant="danger" onCancel={onClose} />
      </form>
    </Dialog>
  );
};
