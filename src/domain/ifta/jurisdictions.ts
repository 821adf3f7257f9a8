import { regionName } from '../districts/regions';

/**
 * Where a fuel receipt's fuel may have been bought, by its postal code: the IFTA member jurisdictions (IFTA, Inc.,
 * "Member Jurisdictions", iftach.org) — the 48 contiguous states and the 10 provinces — and DC, whose miles the
 * apportionment counts apart (server/ifta/ifta.boundaries.ts). Alaska, Hawaii and the territories are not members.
 */
export const IFTA_JURISDICTIONS = [
  'AL',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
  'AB',
  'BC',
  'MB',
  'NB',
  'NL',
  'NS',
  'ON',
  'PE',
  'QC',
  'SK',
] as const;
export type IftaJurisdiction = (typeof IFTA_JURISDICTIONS)[number];

const MEMBERS: ReadonlySet<string> = new Set(IFTA_JURISDICTIONS);

/** Whether a code (upper-case) is one of the list. */
export const isIftaJurisdiction = (code: string): code is IftaJurisdiction => MEMBERS.has(code);

/** The list as a select's choices, by name: "Texas (TX)". */
export const IFTA_JURISDICTION_CHOICES = IFTA_JURISDICTIONS.map((code) => ({ value: code, label: `${regionName(code)} (${code})` })).sort(
  (a, b) => a.label.localeCompare(b.label),
);
