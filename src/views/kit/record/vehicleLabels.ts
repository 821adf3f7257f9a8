import { enumLabel } from '../../../domain/labels';

/** "2019 Ford F-150", or the VIN, or "Vehicle" when nothing is known yet. */
export const vehicleName = (vehicle: { year: number | null; make: string | null; model: string | null; vin: string | null }): string =>
  [vehicle.year, vehicle.make, vehicle.model].filter(Boolean).join(' ') || vehicle.vin || 'Vehicle';

/** FULL_SIZE → "Full size". */
export const words = (value: string | null | undefined): string => (value ? enumLabel(value) : '—');
