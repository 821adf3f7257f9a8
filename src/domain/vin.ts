/**
 * VIN checks and a small offline decoder (ISO 3779, 49 CFR 565), pure so the forms and the server share it.
 * The server's fuller decoder (NHTSA vPIC tables) lives in server/vin/decode.ts and falls back to this one.
 */

import { type FuelType, FuelTypeValues } from '../generated/enums/FuelType';
import { type VehicleClass, VehicleClassValues } from '../generated/enums/VehicleClass';

export const VEHICLE_CLASSES = VehicleClassValues;
export const FUEL_TYPES = FuelTypeValues;

export type VinCheck = { ok: true } | { ok: false; message: string };

export type VinDecoded = {
  year: number | null;
  make: string | null;
  model: string | null;
  vehicleClass: VehicleClass | null;
  fuelType: FuelType;
  /** ISO 3166 alpha-2 code of the country of manufacture, from the first two characters. */
  country: string | null;
};

export const VIN_LENGTH = 17;
const VIN_ALPHABET = 'ABCDEFGHJKLMNPRSTUVWXYZ1234567890';
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const LETTER_VALUES = 'A1B2C3D4E5F6G7H8J1K2L3M4N5P7R9S2T3U4V5W6X7Y8Z9';
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

export const normalizeVin = (vin: string): string => vin.replace(/\s+/g, '').toUpperCase();

const charValue = (char: string): number => {
  if (char >= '0' && char <= '9') return Number(char);
  const at = LETTER_VALUES.indexOf(char);
  return at >= 0 && at % 2 === 0 ? Number(LETTER_VALUES[at + 1]) : 0;
};

/** The check digit (position 9) a 17-character VIN should carry: the weighted sum modulo 11, 10 written X. */
export const vinCheckDigit = (vin: string): string => {
  const sum = [...normalizeVin(vin)].reduce((total, char, index) => total + charValue(char) * (WEIGHTS[index] ?? 0), 0);
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
};

const lengthMessage = (length: number) => `The VIN must be 17 characters (this one has ${length}).`;

/** What a VIN field says while it is typed, once it is longer than a VIN can be (shorter is still being typed). */
export const vinLengthError = (input: string): string | null => {
  const length = normalizeVin(input).length;
  return length > VIN_LENGTH ? lengthMessage(length) : null;
};

/** The check digit is mandatory for North American VINs, so a mismatch is an error, not a warning. */
export const validateVin = (input: string): VinCheck => {
  const vin = normalizeVin(input);
  if (vin.length !== VIN_LENGTH) return { ok: false, message: lengthMessage(vin.length) };
  if (/[IOQ]/.test(vin)) return { ok: false, message: 'The VIN may not contain the letters I, O or Q.' };
  if (!/^[A-Z0-9]+$/.test(vin)) return { ok: false, message: 'The VIN may only contain letters and digits.' };
  const expected = vinCheckDigit(vin);
  if (vin[8] !== expected)
    return {
      ok: false,
      message: `The VIN check digit (position 9) should be ${expected}, not ${vin[8]}: a character is probably mistyped.`,
    };
  return { ok: true };
};

export type ModelYearOptions = {
  /** The latest plausible model year (say next year): a later one is folded back one 30-year cycle. */
  maxYear?: number;
  /** Heavy trucks, trailers and motorcycles: position 7 says nothing of the cycle, so take the later one. */
  heavy?: boolean;
};

/**
 * Model year from position 10. For cars, MPVs and trucks up to 10,000 lb (49 CFR 565.15) position 7 settles the
 * 30-year cycle: a digit there means 1980–2009, a letter 2010–2039.
 */
export const vinModelYear = (input: string, options: ModelYearOptions = {}): number | null => {
  const vin = normalizeVin(input);
  if (vin.length !== VIN_LENGTH) return null;
  const index = YEAR_CODES.indexOf(vin[9]);
  if (index < 0) return null;
  const year = (!options.heavy && /[0-9]/.test(vin[6]) ? 1980 : 2010) + index;
  return options.maxYear !== undefined && year > options.maxYear ? year - 30 : year;
};

