import { randomUUID } from 'node:crypto';
import type { SeedRow } from './rows';

/** [city, county, state/province, postal code, lat, lng]: real places the bulk loader scatters its locations around. */
type City = [string, string | null, string, string, number, number];

const US: City[] = [
  ['Baltimore', 'Baltimore City', 'MD', '21201', 39.2904, -76.6122],
  ['Philadelphia', 'Philadelphia', 'PA', '19103', 39.9526, -75.1652],
  ['Newark', 'Essex', 'NJ', '07102', 40.7357, -74.1724],
  ['Richmond', 'Richmond City', 'VA', '23219', 37.5407, -77.436],
  ['Raleigh', 'Wake', 'NC', '27601', 35.7796, -78.6382],
  ['Charlotte', 'Mecklenburg', 'NC', '28202', 35.2271, -80.8431],
  ['Atlanta', 'Fulton', 'GA', '30303', 33.749, -84.388],
  ['Savannah', 'Chatham', 'GA', '31401', 32.0809, -81.0912],
  ['Jacksonville', 'Duval', 'FL', '32202', 30.3322, -81.6557],
  ['Orlando', 'Orange', 'FL', '32801', 28.5383, -81.3792],
  ['Miami', 'Miami-Dade', 'FL', '33130', 25.7617, -80.1918],
  ['Tampa', 'Hillsborough', 'FL', '33602', 27.9506, -82.4572],
  ['Boston', 'Suffolk', 'MA', '02108', 42.3601, -71.0589],
  ['Hartford', 'Hartford', 'CT', '06103', 41.7658, -72.6734],
  ['Providence', 'Providence', 'RI', '02903', 41.824, -71.4128],
  ['Albany', 'Albany', 'NY', '12207', 42.6526, -73.7562],
  ['Pittsburgh', 'Allegheny', 'PA', '15222', 40.4406, -79.9959],
  ['Harrisburg', 'Dauphin', 'PA', '17101', 40.2732, -76.8867],
  ['Wilmington', 'New Castle', 'DE', '19801', 39.7391, -75.5398],
  ['Norfolk', 'Norfolk City', 'VA', '23510', 36.8508, -76.2859],
  ['Columbia', 'Richland', 'SC', '29201', 34.0007, -81.0348],
  ['Charleston', 'Charleston', 'SC', '29401', 32.7765, -79.9311],
];
const CA: City[] = [
  ['Toronto', null, 'ON', 'M5H 2N2', 43.6532, -79.3832],
  ['Mississauga', null, 'ON', 'L5B 3C1', 43.589, -79.6441],
  ['Ottawa', null, 'ON', 'K1P 1J1', 45.4215, -75.6972],
  ['Hamilton', null, 'ON', 'L8P 4R5', 43.2557, -79.8711],
  ['London', null, 'ON', 'N6A 3N7', 42.9849, -81.2453],
  ['Montréal', null, 'QC', 'H2Y 1C6', 45.5017, -73.5673],
  ['Québec', null, 'QC', 'G1R 4P5', 46.8139, -71.208],
  ['Halifax', null, 'NS', 'B3J 3K5', 44.6488, -63.5752],
  ['Moncton', null, 'NB', 'E1C 1E8', 46.0878, -64.7782],
  ['Winnipeg', null, 'MB', 'R3C 4T3', 49.8951, -97.1384],
  ['Regina', null, 'SK', 'S4P 3Y2', 50.4452, -104.6189],
  ['Calgary', null, 'AB', 'T2P 2M5', 51.0447, -114.0719],
  ['Edmonton', null, 'AB', 'T5J 2R7', 53.5461, -113.4938],
  ['Vancouver', null, 'BC', 'V6B 1A1', 49.2827, -123.1207],
];
const KINDS: [string, string][] = [
  ['COMMERCIAL', 'Auto Mall'],
  ['RESIDENCE', 'Residence'],
  ['COMMERCIAL', 'Fleet Yard'],
  ['STORAGE', 'Storage Lot'],
  ['COMMERCIAL', 'Rental Centre'],
  ['REPAIR', 'Collision Center'],
  ['RESIDENCE', 'Residence'],
  ['COMMERCIAL', 'Motors'],
  ['HUB', 'Cross-Dock'],
  ['PORT', 'Auto Terminal'],
];
const STREETS = ['Main St', 'Commerce Dr', 'Industrial Pkwy', 'Harbor Rd', 'Airport Blvd', 'Market St', 'Depot Rd'];

/** `count` locations spread a few kilometres around real cities of the tenant's country. */
export const bulkLocationRows = (tenantId: string, country: 'US' | 'CA', count: number, from: number): SeedRow[] => {
  const cities = country === 'US' ? US : CA;
  return Array.from({ length: count }, (_, i) => {
    const n = from + i;
    const [city, county, state, postal, lat, lng] = cities[n % cities.length];
    const [type, label] = KINDS[Math.floor(n / cities.length) % KINDS.length];
    return {
      tenant_id: tenantId,
      id: randomUUID(),
      name: `${city} ${label} ${n + 1}`,
      type,
      address1: `${100 + ((n * 37) % 9000)} ${STREETS[n % STREETS.length]}`,
      city,
      county,
      state_province: state,
      postal_code: postal,
      country,
      lat: lat + (((n * 37) % 100) - 50) / 1000,
      lng: lng + (((n * 53) % 100) - 50) / 1000,
      geocode_source: 'FORM',
    };
  });
};
