import type { FieldErrors } from '../../../../domain/schemas/fieldErrors';
import type { VehicleDraft } from '../../../../machines/wizards/wizardTypes';
import { ChoiceField } from '../../../kit/orderForm/ChoiceField';
import { COLOUR_CHOICES } from '../../../kit/orderForm/labels';
import { VinField } from '../../../kit/orderForm/VinField';
import { Button } from '../../../kit/ui/Button';
import { TextField } from '../../../kit/ui/TextField';
import { useWizardSend } from '../WizardActor';

export type WizardVehicleFieldsProps = { vehicle: VehicleDraft; index: number; errors: FieldErrors; removable: boolean };

/** One vehicle: its VIN (decoded into year, make and model), or those typed by hand, and its colour. */
export const WizardVehicleFields = ({ vehicle, index, errors, removable }: WizardVehicleFieldsProps) => {
  const send = useWizardSend();
  const set = (patch: Partial<VehicleDraft>) => send({ type: 'vehicle.set', key: vehicle.key, patch });
  const error = (field: string) => errors[`vehicles.${index}.${field}`];
  const text = (field: 'year' | 'make' | 'model') => ({
    value: vehicle[field],
    onChange: (value: string) => set({ [field]: value }),
    error: error(field),
  });
  return (
    <fieldset className="form-card">
      <legend className="form-card-title">Vehicle {index + 1}</legend>
      <VinField value={vehicle.vin} error={error('vin')} onChange={(vin) => set({ vin })} onDecoded={set} />
      <div className="field-grid">
        <TextField label="Year" inputMode="numeric" maxLength={4} {...text('year')} />
        <TextField label="Make" maxLength={100} {...text('make')} />
        <TextField label="Model" maxLength={100} {...text('model')} />
        <ChoiceField
          label="Colour"
          value={vehicle.colour}
          choices={COLOUR_CHOICES}
          placeholder="Not known"
          error={error('colour')}
          onChange={(colour) => set({ colour })}
        />
      </div>
      {removable && (
        <div className="button-row">
          <Button variant="ghost" className="btn-small" onClick={() => send({ type: 'vehicle.remove', key: vehicle.key })}>
            Remove vehicle {index + 1}
          </Button>
        </div>
      )}
    </fieldset>
  );
};