/** [first character, from, to (second character, VIN order), ISO country]; the first match wins. */
const REGIONS: [string, string, string, string][] = [
  ['1', 'A', '0', 'US'],
  ['4', 'A', '0', 'US'],
  ['5', 'A', '0', 'US'],
  ['7', 'F', '0', 'US'],
  ['7', 'A', 'E', 'NZ'],
  ['2', 'A', '0', 'CA'],
  ['3', 'A', 'W', 'MX'],
  ['3', 'X', '7', 'CR'],
  ['6', 'A', 'W', 'AU'],
  ['8', 'A', 'E', 'AR'],
  ['8', 'F', 'J', 'CL'],
  ['9', 'A', 'E', 'BR'],
  ['9', '3', '9', 'BR'],
  ['9', 'F', 'J', 'CO'],
  ['J', 'A', '0', 'JP'],
  ['K', 'L', 'R', 'KR'],
  ['K', 'F', 'K', 'IL'],
  ['L', 'A', '0', 'CN'],
  ['M', 'A', 'E', 'IN'],
  ['M', 'F', 'K', 'ID'],
  ['M', 'L', 'R', 'TH'],
  ['N', 'L', 'R', 'TR'],
  ['P', 'L', 'R', 'MY'],
  ['R', 'F', 'K', 'TW'],
  ['S', 'A', 'M', 'GB'],
  ['S', 'N', 'T', 'DE'],
  ['S', 'U', 'Z', 'PL'],
  ['T', 'A', 'H', 'CH'],
  ['T', 'J', 'P', 'CZ'],
  ['T', 'R', 'V', 'HU'],
  ['T', 'W', '1', 'PT'],
  ['V', 'A', 'E', 'AT'],
  ['V', 'F', 'R', 'FR'],
  ['V', 'S', 'W', 'ES'],
  ['W', 'A', '0', 'DE'],
  ['X', 'L', 'R', 'NL'],
  ['X', 'S', 'W', 'RU'],
  ['Y', 'A', 'E', 'BE'],
  ['Y', 'F', 'K', 'FI'],
  ['Y', 'S', 'W', 'SE'],
  ['Z', 'A', 'R', 'IT'],
  ['Z', 'X', '2', 'SI'],
];

export const vinCountry = (input: string): string | null => {
  const vin = normalizeVin(input);
  const second = VIN_ALPHABET.indexOf(vin[1] ?? '');
  const region = REGIONS.find(
    ([first, from, to]) => vin[0] === first && second >= VIN_ALPHABET.indexOf(from) && second <= VIN_ALPHABET.indexOf(to),
  );
  return region ? region[3] : null;
};

/**
 * What the WMI says of the vehicle. Only classes a WMI settles are given: pickups, SUVs and chassis cabs span
 * several weight classes, so they stay null for the form (or the vPIC decoder) to settle.
 */
type WmiKind = 'CAR' | 'MPV' | 'TRUCK' | 'INCOMPLETE' | 'MEDIUM' | 'HEAVY' | 'TRAILER' | 'MOTORCYCLE' | 'EV_CAR' | 'EV_MPV' | 'EV_TRUCK';

const KIND_CLASS: Partial<Record<WmiKind, VehicleClass>> = {
  CAR: 'SEDAN',
  EV_CAR: 'SEDAN',
  MEDIUM: 'MED_DUTY',
  HEAVY: 'HEAVY_DUTY',
  TRAILER: 'TRAILER',
  MOTORCYCLE: 'OTHER',
};

