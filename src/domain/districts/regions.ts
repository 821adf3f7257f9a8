/**
 * The states (and DC) of the US and the provinces and territories of Canada a district names, by their two-letter
 * postal code (USPS, Canada Post). The codes do not collide between the two countries, so a route's
 * `:stateProvince` alone names the district.
 */

export type DistrictCountry = 'US' | 'CA';

export const US_STATES: Readonly<Record<string, string>> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

export const CA_PROVINCES: Readonly<Record<string, string>> = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};

/** The country of a state or province code, or null for a code that is neither. */
export const countryOfRegion = (code: string): DistrictCountry | null => (code in US_STATES ? 'US' : code in CA_PROVINCES ? 'CA' : null);

/** "Texas", "Ontario"; an unknown code names itself. */
export const regionName = (code: string): string => US_STATES[code] ?? CA_PROVINCES[code] ?? code;

/** A district's words: "Texas", "Travis County, Texas"; a Canadian subdivision (or a parish, borough) is named as typed. */
export const districtName = (stateProvince: string, county: string | null | undefined): string => {
  if (!county) return regionName(stateProvince);
  const named = countryOfRegion(stateProvince) === 'US' && !/\b(county|parish|borough|city)\b/i.test(county) ? `${county} County` : county;
  return `${named}, ${regionName(stateProvince)}`;
};
