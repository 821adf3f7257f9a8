import { normalizeVin, validateVin } from '../../src/domain/vin';
import type { VinDecode } from '../../src/generated/resolvers';
import { decodeVinFull } from '../vin/decode';

/**
 * The `decodeVin` answer: the check first (a VIN failing it decodes to nothing, since a mistyped character can
 * name another maker or year), then the richest offline decode (vPIC tables, else the WMI tables).
 */
export const decodeVinAnswer = async (input: string): Promise<VinDecode> => {
  const vin = normalizeVin(input);
  const check = validateVin(vin);
  if (!check.ok) return { vin, valid: false, message: check.message };
  const decoded = await decodeVinFull(vin);
  return {
    vin,
    valid: true,
    message: null,
    year: decoded.year,
    make: decoded.make,
    model: decoded.model,
    vehicleClass: decoded.vehicleClass,
    fuelType: decoded.fuelType,
    country: decoded.country,
  };
};
