import { describe, expect, it } from 'vitest';
import { geocodePostalCode } from './geocode';

describe('geocodePostalCode', () => {
  it('finds a US ZIP code with its city, county and state', async () => {
    expect(await geocodePostalCode('US', '90210')).toEqual({
      lat: 34.0901,
      lng: -118.4065,
      city: 'Beverly Hills',
      county: 'Los Angeles',
      state: 'CA',
    });
  });

  it('takes ZIP+4 and loose spacing or case', async () => {
    expect(await geocodePostalCode('us', ' 02134-1234 ')).toMatchObject({ city: 'Allston', county: 'Suffolk', state: 'MA' });
    expect(await geocodePostalCode('US', '021341234')).toMatchObject({ city: 'Allston' });
  });

  it('has nothing for unknown, malformed or non-US codes', async () => {
    expect(await geocodePostalCode('US', '99999')).toBeNull();
    expect(await geocodePostalCode('US', '9021')).toBeNull();
    expect(await geocodePostalCode('US', 'ABCDE')).toBeNull();
    expect(await geocodePostalCode('CA', 'M5V 3L9')).toBeNull();
  });
});
