import type { UnitsPanel_UnitFragment as Unit } from '@/generated/graphql';
import type { FuelType } from '@/generated/enums/FuelType';
import type { UnitKind } from '@/generated/enums/UnitKind';

/** The words of the unit kinds (Record: a new kind fails to compile until it has its words). */
export const UNIT_KIND_LABEL: Record<UnitKind, string> = {
  CAR_HAULER: 'Car hauler',
  OTHER: 'Other',
  PICKUP: 'Pickup',
  TOW_TRUCK: 'Tow truck',
  TRACTOR: 'Tractor',
};

export const UNIT_FUEL_LABEL: Record<FuelType, string> = { DIESEL: 'Diesel', ELECTRIC: 'Electric', REGULAR: 'Regular', UNKNOWN: 'Unknown' };

/** The unit dialog's values, as typed. */
export type UnitFormValues = {
  unitNumber: string;
  kind: string;
  vin: string;
  year: string;
  make: string;
  model: string;
  plate: string;
  plateState: string;
  axles: string;
  grossWeightLb: string;
  combinedWeightLb: string;
  fuelType: string;
  driverId: string;
};

export const unitFormValues = (unit?: Unit): UnitFormValues => ({
  unitNumber: unit?.unitNumber ?? '',
  kind: unit?.kind ?? 'TRACTOR',
  vin: unit?.vin ?? '',
  year: unit?.year ? String(unit.year) : '',
  make: unit?.make ?? '',
  model: unit?.model ?? '',
  plate: unit?.plate ?? '',
  plateState: unit?.plateState ?? '',
  axles: unit ? String(unit.axles) : '',
  grossWeightLb: unit ? String(unit.grossWeightLb) : '',
  combinedWeightLb: unit?.combinedWeightLb ? String(unit.combinedWeightLb) : '',
  fuelType: unit?.fuelType ?? 'DIESEL',
  driverId: unit?.driver?.id ?? '',
});

/** A whole number as typed ("26,000" too); blank is absent and anything else is left for the schema to refuse. */
const count = (text: string): number | string | null => {
  const plain = text.replace(/[\s,]/g, '');
  if (plain === '') return null;
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : text;
};

/** What unitInputSchema (and UnitInput) takes. */
export const unitInputOf = (values: UnitFormValues) => ({
  ...values,
  vin: values.vin || null,
  year: count(values.year),
  axles: count(values.axles) ?? undefined,
  grossWeightLb: count(values.grossWeightLb) ?? undefined,
  combinedWeightLb: count(values.combinedWeightLb),
  driverId: values.driverId || null,
});
