import { MAX_VEHICLES } from '../../../../domain/schemas/orders';
import { ChoiceField } from '../../../kit/orderForm/ChoiceField';
import { Alert } from '../../../kit/ui/Alert';
import { Button } from '../../../kit/ui/Button';
import { useWizardSend, WizardActor } from '../WizardActor';
import { WizardStepForm } from '../WizardStepForm';
import { WizardVehicleFields } from './WizardVehicleFields';

/** Who it is for (only when the user acts for several), and the vehicles: by VIN, or year, make and model. */
export const VehiclesStep = ({ focusHeading }: { focusHeading: boolean }) => {
  const send = useWizardSend();
  const kind = WizardActor.useSelector((snapshot) => snapshot.context.kind);
  const accounts = WizardActor.useSelector((snapshot) => snapshot.context.accounts);
  const accountKey = WizardActor.useSelector((snapshot) => snapshot.context.draft.accountKey);
  const vehicles = WizardActor.useSelector((snapshot) => snapshot.context.draft.vehicles);
  const errors = WizardActor.useSelector((snapshot) => snapshot.context.errors);
  return (
    <WizardStepForm
      step="vehicles"
      focusHeading={focusHeading}
      description="Which vehicles move? Decode each VIN, or enter the year, make and model."
    >
      {accounts.length > 1 && (
        <ChoiceField
          label={kind === 'order' ? 'Order for' : 'Quote for'}
          value={accountKey}
          choices={accounts.map((account) => ({ value: account.key, label: account.label }))}
          placeholder="Choose a company"
          error={errors.account}
          onChange={(key) => send({ type: 'account.choose', accountKey: key })}
        />
      )}
      {errors.vehicles && <Alert tone="danger">{errors.vehicles.join(' ')}</Alert>}
      {vehicles.map((vehicle, index) => (
        <WizardVehicleFields key={vehicle.key} vehicle={vehicle} index={index} errors={errors} removable={vehicles.length > 1} />
      ))}
      <div className="button-row">
        <Button className="btn-small" disabled={vehicles.length >= MAX_VEHICLES} onClick={() => send({ type: 'vehicle.add' })}>
          Add vehicle
        </Button>
        <span className="muted">
          {vehicles.length} of at most {MAX_VEHICLES} vehicles.
        </span>
      </div>
    </WizardStepForm>
  );
};
