import { type FormEvent, useState } from 'react';
import { useMutation } from 'urql';
import { minorOf } from '../../domain/moneyInput';
import { repairInputSchema } from '../../domain/schemas/accidents';
import { fieldErrors, type FieldErrors } from '../../domain/schemas/fieldErrors';
import { graphqlFailure } from '../kit/forms/failure';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { Dialog } from '../kit/ui/Dialog';
import { TextField } from '../kit/ui/TextField';
import toast from '../kit/ui/toast';
import { accidentFailureMessage } from './repairFailure';
import { CreateRepairMutation } from './repair.graphql';

export type NewRepairDialogProps = {
  report: { id: string; number: string; legId?: string | null; vehicleId?: string | null };
  onCreated: (id: string) => void;
  onClose: () => void;
};

/** A repair of the report's vehicle: the vendor, what is to be done and the estimate (checked by the shared schema). */
export const NewRepairDialog = ({ report, onCreated, onClose }: NewRepairDialogProps) => {
  const [vendorName, setVendorName] = useState('');
  const [vendorPhone, setVendorPhone] = useState('');
  const [description, setDescription] = useState('');
  const [estimate, setEstimate] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [{ fetching }, create] = useMutation(CreateRepairMutation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const parsed = repairInputSchema.safeParse({
      reportId: report.id,
      legId: report.legId ?? null,
      vehicleId: report.vehicleId ?? null,
      vendorName,
      vendorPhone,
      description,
      estimateAmount: minorOf(estimate),
    });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    const result = await create({ input: parsed.data });
    if (result.data) {
      toast.success(`Repair created for ${report.number}.`);
      return onCreated(result.data.createRepair.id);
    }
    if (!result.error) return;
    const failure = graphqlFailure(result.error);
    setErrors(failure.fieldErrors);
    setMessage(Object.keys(failure.fieldErrors).length > 0 ? null : accidentFailureMessage(failure, 'repair'));
  };

  return (
    <Dialog title={`New repair for ${report.number}`} onClose={onClose}>
      <form className="form" noValidate onSubmit={submit}>
        {message && <Alert tone="danger">{message}</Alert>}
        {errors.vehicleId && <Alert tone="danger">{errors.vehicleId.join(' ')}</Alert>}
        <TextField label="Vendor" value={vendorName} onChange={setVendorName} error={errors.vendorName} autoFocus />
        <TextField label="Vendor phone" type="tel" value={vendorPhone} onChange={setVendorPhone} error={errors.vendorPhone} />
        <TextField label="What is to be repaired" rows={3} value={description} onChange={setDescription} error={errors.description} />
        <TextField
          label="Estimate"
          inputMode="decimal"
          hint="In the tenant's currency, e.g. 1250.00"
          value={estimate}
          onChange={setEstimate}
          error={errors.estimateAmount}
        />
        <div className="button-row">
          <Button type="submit" variant="primary" busy={fetching}>
            Create repair
          </Button>
          <Button onClick={onClose}>Cancel</Button>
        </div>
      </form>
    </Dialog>
  );
};