/** Class 8 tractors are overwhelmingly diesel, so their makers' WMIs imply it. */
const KIND_FUEL: Partial<Record<WmiKind, FuelType>> = {
  EV_CAR: 'ELECTRIC',
  EV_MPV: 'ELECTRIC',
  EV_TRUCK: 'ELECTRIC',
  HEAVY: 'DIESEL',
};

/** [make, kind, WMIs]: the common WMIs of vehicles moved in North America. */
const WMI_GROUPS: [string, WmiKind, string][] = [
  ['Acura', 'CAR', '19U JH4'],
  ['Acura', 'MPV', '2HN 5J8'],
  ['Alfa Romeo', 'CAR', 'ZAR'],
  ['Alfa Romeo', 'MPV', 'ZAS'],
  ['Aston Martin', 'CAR', 'SCF'],
  ['Audi', 'CAR', 'WAU WUA TRU'],
  ['Audi', 'MPV', 'WA1'],
  ['Bentley', 'CAR', 'SCB'],
  ['Bentley', 'MPV', 'SJA'],
  ['BMW', 'CAR', 'WBA WBS WBY 4US 3MW'],
  ['BMW', 'MPV', 'WBX 5UX 5YM'],
  ['Buick', 'CAR', '1G4 2G4 W04'],
  ['Buick', 'MPV', '5GA KL4 LRB'],
  ['Cadillac', 'CAR', '1G6'],
  ['Cadillac', 'MPV', '1GY'],
  ['Chevrolet', 'CAR', '1G1 2G1 3G1 KL1 KL8'],
  ['Chevrolet', 'MPV', '1GN 2GN 3GN KL7'],
  ['Chevrolet', 'TRUCK', '1GC 3GC'],
  ['Chevrolet', 'INCOMPLETE', '1GB'],
  ['Chrysler', 'CAR', '2A3'],
  ['Chrysler', 'MPV', '2A4 2A8'],
  ['Dodge', 'CAR', '1B3 2B3'],
  ['Dodge', 'MPV', '1D4 2D4 3D4'],
  ['Dodge', 'TRUCK', '1B7 1D7 3D7'],
  ['Ferrari', 'CAR', 'ZFF'],
  ['Fiat', 'CAR', 'ZFA'],
  ['Fisker', 'EV_MPV', 'VCF'],
  ['Ford', 'CAR', '1FA 2FA 3FA 1ZV WF0'],
  ['Ford', 'MPV', '1FM 2FM 3FM NM0'],
  ['Ford', 'TRUCK', '1FT 2FT 3FT'],
  ['Ford', 'INCOMPLETE', '1FC 1FD 1FB'],
  ['Freightliner', 'HEAVY', '1FU 1FV 3AK 3AL'],
  ['Freightliner', 'INCOMPLETE', '4UZ'],
  ['Genesis', 'CAR', 'KMT'],
  ['Genesis', 'MPV', 'KMU'],
  ['GMC', 'MPV', '1GK 2GK 3GK'],
  ['GMC', 'TRUCK', '1GT 3GT'],
  ['GMC', 'INCOMPLETE', '1GD'],
  ['Harley-Davidson', 'MOTORCYCLE', '1HD'],
  ['Hino', 'MEDIUM', '5PV 2AY'],
  ['Honda', 'CAR', '1HG 2HG 3HG 19X JHM SHH'],
  ['Honda', 'MPV', '2HK 5FN 5J6 7FA JHL SHS 3CZ'],
  ['Honda', 'TRUCK', '2HJ 5FP'],
  ['Hummer', 'MPV', '5GR'],
  ['Hummer', 'TRUCK', '5GT'],
  ['Hyundai', 'CAR', 'KMH 5NP'],
  ['Hyundai', 'MPV', 'KM8 5NM'],
  ['Hyundai', 'TRUCK', '5NT'],
  ['Hyundai Translead', 'TRAILER', '3H3'],
  ['Infiniti', 'CAR', 'JNK'],
  ['Infiniti', 'MPV', 'JNR 5N3'],
  ['International', 'HEAVY', '1HS 1HT 3HS 3HA'],
  ['Isuzu', 'MEDIUM', 'JAL 54D'],
  ['Jaguar', 'CAR', 'SAJ'],
  ['Jaguar', 'MPV', 'SAD'],
  ['Jeep', 'MPV', '1J4 1J8'],
  ['Kenworth', 'HEAVY', '1XK 2XK 3WK 1NK'],
  ['Kia', 'CAR', 'KNA 5XX 3KP'],
  ['Kia', 'MPV', 'KND 5XY'],
  ['Lamborghini', 'CAR', 'ZHW'],
  ['Lamborghini', 'MPV', 'ZPB'],
  ['Land Rover', 'MPV', 'SAL'],
  ['Lexus', 'CAR', 'JTH JT8 58A'],
  ['Lexus', 'MPV', 'JTJ JT6 2T2'],
  ['Lincoln', 'CAR', '1LN'],
  ['Lincoln', 'MPV', '5LM 2LM'],
  ['Lotus', 'CAR', 'SCC'],
  ['Lucid', 'EV_CAR', '50E'],
  ['Mack', 'HEAVY', '1M1 1M2'],
  ['Manac', 'TRAILER', '2MN'],
  ['Maserati', 'CAR', 'ZAM'],
  ['Maserati', 'MPV', 'ZN6'],
  ['Mazda', 'CAR', 'JM1 3MZ 1YV'],
  ['Mazda', 'MPV', 'JM3 3MV 7MM 4F2'],
  ['Mazda', 'TRUCK', '4F4'],
  ['McLaren', 'CAR', 'SBM'],
  ['Mercedes-Benz', 'CAR', 'WDB WDD W1K 55S WME'],
  ['Mercedes-Benz', 'MPV', 'WDC W1N 4JG'],
  ['Mercedes-Benz', 'TRUCK', 'W1V W1W WD3 WDF'],
  ['MINI', 'CAR', 'WMW'],
  ['MINI', 'MPV', 'WMZ'],
  ['Mitsubishi', 'CAR', 'JA3 4A3 ML3'],
  ['Mitsubishi', 'MPV', 'JA4 4A4'],
  ['Mitsubishi Fuso', 'MEDIUM', 'JW6 JL6'],
  ['Nissan', 'CAR', '1N4 3N1 JN1'],
  ['Nissan', 'MPV', '5N1 3N8 JN8'],
  ['Nissan', 'TRUCK', '1N6 3N6'],
  ['Peterbilt', 'HEAVY', '1XP 1NP 2NP'],
  ['Polestar', 'EV_CAR', 'LPS'],
  ['Pontiac', 'CAR', '1G2'],
  ['Porsche', 'CAR', 'WP0'],
  ['Porsche', 'MPV', 'WP1'],
  ['Rivian', 'EV_TRUCK', '7FC'],
  ['Rivian', 'EV_MPV', '7PD'],
  ['Rolls-Royce', 'CAR', 'SCA'],
  ['Saturn', 'CAR', '1G8'],
  ['Saturn', 'MPV', '5GZ'],
  ['Stoughton', 'TRAILER', '1DW'],
  ['Great Dane', 'TRAILER', '1GR'],
  ['Utility', 'TRAILER', '1UY'],
  ['Wabash', 'TRAILER', '1JJ'],
  ['Vanguard', 'TRAILER', '5V8'],
  ['Fontaine', 'TRAILER', '13N'],
  ['Forest River', 'TRAILER', '4X4 5ZT'],
  ['Jayco', 'TRAILER', '1UJ'],
  ['Keystone', 'TRAILER', '4YD'],
  ['Subaru', 'CAR', 'JF1 4S3'],
  ['Subaru', 'MPV', 'JF2 4S4'],
  ['Tesla', 'EV_CAR', '5YJ LRW XP7 SFZ'],
  ['Tesla', 'EV_MPV', '7SA'],
  ['Tesla', 'EV_TRUCK', '7G2'],
  ['Toyota', 'CAR', '4T1 4T4 2T1 5YF JTD JTN JT2'],
  ['Toyota', 'MPV', '4T3 5TD 2T3 7MU JTE JTM JT3'],
  ['Toyota', 'TRUCK', '5TF 5TB 3TM 3TY JT4'],
  ['Volkswagen', 'CAR', 'WVW 1VW 3VW'],
  ['Volkswagen', 'MPV', 'WVG 3VV 1V2 WV2'],
  ['Volkswagen', 'TRUCK', 'WV1'],
  ['Volvo', 'CAR', 'YV1 LYV 7JR'],
  ['Volvo', 'MPV', 'YV4'],
  ['Volvo Trucks', 'HEAVY', '4V4 4V5 4VG YV2'],
  ['Western Star', 'HEAVY', '5KJ 2WK 2WL'],
];

