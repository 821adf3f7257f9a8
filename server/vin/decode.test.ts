import { afterAll, describe, expect, it } from 'vitest';
import { closeVinDecoder, decodeVinFull, vpicFuelType, vpicVehicleClass } from './decode';

afterAll(closeVinDecoder);

describe('decodeVinFull (vPIC, offline)', () => {
  it('decodes a Honda Accord down to the model and trim', async () => {
    expect(await decodeVinFull('1HGCM82633A004352')).toEqual({
      year: 2003,
      make: 'Honda',
      model: 'Accord',
      vehicleClass: 'SEDAN',
      fuelType: 'REGULAR',
      country: 'US',
      source: 'VPIC',
      trim: 'EX-V6',
      series: null,
      bodyStyle: 'Coupe',
      gvwr: 'Class 1C: 4,001 - 5,000 lb (1,814 - 2,268 kg)',
    });
  });

  it('knows a Tesla Model 3 is electric', async () => {
    expect(await decodeVinFull('5YJ3E1EA2KF317000')).toMatchObject({
      year: 2019,
      make: 'Tesla',
      model: 'Model 3',
      vehicleClass: 'SEDAN',
      fuelType: 'ELECTRIC',
      source: 'VPIC',
    });
  });

  it('classes trucks by their weight class', async () => {
    expect(await decodeVinFull('1FTFW1E5XNFA00000')).toMatchObject({ make: 'Ford', model: 'F-150', vehicleClass: 'FULL_SIZE', year: 2022 });
    expect(await decodeVinFull('1GC4YREY0LF123456')).toMatchObject({
      make: 'Chevrolet',
      model: 'Silverado',
      vehicleClass: 'LIGHT_DUTY',
      fuelType: 'DIESEL',
    });
    expect(await decodeVinFull('3AKJHHDR2KSKE1234')).toMatchObject({
      make: 'Freightliner',
      model: 'Cascadia',
      vehicleClass: 'HEAVY_DUTY',
      country: 'MX',
    });
  });

  it('falls back to what the VIN says for malformed input', async () => {
    expect(await decodeVinFull('1HGCM8263')).toMatchObject({ source: 'WMI', make: null, year: null });
  });
});

describe('vPIC mapping', () => {
  it('maps body and weight class to our vehicle classes', () => {
    expect(vpicVehicleClass('Passenger Car', 'Sedan', '')).toBe('SEDAN');
    expect(vpicVehicleClass('Multipurpose Passenger Vehicle (MPV)', 'SUV', 'Class 1D: 5,001 - 6,000 lb')).toBe('FULL_SIZE');
    expect(vpicVehicleClass('Truck', 'Pickup', 'Class 3: 10,001 - 14,000 lb')).toBe('LIGHT_DUTY');
    expect(vpicVehicleClass('Incomplete Vehicle', '', 'Class 5: 16,001 - 19,500 lb')).toBe('MED_DUTY');
    expect(vpicVehicleClass('Truck', 'Truck', 'Class 8: 33,001 lb and above')).toBe('HEAVY_DUTY');
    expect(vpicVehicleClass('Trailer', '', '')).toBe('TRAILER');
    expect(vpicVehicleClass('Motorcycle', 'Motorcycle', '')).toBe('OTHER');
    expect(vpicVehicleClass('', '', '')).toBeNull();
  });

  it('maps fuel names', () => {
    expect(vpicFuelType('Gasoline')).toBe('REGULAR');
    expect(vpicFuelType('Hybrid')).toBe('REGULAR');
    expect(vpicFuelType('Flexible Fuel Vehicle (FFV)')).toBe('REGULAR');
    expect(vpicFuelType('Electric')).toBe('ELECTRIC');
    expect(vpicFuelType('Diesel')).toBe('DIESEL');
    expect(vpicFuelType('Compressed Natural Gas (CNG)')).toBeNull();
  });
});
