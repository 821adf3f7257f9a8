import { describe, expect, it } from 'vitest';
import { decodeVin, normalizeVin, validateVin, vinCheckDigit, vinCountry, vinLengthError, vinModelYear } from './vin';

describe('validateVin', () => {
  it('accepts real VINs whose check digit matches', () => {
    expect(validateVin('1HGCM82633A004352')).toEqual({ ok: true });
    // NHTSA's own example VIN, check digit X.
    expect(validateVin('1M8GDM9AXKP042788')).toEqual({ ok: true });
    expect(validateVin('5YJ3E1EA2KF317000')).toEqual({ ok: true });
  });

  it('takes lower case and spaces as typed', () => {
    expect(normalizeVin(' 1hgcm82633a004352 ')).toBe('1HGCM82633A004352');
    expect(validateVin('1hgcm 82633a004352')).toEqual({ ok: true });
  });

  it('computes the ISO 3779 check digit', () => {
    expect(vinCheckDigit('1HGCM82633A004352')).toBe('3');
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(vinCheckDigit('5YJ3E1EA7KF317000')).toBe('2');
  });

  it('rejects a mismatched check digit, naming the expected one', () => {
    expect(validateVin('5YJ3E1EA7KF317000')).toEqual({
      ok: false,
      message: 'The VIN check digit (position 9) should be 2, not 7: a character is probably mistyped.',
    });
    expect(validateVin('1HGCM82643A004352').ok).toBe(false);
  });

  it('rejects wrong lengths, I/O/Q and symbols', () => {
    expect(validateVin('1HGCM82633A00435')).toEqual({ ok: false, message: 'The VIN must be 17 characters (this one has 16).' });
    expect(validateVin('')).toEqual({ ok: false, message: 'The VIN must be 17 characters (this one has 0).' });
    expect(validateVin('1HGCM82633AO04352')).toEqual({ ok: false, message: 'The VIN may not contain the letters I, O or Q.' });
    expect(validateVin('1HGCM82633A-04352')).toEqual({ ok: false, message: 'The VIN may only contain letters and digits.' });
  });
});

describe('vinLengthError', () => {
  it('says nothing while a VIN is still being typed, and its length once it is longer than a VIN', () => {
    expect(vinLengthError('1HGCM826')).toBeNull();
    expect(vinLengthError('1hg cm826 33a004352')).toBeNull();
    expect(vinLengthError('1HGCM82633A004352X')).toBe('The VIN must be 17 characters (this one has 18).');
  });
});

describe('vinModelYear', () => {
  it('resolves the 30-year cycle by position 7', () => {
    expect(vinModelYear('1HGCM82633A004352')).toBe(2003);
    expect(vinModelYear('5YJ3E1EA2KF317000')).toBe(2019);
    // Position 7 is a digit: the 1980–2009 cycle, so K is 1989, not 2019.
    expect(vinModelYear('1M8GDM9AXKP042788')).toBe(1989);
  });

  it('takes the later cycle for heavy vehicles and folds years past maxYear back', () => {
    expect(vinModelYear('1GR1P0622LJ123456', { heavy: true })).toBe(2020);
    expect(vinModelYear('1GR1P0622YJ123456', { heavy: true, maxYear: 2026 })).toBe(2000);
  });

  it('has no year for 0, U or Z at position 10', () => {
    expect(vinModelYear('WP0ZZZ99Z0S392124')).toBeNull();
    expect(vinModelYear('1HGCM8263ZA004352')).toBeNull();
    expect(vinModelYear('1HGCM8263UA004352')).toBeNull();
  });
});

describe('vinCountry', () => {
  it('reads the country of manufacture from the first two characters', () => {
    expect(vinCountry('1HGCM82633A004352')).toBe('US');
    expect(vinCountry('2HGFC2F59JH000000')).toBe('CA');
    expect(vinCountry('3AKJHHDR2KSKE1234')).toBe('MX');
    expect(vinCountry('JTDKN3DU6A0123456')).toBe('JP');
    expect(vinCountry('KMHD84LF0HU000000')).toBe('KR');
    expect(vinCountry('WBA3A5C57CF256651')).toBe('DE');
    expect(vinCountry('YV1MS382X62000000')).toBe('SE');
    expect(vinCountry('7SAYGDEE1NF000000')).toBe('US');
    expect(vinCountry('I0000000000000000')).toBeNull();
  });
});

describe('decodeVin', () => {
  it('decodes a Honda Accord', () => {
    expect(decodeVin('1HGCM82633A004352')).toEqual({
      year: 2003,
      make: 'Honda',
      model: null,
      vehicleClass: 'SEDAN',
      fuelType: 'UNKNOWN',
      country: 'US',
    });
  });

  it('decodes a Tesla as electric, with the model from position 4', () => {
    expect(decodeVin('5YJ3E1EA2KF317000')).toEqual({
      year: 2019,
      make: 'Tesla',
      model: 'Model 3',
      vehicleClass: 'SEDAN',
      fuelType: 'ELECTRIC',
      country: 'US',
    });
    expect(decodeVin('7SAYGDEE1NF000000')).toMatchObject({ make: 'Tesla', model: 'Model Y', vehicleClass: null, year: 2022 });
    expect(decodeVin('7FCTGAAA0NN000000')).toMatchObject({ make: 'Rivian', fuelType: 'ELECTRIC' });
  });

  it('decodes a wrong check digit all the same (validation is separate)', () => {
    expect(decodeVin('5YJ3E1EA7KF317000').make).toBe('Tesla');
  });

  it('names Stellantis brands from position 5', () => {
    expect(decodeVin('1C4RJFBG2FC625797')).toMatchObject({ make: 'Jeep', year: 2015 });
    expect(decodeVin('2C3CDXBG0EH100000')).toMatchObject({ make: 'Dodge', vehicleClass: 'SEDAN', country: 'CA' });
    expect(decodeVin('1C6SRFFT0NN000000')).toMatchObject({ make: 'Ram', vehicleClass: null });
    expect(decodeVin('2C4RC1BG0HR000000')).toMatchObject({ make: 'Chrysler' });
  });

  it('classes heavy trucks and trailers, leaving pickups to the form', () => {
    expect(decodeVin('3AKJHHDR2KSKE1234')).toMatchObject({
      make: 'Freightliner',
      vehicleClass: 'HEAVY_DUTY',
      fuelType: 'DIESEL',
      year: 2019,
    });
    expect(decodeVin('1GR1P0622LJ123456')).toMatchObject({ make: 'Great Dane', vehicleClass: 'TRAILER', year: 2020 });
    expect(decodeVin('1FTFW1E5XNFA00000')).toMatchObject({ make: 'Ford', vehicleClass: null, year: 2022 });
    expect(decodeVin('1GC4YREY0LF123456')).toMatchObject({ make: 'Chevrolet', vehicleClass: null, year: 2020 });
  });

  it('knows nothing of unknown WMIs or malformed VINs', () => {
    expect(decodeVin('9ZZ00000000000000')).toMatchObject({ make: null, vehicleClass: null, fuelType: 'UNKNOWN' });
    expect(decodeVin('1HGCM8263')).toEqual({
      year: null,
      make: null,
      model: null,
      vehicleClass: null,
      fuelType: 'UNKNOWN',
      country: null,
    });
  });
});
