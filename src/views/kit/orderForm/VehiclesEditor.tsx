import { MAX_VEHICLES } from '../../../domain/schemas/orders';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Panel } from '../ui/Panel';
import type { OrderFormApi } from './useOrderForm';
import { VehicleFields } from './VehicleFields';

/** The vehicles of the order, each with its own fields; removing one removes its legs too. */
export const VehiclesEditor = ({ form }: { form: OrderFormApi }) => {
  const { vehicles } = form.state;
  const listError = form.errors.vehicles;
  return (
    <Panel
      title="Vehicles"
      actions={
        <Button className="btn-small" disabled={vehicles.length >= MAX_VEHICLES} onClick={() => form.send({ type: 'vehicle.add' })}>
          Add vehicle
        </Button>
      }
    >
      {listError && <Alert tone="danger">{listError.join(' ')}</Alert>}
      <div className="form">
        {vehicles.map((vehicle, index) => (
          <VehicleFields key={vehicle.key} form={form} vehicle={vehicle} index={index} />
        ))}
      </div>
    </Panel>
  );
};
