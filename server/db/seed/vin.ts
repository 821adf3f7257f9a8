import { vinCheckDigit } from '../../../src/domain/vin';
import type { FuelType, Transmission, VehicleClass } from '../../../src/generated/enums';

// VINs per ISO 3779 / 49 CFR 565: 17 characters (no I, O, Q), position 9 a check digit over the others.
const VALUES: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
/** Model-year codes (position 10) from 2016; the 30-year cycle skips I, O, Q, U, Z and 0. */
const YEAR_CODES = 'GHJKLMNPRST';
export const FIRST_YEAR = 2016;

/** Real WMI + descriptor prefixes (positions 1–8) and a plant code (position 11) for each demo model. */
export type VinModel = {
  prefix: string;
  plant: string;
  make: string;
  model: string;
  vehicleClass: VehicleClass;
  fuelType: FuelType;
  transmission: Transmission;
};

const m = (
  prefix: string,
  plant: string,
  make: string,
  model: string,
  vehicleClass: VehicleClass,
  fuelType: FuelType,
  transmission: Transmission = 'AUTOMATIC',
): VinModel => ({ prefix, plant, make, model, vehicleClass, fuelType, transmission });

export const VIN_MODELS: readonly VinModel[] = [
  m('4T1B11HK', 'U', 'Toyota', 'Camry', 'SEDAN', 'REGULAR'),
  m('1HGCV1F3', 'A', 'Honda', 'Accord', 'SEDAN', 'REGULAR'),
  m('WBA53BJ0', 'W', 'BMW', '530i', 'SEDAN', 'REGULAR'),
  m('5YJ3E1EA', 'F', 'Tesla', 'Model 3', 'SEDAN', 'ELECTRIC'),
  m('7SAYGDEE', 'A', 'Tesla', 'Model Y', 'FULL_SIZE', 'ELECTRIC'),
  m('1N4AZ1CP', 'C', 'Nissan', 'Leaf', 'SEDAN', 'ELECTRIC'),
  m('1G1FY6S0', '4', 'Chevrolet', 'Bolt EV', 'SEDAN', 'ELECTRIC'),
  m('3FMTK3SU', 'M', 'Ford', 'Mustang Mach-E', 'FULL_SIZE', 'ELECTRIC'),
  m('1GNSKCKD', 'R', 'Chevrolet', 'Tahoe', 'FULL_SIZE', 'REGULAR'),
  m('1FMJU1KT', 'E', 'Ford', 'Expedition', 'FULL_SIZE', 'REGULAR'),
  m('2T3P1RFV', 'W', 'Toyota', 'RAV4', 'FULL_SIZE', 'REGULAR'),
  m('1FTEW1EP', 'F', 'Ford', 'F-150', 'LIGHT_DUTY', 'REGULAR'),
  m('1FTVW1EL', 'W', 'Ford', 'F-150 Lightning', 'LIGHT_DUTY', 'ELECTRIC'),
  m('1C6SRFFT', 'N', 'Ram', '1500', 'LIGHT_DUTY', 'REGULAR'),
  m('3GCUYDED', 'G', 'Chevrolet', 'Silverado 1500', 'LIGHT_DUTY', 'REGULAR'),
  m('1FDUF5HT', 'E', 'Ford', 'F-550 Super Duty', 'MED_DUTY', 'DIESEL'),
  m('JALC4W16', '7', 'Isuzu', 'NPR-HD', 'MED_DUTY', 'DIESEL'),
  m('1FT8W3BT', 'E', 'Ford', 'F-350 Super Duty', 'HEAVY_DUTY', 'DIESEL'),
  m('3AKJHHDR', 'L', 'Freightliner', 'Cascadia', 'HEAVY_DUTY', 'DIESEL', 'MANUAL'),
  m('1UYVS253', 'M', 'Utility', '3000R Reefer', 'TRAILER', 'UNKNOWN', 'UNKNOWN'),
  m('1GRAA062', 'B', 'Great Dane', 'Everest', 'TRAILER', 'UNKNOWN', 'UNKNOWN'),
];

const charValue = (char: string) => (/\d/.test(char) ? Number(char) : VALUES[char]);

export const yearCode = (year: number) => YEAR_CODES[year - FIRST_YEAR];

/** A valid VIN for the model, year and a serial number (0–999999). */
export const makeVin = (model: VinModel, year: number, serial: number): string => {
  const draft = `${model.prefix}0${yearCode(year)}${model.plant}${String(serial % 1_000_000).padStart(6, '0')}`;
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
};

/** What positions 1–8 and 11 add to the check sum: bulk SQL adds the year and serial (weights 9 and 7…2). */
export const vinBaseSum = (model: VinModel): number =>
  [...model.prefix].reduce((sum, char, i) => sum + charValue(char) * WEIGHTS[i], 0) + charValue(model.plant) * WEIGHTS[10];

/** The year codes' values in order from FIRST_YEAR (position 10, weight 9). */
export const YEAR_CODE_VALUES = [...YEAR_CODES].map(charValue);
export const YEAR_CODE_LETTERS = YEAR_CODES;
