import { useState } from 'react';
import { useClient } from 'urql';
import { LOCATION_COUNTRIES } from '../../../domain/schemas/orders';
import { graphql } from '@/generated';

export const GeocodePostalCodeQuery = graphql(`
  query GeocodePostalCode($country: String!, $postalCode: String!) {
    geocodePostalCode(country: $country, postalCode: $postalCode) {
      lat
      lng
      city
      county
      stateProvince
    }
  }
`);

export const COUNTRY_CHOICES = LOCATION_COUNTRIES.map((value) => ({ value, label: value === 'US' ? 'United States' : 'Canada' }));

/** What a found postal code fills in: the place is then located. */
export type LocatedPatch = { city: string; county: string; stateProvince: string; lat: string; lng: string; located: true };

export type PostalCodeMessages = {
  /** The lookup itself failed (network, server). */
  failed: string;
  /** The table has no such postal code. */
  unknown: string;
};

type PlaceAddress = { country: string; postalCode: string; city: string; stateProvince: string };

/**
 * Looks a place's postal code up in the offline table (on leaving the field) and hands back what it fills in;
 * `message` says why nothing was filled, for a status line.
 */
export const usePostalCodeLookup = (messages: PostalCodeMessages) => {
  const client = useClient();
  const [message, setMessage] = useState<string | null>(null);

  const locate = async (place: PlaceAddress, fill: (patch: LocatedPatch) => void) => {
    const postalCode = place.postalCode.trim().toUpperCase();
    if (postalCode === '') return setMessage(null);
    const result = await client.query(GeocodePostalCodeQuery, { country: place.country, postalCode }).toPromise();
    const found = result.data?.geocodePostalCode;
    if (!found) return setMessage(result.error ? messages.failed : messages.unknown);
    setMessage(null);
    fill({
      city: found.city ?? place.city,
      county: found.county ?? '',
      stateProvince: found.stateProvince ?? place.stateProvince,
      lat: String(found.lat),
      lng: String(found.lng),
      located: true,
    });
  };

  return { message, locate };
};