const WMI = new Map<string, { make: string; kind: WmiKind }>(
  WMI_GROUPS.flatMap(([make, kind, codes]) => codes.split(' ').map((code) => [code, { make, kind }] as const)),
);

/** Stellantis WMIs shared by its brands: since 2011 position 5 names the brand; before, the WMI's usual one. */
const STELLANTIS: Record<string, [make: string, kind: WmiKind]> = {
  '1C3': ['Chrysler', 'CAR'],
  '2C3': ['Chrysler', 'CAR'],
  '3C3': ['Fiat', 'CAR'],
  '1C4': ['Chrysler', 'MPV'],
  '2C4': ['Chrysler', 'MPV'],
  '3C4': ['Chrysler', 'MPV'],
  ZAC: ['Jeep', 'MPV'],
  '1C6': ['Ram', 'TRUCK'],
  '3C6': ['Ram', 'TRUCK'],
  '3C7': ['Ram', 'INCOMPLETE'],
};
const STELLANTIS_BRANDS: Record<string, string> = { C: 'Chrysler', D: 'Dodge', F: 'Fiat', J: 'Jeep', R: 'Ram' };

const TESLA_MODELS: Record<string, string> = { S: 'Model S', '3': 'Model 3', X: 'Model X', Y: 'Model Y', C: 'Cybertruck', R: 'Roadster' };

