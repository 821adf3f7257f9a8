import { useMutation, useQuery } from 'urql';
import { IFTA_JURISDICTION_CHOICES } from '../../domain/ifta/jurisdictions';
import { graphqlFailure } from '../kit/forms/failure';
import { useForm } from '../kit/forms/useForm';
import { isConflict, transitionFailureMessage } from '../kit/record/transitionFailure';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { Checkbox } from '../kit/ui/Checkbox';
import { checkboxOf } from '../kit/forms/checkboxOf';
import { Dialog } from '../kit/ui/Dialog';
import { FormButtons } from '../kit/ui/FormButtons';
import { SelectField } from '../kit/ui/SelectField';
import { TextField } from '../kit/ui/TextField';
import toast from '../kit/ui/toast';
import { type FuelDraft, type FuelInput, fuelFailure, fuelInput } from './receiptFuel';
import { ReceiptFuelUnitsQuery, SetReceiptFuelMutation } from './receipts.graphql';

export type ReceiptFuelDialogProps = {
  receipt: { id: string; version: number; title: string; recorded: boolean; unit: { id: string; unitNumber: string } | null };
  /** The fields as recorded (empty when nothing is). */
  initial: FuelDraft;
  /** "gal" or "L": the tenant's fuel unit. */
  volumeUnit: string;
  onClose: () => void;
  refetch: () => void;
};

/**
 * "Fuel details" of a driver's fuel receipt, read off the receipt for the IFTA return (docs/ifta.md): the volume in
 * the tenant's fuel unit, where it was bought, whether the price included that jurisdiction's tax, and the unit
 * fuelled (else the leg's). Clear removes them.
 */
export const ReceiptFuelDialog = ({ receipt, initial, volumeUnit, onClose, refetch }: ReceiptFuelDialogProps) => {
  const [units] = useQuery({ query: ReceiptFuelUnitsQuery });
  const [, setFuel] = useMutation(SetReceiptFuelMutation);
  const form = useForm(initial);
  const title = `Fuel details of ${receipt.title}`;

  const send = async (fuel: FuelInput | null) => {
    const result = await setFuel({ id: receipt.id, version: receipt.version, fuel });
    if (result.error) {
      const failure = graphqlFailure(result.error);
      if (isConflict(failure)) {
        refetch();
        return form.fail({ ...failure, message: transitionFailureMessage(failure, 'receipt') });
      }
      const { fields, message } = fuelFailure(failure.fieldErrors);
      return form.fail({ ...failure, fieldErrors: fields, message: message ?? transitionFailureMessage(failure, 'receipt') });
    }
    toast.success(fuel ? 'Fuel details saved.' : 'Fuel details cleared.');
    onClose();
  };
  const save = form.submit(async () => {
    const checked = fuelInput(form.values);
    if ('errors' in checked) return form.invalid(checked.errors);
    await send(checked.fuel);
  });
  const clear = () => form.run(() => send(null));

  const listed = units.data?.units.data ?? [];
  // The recorded unit stays a choice when it is not among the first units listed.
  const unitChoices = [
    ...(receipt.unit && !listed.some((unit) => unit.id === receipt.unit?.id)
      ? [{ value: receipt.unit.id, label: receipt.unit.unitNumber }]
      : []),
    ...listed.map((unit) => ({ value: unit.id, label: unit.plate ? `${unit.unitNumber} (plate ${unit.plate})` : unit.unitNumber })),
  ];
  return (
    <Dialog title={title} onClose={onClose}>
      <form ref={form.formRef} className="form" noValidate onSubmit={save} aria-label={title}>
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        <TextField label={`Volume (${volumeUnit})`} inputMode="decimal" autoComplete="off" {...form.text('volume')} />
        <SelectField
          label="Jurisdiction"
          placeholder="Where the fuel was bought"
          choices={IFTA_JURISDICTION_CHOICES}
          value={form.values.jurisdiction}
          onChange={([value]) => form.set('jurisdiction', value ?? '')}
          error={form.errors.jurisdiction}
        />
        <Checkbox label="Tax paid" {...checkboxOf(form, 'taxPaid')} />
        <SelectField
          label="Unit"
          placeholder={units.fetching && !units.data ? 'Loading the units…' : "The leg's unit"}
          choices={unitChoices}
          value={form.values.unitId}
          onChange={([value]) => form.set('unitId', value ?? '')}
          error={form.errors.unitId}
        />
        {units.error && <Alert tone="danger">{`The units could not be loaded: ${graphqlFailure(units.error).message}`}</Alert>}
        <FormButtons submit="Save" busy={form.submitting} onCancel={onClose}>
          {receipt.recorded && (
            <Button variant="danger" disabled={form.submitting} onClick={clear}>
              Clear
            </Button>
          )}
        </FormButtons>
      </form>
    </Dialog>
  );
};
