import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import { ChoiceField } from './ChoiceField';
import type { VehicleDraft } from './formTypes';
import { COLOUR_CHOICES, FUEL_CHOICES, VEHICLE_CLASS_CHOICES } from './labels';
import type { OrderFormApi } from './useOrderForm';
import { VinField } from './VinField';

export type VehicleFieldsProps = { form: OrderFormApi; vehicle: VehicleDraft; index: number };

/** One vehicle: a VIN to decode, or year, make and model by hand, and what the driver needs to know. */
export const VehicleFields = ({ form, vehicle, index }: VehicleFieldsProps) => {
  const set = (patch: Partial<VehicleDraft>) => form.send({ type: 'vehicle.set', key: vehicle.key, patch });
  const error = (field: string) => form.errors[`vehicles.${index}.${field}`];
  const text = (field: 'year' | 'make' | 'model' | 'plate' | 'odometer' | 'keys') => ({
    value: vehicle[field],
    onChange: (value: string) => set({ [field]: value }),
    error: error(field),
  });
  return (
    <fieldset className="form-card">
      <legend className="form-card-title">Vehicle {index + 1}</legend>
      <VinField value={vehicle.vin} error={error('vin')} onChange={(vin) => set({ vin })} onDecoded={set} />
      <div className="field-grid">
        <TextField label="Year" inputMode="numeric" min={1900} max={2100} {...text('year')} />
        <TextField label="Make" {...text('make')} maxLength={100} />
        <TextField label="Model" {...text('model')} maxLength={100} />
        <ChoiceField
          label="Class"
          value={vehicle.vehicleClass}
          choices={VEHICLE_CLASS_CHOICES}
          placeholder="Not known"
          error={error('vehicleClass')}
          onChange={(vehicleClass) => set({ vehicleClass })}
        />
        <ChoiceField
          label="Fuel"
          value={vehicle.fuelType}
          choices={FUEL_CHOICES}
          placeholder="Not known"
          error={error('fuelType')}
          onChange={(fuelType) => set({ fuelType })}
        />
        <ChoiceField
          label="Colour"
          value={vehicle.colour}
          choices={COLOUR_CHOICES}
          placeholder="Not known"
          error={error('colour')}
          onChange={(colour) => set({ colour })}
        />
        <TextField label="Plate" {...text('plate')} maxLength={20} autoComplete="off" />
        <TextField label="Odometer" inputMode="numeric" {...text('odometer')} />
        <TextField label="Keys" inputMode="numeric" hint="How many keys come with it." {...text('keys')} />
      </div>
      {form.state.vehicles.length > 1 && (
        <div className="button-row">
          <Button variant="ghost" className="btn-small" onClick={() => form.send({ type: 'vehicle.remove', key: vehicle.key })}>
            Remove vehicle {index + 1}
          </Button>
        </div>
      )}
    </fieldset>
  );
};