const wmiOf = (vin: string): { make: string; kind: WmiKind } | null => {
  const code = vin.slice(0, 3);
  const shared = STELLANTIS[code];
  if (shared) return { make: STELLANTIS_BRANDS[vin[4]] ?? shared[0], kind: shared[1] };
  return WMI.get(code) ?? null;
};

const HEAVY_KINDS = new Set<WmiKind>(['HEAVY', 'MEDIUM', 'TRAILER', 'MOTORCYCLE']);

/** Decodes what a VIN itself says, without a database: year, make (WMI), country; model only for Tesla. */
export const decodeVin = (input: string, options: { maxYear?: number } = {}): VinDecoded => {
  const vin = normalizeVin(input);
  if (vin.length !== VIN_LENGTH || !/^[A-HJ-NPR-Z0-9]+$/.test(vin))
    return { year: null, make: null, model: null, vehicleClass: null, fuelType: 'UNKNOWN', country: null };
  const wmi = wmiOf(vin);
  return {
    year: vinModelYear(vin, { maxYear: options.maxYear, heavy: wmi ? HEAVY_KINDS.has(wmi.kind) : false }),
    make: wmi?.make ?? null,
    model: wmi?.make === 'Tesla' ? (TESLA_MODELS[vin[3]] ?? null) : null,
    vehicleClass: wmi ? (KIND_CLASS[wmi.kind] ?? null) : null,
    fuelType: wmi ? (KIND_FUEL[wmi.kind] ?? 'UNKNOWN') : 'UNKNOWN',
    country: vinCountry(vin),
  };
};
