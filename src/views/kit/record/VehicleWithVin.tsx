import { vehicleName } from './format';

/** A vehicle's name, and under it its VIN when one is known: the number a client looks a car up by. */
export const VehicleWithVin = ({ vehicle }: { vehicle: Parameters<typeof vehicleName>[0] }) => (
  <>
    {vehicleName(vehicle)}
    {vehicle?.vin && <span className="cell-sub mono">{vehicle.vin}</span>}
  </>
);
