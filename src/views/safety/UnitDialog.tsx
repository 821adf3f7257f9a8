import { useState } from 'react';
import { useMutation } from 'urql';
import { FuelTypeValues } from '@/generated/enums/FuelType';
import { UnitKindValues } from '@/generated/enums/UnitKind';
import type { UnitsPanel_UnitFragment as Unit } from '@/generated/graphql';
import { unitInputSchema } from '../../domain/schemas/carriers';
import { fieldErrors } from '../../domain/schemas/fieldErrors';
import { VinField } from '../kit/orderForm/VinField';
import { useReferenceChoices } from '../kit/pickers/useReferenceChoices';
import { LimitedTextField } from '../kit/ui/LimitedTextField';
import { TextField } from '../kit/ui/TextField';
import { SafetyDialog } from './SafetyDialog';
import { FieldSelect } from '../kit/ui/FieldSelect';
import { UNIT_FUEL_LABEL, UNIT_KIND_LABEL, type UnitFormValues, unitFormValues, unitInputOf } from './unitForm';
import { UnitsPanelCreateMutation, UnitsPanelUpdateMutation } from './UnitsPanel.graphql';

export type UnitDialogProps = {
  /** The unit to edit; none creates one. */
  unit: Unit | null;
  onClose: () => void;
  onSaved: (unitNumber: string) => void;
};

/** Creates or edits a power unit, checked by the shared unitInputSchema here and on the server; a VIN fills year and make. */
export const UnitDialog = ({ unit, onClose, onSaved }: UnitDialogProps) => {
  const [values, setValues] = useState<UnitFormValues>(() => unitFormValues(unit ?? undefined));
  // Drivers are found by name (a tenant has thousands); the chosen one stays a choice whatever the search shows.
  const [driverSearch, setDriverSearch] = useState('');
  const { choices: driverChoices } = useReferenceChoices('drivers', driverSearch);
  const [chosenDriver, setChosenDriver] = useState(unit?.driver ? { value: unit.driver.id, label: unit.driver.fullName } : null);
  const [, create] = useMutation(UnitsPanelCreateMutation);
  const [, update] = useMutation(UnitsPanelUpdateMutation);
  const set = (patch: Partial<UnitFormValues>) => setValues((previous) => ({ ...previous, ...patch }));
  const text = (name: keyof UnitFormValues) => ({
    value: values[name],
    onChange: (value: string) => set({ [name]: value }),
    autoComplete: 'off',
  });
  return (
    <SafetyDialog
      title={unit ? `Edit unit ${unit.unitNumber}` : 'New unit'}
      submitLabel={unit ? 'Save unit' : 'Create unit'}
      onClose={onClose}
      onSubmit={async () => {
        const parsed = unitInputSchema.safeParse(unitInputOf(values));
        if (!parsed.success) return fieldErrors(parsed.error);
        const result = unit
          ? await update({ id: unit.id, version: unit.version, input: parsed.data })
          : await create({ input: parsed.data }, { additionalTypenames: ['Unit'] });
        if (!result.error) onSaved(parsed.data.unitNumber);
        return result;
      }}
      fields={(errors) => (
        <div className="field-grid">
          <LimitedTextField label="Unit number" required limit={20} {...text('unitNumber')} error={errors.unitNumber} />
          <FieldSelect
            label="Kind"
            value={values.kind}
            onChange={(kind) => set({ kind })}
            choices={UnitKindValues.map((value) => ({ value, label: UNIT_KIND_LABEL[value] }))}
            error={errors.kind}
          />
          <VinField
            value={values.vin}
            error={errors.vin}
            onChange={(vin) => set({ vin })}
            onDecoded={(patch) =>
              set({
                ...(patch.vin && { vin: patch.vin }),
                ...(patch.year && { year: patch.year }),
                ...(patch.make && { make: patch.make }),
                ...(patch.model && { model: patch.model }),
                ...(patch.fuelType && { fuelType: patch.fuelType }),
              })
            }
          />
          <LimitedTextField label="Year" inputMode="numeric" limit={4} {...text('year')} error={errors.year} />
          <TextField label="Make" {...text('make')} error={errors.make} />
          <TextField label="Model" {...text('model')} error={errors.model} />
          <TextField label="Plate" {...text('plate')} error={errors.plate} />
          <LimitedTextField
            label="Plate state or province"
            limit={2}
            hint="Two letters, e.g. PA or ON."
            {...text('plateState')}
            error={errors.plateState}
          />
          <TextField label="Axles" required inputMode="numeric" {...text('axles')} error={errors.axles} />
          <TextField label="Gross weight (lb)" required inputMode="numeric" {...text('grossWeightLb')} error={errors.grossWeightLb} />
          <TextField
            label="Combined weight (lb)"
            inputMode="numeric"
            hint="With the heaviest trailer it pulls; blank when it pulls none."
            {...text('combinedWeightLb')}
            error={errors.combinedWeightLb}
          />
          <FieldSelect
            label="Fuel"
            value={values.fuelType}
            onChange={(fuelType) => set({ fuelType })}
            choices={FuelTypeValues.map((value) => ({ value, label: UNIT_FUEL_LABEL[value] }))}
            error={errors.fuelType}
          />
          <TextField type="search" label="Find a driver" hint="Type part of the name." value={driverSearch} onChange={setDriverSearch} />
          <FieldSelect
            label="Driver"
            value={values.driverId}
            onChange={(driverId) => {
              set({ driverId });
              setChosenDriver(driverChoices.find((choice) => choice.value === driverId) ?? null);
            }}
            placeholder="No driver"
            choices={[
              ...(chosenDriver &&
              chosenDriver.value === values.driverId &&
              !driverChoices.some((choice) => choice.value === chosenDriver.value)
                ? [chosenDriver]
                : []),
              ...driverChoices,
            ]}
            error={errors.driverId}
          />
        </div>
      )}
    />
  );
};
