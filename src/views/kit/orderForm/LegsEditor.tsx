import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Panel } from '../ui/Panel';
import { legsOf } from './formState';
import { LegFields } from './LegFields';
import type { OrderFormApi } from './useOrderForm';

const vehicleTitle = (index: number, parts: (string | null)[]) => {
  const name = parts.filter(Boolean).join(' ');
  return `Legs of vehicle ${index + 1}${name ? ` (${name})` : ''}`;
};

/** A leg chain per vehicle: "Add leg" continues from where the vehicle's last leg ends. */
export const LegsEditor = ({ form }: { form: OrderFormApi }) => {
  const { state, send, errors } = form;
  return (
    <Panel title="Legs" description="Each leg moves one vehicle from one place to the next by one transport method.">
      {errors.legs && <Alert tone="danger">{errors.legs.join(' ')}</Alert>}
      <div className="form">
        {state.vehicles.map((vehicle, index) => {
          const chain = legsOf(state, vehicle.key);
          return (
            <fieldset key={vehicle.key} className="leg-chain">
              <legend className="form-card-title">{vehicleTitle(index, [vehicle.year, vehicle.make, vehicle.model])}</legend>
              {chain.length === 0 && <p className="muted">No legs yet.</p>}
              {chain.map((leg, position) => (
                <LegFields key={leg.key} form={form} leg={leg} position={position + 1} last={position === chain.length - 1} />
              ))}
              <div className="button-row">
                <Button className="btn-small" onClick={() => send({ type: 'leg.add', vehicleKey: vehicle.key })}>
                  Add leg
                </Button>
              </div>
            </fieldset>
          );
        })}
      </div>
    </Panel>
  );
};
