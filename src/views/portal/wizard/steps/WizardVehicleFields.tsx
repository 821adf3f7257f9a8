import type { FieldErrors } from '../../../../domain/schemas/fieldErrors';
import type { VehicleDraft } from '../../../../machines/wizards/wizardTypes';
import { VehicleCard } from '../../../kit/orderForm/VehicleCard';
import { useWizardSend } from '../WizardActor';

export type WizardVehicleFieldsProps = { vehicle: VehicleDraft; index: number; errors: FieldErrors; removable: boolean };

/** One vehicle: its VIN (decoded into year, make and model), or those typed by hand, and its colour. */
export const WizardVehicleFields = ({ vehicle, index, errors, removable }: WizardVehicleFieldsProps) => {
  const send = useWizardSend();
  return (
    <VehicleCard
      vehicle={vehicle}
      index={index}
      set={(patch) => send({ type: 'vehicle.set', key: vehicle.key, patch })}
      error={(field) => errors[`vehicles.${index}.${field}`]}
      onRemove={removable ? () => send({ type: 'vehicle.remove', key: vehicle.key }) : undefined}
    />
  );
};
