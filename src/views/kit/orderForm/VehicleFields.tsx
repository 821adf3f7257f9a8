import { LimitedTextField } from '../ui/LimitedTextField';
import { TextField } from '../ui/TextField';
import { ChoiceField } from './ChoiceField';
import type { VehicleDraft } from './formTypes';
import { FUEL_CHOICES, FUEL_LABEL, VEHICLE_CLASS_CHOICES } from './labels';
import type { OrderFormApi } from './useOrderForm';
import { VehicleCard } from './VehicleCard';

export type VehicleFieldsProps = { form: OrderFormApi; vehicle: VehicleDraft; index: number };

/** One vehicle: a VIN to decode, or year, make and model by hand, and what the driver needs to know. */
export const VehicleFields = ({ form, vehicle, index }: VehicleFieldsProps) => {
  const set = (patch: Partial<VehicleDraft>) => form.send({ type: 'vehicle.set', key: vehicle.key, patch });
  const error = (field: string) => form.errors[`vehicles.${index}.${field}`];
  const text = (field: 'plate' | 'odometer' | 'keys') => ({
    value: vehicle[field],
    onChange: (value: string) => set({ [field]: value }),
    error: error(field),
  });
  return (
    <VehicleCard
      vehicle={vehicle}
      index={index}
      set={set}
      error={error}
      onRemove={form.state.vehicles.length > 1 ? () => form.send({ type: 'vehicle.remove', key: vehicle.key }) : undefined}
      after={
        <>
          <LimitedTextField label="Plate" {...text('plate')} limit={20} autoComplete="off" />
          <TextField label="Odometer" inputMode="numeric" {...text('odometer')} />
          <TextField label="Keys" inputMode="numeric" hint="How many keys come with it." {...text('keys')} />
        </>
      }
    >
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
        value={vehicle.fuelType === 'UNKNOWN' ? '' : vehicle.fuelType}
        choices={FUEL_CHOICES}
        placeholder={FUEL_LABEL.UNKNOWN}
        error={error('fuelType')}
        onChange={(fuelType) => set({ fuelType })}
      />
    </VehicleCard>
  );
};
