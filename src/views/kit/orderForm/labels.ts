/** Words for the enum values the order and quote forms offer (the enums stay in the data). */
import type { DateMode, FuelType, LocationType, VehicleClass, VehicleColour } from '@/generated/graphql';
import { VEHICLE_CLASS_LABEL } from '../../../domain/labels';
import { DATE_MODES, LOCATION_TYPES, VEHICLE_COLOURS } from '../../../domain/schemas/orders';
import { FUEL_TYPES, VEHICLE_CLASSES } from '../../../domain/vin';

export type Choice<T extends string> = { value: T; label: string };

const choices = <T extends string>(values: readonly T[], labels: Record<T, string>): Choice<T>[] =>
  values.map((value) => ({ value, label: labels[value] }));

export const FUEL_LABEL: Record<FuelType, string> = { DIESEL: 'Diesel', ELECTRIC: 'Electric', REGULAR: 'Regular', UNKNOWN: 'Unknown' };

const COLOUR_LABEL: Record<VehicleColour, string> = {
  BLACK: 'Black',
  BLUE: 'Blue',
  BROWN: 'Brown',
  GOLD: 'Gold',
  GRAY: 'Gray',
  GREEN: 'Green',
  ORANGE: 'Orange',
  OTHER: 'Other',
  RED: 'Red',
  SILVER: 'Silver',
  WHITE: 'White',
};

const LOCATION_TYPE_LABEL: Record<LocationType, string> = {
  BILLING: 'Billing',
  COMMERCIAL: 'Commercial',
  HUB: 'Hub',
  PORT: 'Port',
  REGISTRATION: 'Registration',
  REPAIR: 'Repair shop',
  RESIDENCE: 'Residence',
  STORAGE: 'Storage',
};

const DATE_MODE_LABEL: Record<DateMode, string> = { ASAP: 'As soon as possible', ON: 'On', BEFORE: 'Before', AFTER: 'After' };

export const VEHICLE_CLASS_CHOICES = choices(VEHICLE_CLASSES, VEHICLE_CLASS_LABEL);
/** UNKNOWN is the select's empty choice ("Unknown", sent as no value and stored UNKNOWN), so it is not offered twice. */
export const FUEL_CHOICES = choices(
  FUEL_TYPES.filter((fuel) => fuel !== 'UNKNOWN'),
  FUEL_LABEL,
);
export const COLOUR_CHOICES = choices(VEHICLE_COLOURS, COLOUR_LABEL);
export const LOCATION_TYPE_CHOICES = choices(LOCATION_TYPES, LOCATION_TYPE_LABEL);
// ASAP first: most requests have no day yet.
export const DATE_MODE_CHOICES = choices(['ASAP', ...DATE_MODES.filter((mode) => mode !== 'ASAP')] as DateMode[], DATE_MODE_LABEL);

export const vehicleClassLabel = (value: VehicleClass): string => VEHICLE_CLASS_LABEL[value];
