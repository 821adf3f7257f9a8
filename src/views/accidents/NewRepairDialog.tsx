import { useMutation } from 'urql';
import type * as z from 'zod';
import { minorOf } from '../../domain/moneyInput';
import { repairInputSchema } from '../../domain/schemas/accidents';
import { type Failure, graphqlFailure } from '../kit/forms/failure';
import { useEventForm } from '../kit/record/useEventForm';
import { Alert } from '../kit/ui/Alert';
import { Dialog } from '../kit/ui/Dialog';
import { TextField } from '../kit/ui/TextField';
import toast from '../kit/ui/toast';
import { CreateRepairMutation } from './repair.graphql';
import { FormButtons } from '../kit/ui/FormButtons';

export type NewRepairDialogProps = {
  report: { id: string; number: string; legId?: string | null; vehicleId?: string | null };
  onCreated: (id: string) => void;
  onClose: () => void;
};

/** A repair of the report's vehicle: the vendor, what is to be done and the estimate (checked by the shared schema). */
export const NewRepairDialog = ({ report, onCreated, onClose }: NewRepairDialogProps) => {
  const [{ fetching }, create] = useMutation(CreateRepairMutation);
  const createRepair = async (input: z.output<typeof repairInputSchema>): Promise<Failure | null> => {
    const result = await create({ input });
    if (result.error) return graphqlFailure(result.error);
    if (result.data) {
      toast.success(`Repair created for ${report.number}.`);
      onCreated(result.data.createRepair.id);
    }
    return null;
  };
  const form = useEventForm({ vendorName: '', vendorPhone: '', description: '', estimate: '' }, { noun: 'repair', onSubmit: createRepair });
  const { values } = form;

  const submit = form.submitWith(() =>
    form.check(repairInputSchema, {
      reportId: report.id,
      legId: report.legId ?? null,
      vehicleId: report.vehicleId ?? null,
      vendorName: values.vendorName,
      vendorPhone: values.vendorPhone,
      description: values.description,
      estimateAmount: minorOf(values.estimate),
    }),
  );

  return (
    <Dialog title={`New repair for ${report.number}`} onClose={onClose}>
      <form className="form" noValidate onSubmit={submit} ref={form.formRef}>
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        {form.errors.vehicleId && <Alert tone="danger">{form.errors.vehicleId.join(' ')}</Alert>}
        <TextField label="Vendor" {...form.text('vendorName')} autoFocus />
        <TextField label="Vendor phone" type="tel" {...form.text('vendorPhone')} />
        <TextField label="What is to be repaired" rows={3} {...form.text('description')} />
        <TextField
          label="Estimate"
          inputMode="decimal"
          hint="In the tenant's currency, e.g. 1250.00"
          {...form.text('estimate')}
          error={form.errors.estimateAmount}
        />
        <FormButtons submit="Create repair" busy={fetching || form.submitting} onCancel={onClose} />
      </form>
    </Dialog>
  );
};
