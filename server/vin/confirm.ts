import { UNCONFIRMED_VIN_MESSAGE } from '../../src/domain/drafts';
import { normalizeVin, validateVin } from '../../src/domain/vin';
import { badUserInput } from '../errors';
import { decodeVinFull } from './decode';

type VehicleVin = { id?: string | null; vin?: string | null; vinConfirmed?: boolean | null };

/**
 * A new vehicle's valid VIN whose offline decode finds no maker (11111111111111111 passes the check digit) is
 * refused unless the person confirmed it; an existing vehicle (`id`) was accepted when it was made.
 */
export const unconfirmedVinErrors = async (vehicles: readonly VehicleVin[], path: string): Promise<Record<string, string[]>> => {
  const errors: Record<string, string[]> = {};
  for (const [i, vehicle] of vehicles.entries()) {
    const vin = vehicle.vin ? normalizeVin(vehicle.vin) : '';
    if (vehicle.id || vehicle.vinConfirmed || !vin || !validateVin(vin).ok) continue;
    if (!(await decodeVinFull(vin)).make) errors[`${path}.${i}.vin`] = [UNCONFIRMED_VIN_MESSAGE];
  }
  return errors;
};

/** BAD_USER_INPUT naming every new vehicle whose unknown-maker VIN is not confirmed; before anything is written. */
export const refuseUnconfirmedVins = async (vehicles: readonly VehicleVin[], path = 'input.vehicles'): Promise<void> => {
  const errors = await unconfirmedVinErrors(vehicles, path);
  if (Object.keys(errors).length > 0) throw badUserInput(errors);
};
