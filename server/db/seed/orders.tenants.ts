import type { TransportMethod } from '../../../src/generated/enums';
import { EAST_PLACES, NORTH_PLACES, type Place } from './orders.places';

export type ClientPlan = { code: string; name: string; billingEmail: string; billingPhone: string; rental: boolean };

/** What the demo creates in one tenant; money in minor units of the tenant's currency. */
export type TenantPlan = {
  name: 'Legwork East' | 'Legwork North';
  country: 'US' | 'CA';
  currency: 'USD' | 'CAD';
  locale: string;
  unit: 'mi' | 'km';
  zoneSize: number;
  places: Place[];
  clients: ClientPlan[];
  /** [method, rate per zone, minimum]; the tenant's defaults. */
  tariffs: [TransportMethod, number, number][];
  /** [client or customer code, method, rate per zone, minimum]. */
  clientTariffs: [string, TransportMethod, number, number][];
  /** Fuel rate in minor units per distance unit, the latest week; older weeks vary around it. */
  fuelRate: number;
  /** [state or province, percent]. */
  taxes: [string, number][];
  /** [kind, level, state/province, county or city, amount]. */
  feeZones: ['PICKUP' | 'DELIVERY', 'CITY' | 'COUNTY' | 'STATE_PROVINCE', string, string | null, number][];
  /** TAG_AND_TITLE, FIRST_SERVICE_CHARGE, STORAGE (daily), HAZMAT amounts. */
  fees: { tagAndTitle: number; firstService: number; storageDaily: number; hazmat: number };
  tags: [string, string][];
  orders: number;
  quotes: number;
  /** The demo users who work here: staff who create and comment, a driver, a portal user. */
  staff: string[];
  driver: string | null;
  portalUser: string | null;
};

const client = (code: string, name: string, domain: string, phone: string, rental = false): ClientPlan => ({
  code,
  name,
  billingEmail: `accounts@${domain}`,
  billingPhone: phone,
  rental,
});

export const EAST: TenantPlan = {
  name: 'Legwork East',
  country: 'US',
  currency: 'USD',
  locale: 'en-US',
  unit: 'mi',
  zoneSize: 50,
  places: EAST_PLACES,
  clients: [
    client('NWM', 'Northwind Motors', 'northwind-motors.test', '215-555-0140'),
    client('HBR', 'Harbor Rentals', 'harbor-rentals.test', '617-555-0112', true),
    client('SAG', 'Summit Auto Group', 'summit-auto.test', '804-555-0175'),
    client('CCR', 'Coastal Car Rental', 'coastal-car-rental.test', '407-555-0190', true),
    client('KFL', 'Keystone Fleet Leasing', 'keystone-fleet.test', '412-555-0133'),
  ],
  tariffs: [
    ['TRUCKED', 9500, 25000],
    ['DRIVEN', 7500, 20000],
    ['TOW', 12000, 30000],
    ['CLIENT_IN', 2500, 5000],
  ],
  clientTariffs: [
    ['HBR', 'TRUCKED', 8500, 22500],
    ['NWM', 'DRIVEN', 7000, 18000],
    ['CCR-MIA', 'TRUCKED', 9000, 24000],
  ],
  fuelRate: 29.5,
  taxes: [
    ['MD', 6],
    ['NJ', 6.625],
    ['PA', 6],
    ['VA', 5.3],
    ['NC', 4.75],
    ['GA', 4],
    ['FL', 6],
    ['MA', 6.25],
    ['DE', 0],
    ['SC', 6],
  ],
  feeZones: [
    ['PICKUP', 'CITY', 'MA', 'Boston', 7500],
    ['DELIVERY', 'CITY', 'PA', 'Philadelphia', 5000],
    ['PICKUP', 'COUNTY', 'MD', 'Baltimore City', 4500],
    ['DELIVERY', 'COUNTY', 'GA', 'Fulton', 4000],
    ['PICKUP', 'STATE_PROVINCE', 'FL', null, 3500],
    ['DELIVERY', 'STATE_PROVINCE', 'NJ', null, 3000],
  ],
  fees: { tagAndTitle: 15000, firstService: 7500, storageDaily: 3500, hazmat: 5000 },
  tags: [
    ['Rush', 'RED'],
    ['VIP', 'PURPLE'],
    ['Enclosed', 'BLUE'],
    ['Inoperable', 'ORANGE'],
    ['Auction', 'GREEN'],
    ['Fleet return', 'GRAY'],
  ],
  orders: 200,
  quotes: 30,
  staff: [
    'client-relations@legwork.test',
    'call-center@legwork.test',
    'call-center-lead@legwork.test',
    'dispatch@legwork.test',
    'dispatch-lead@legwork.test',
    'help-desk@legwork.test',
    'admin@legwork.test',
  ],
  driver: 'driver@legwork.test',
  portalUser: 'client@legwork.test',
};

export const NORTH: TenantPlan = {
  name: 'Legwork North',
  country: 'CA',
  currency: 'CAD',
  locale: 'en-CA',
  unit: 'km',
  zoneSize: 80,
  places: NORTH_PLACES,
  clients: [
    client('MFL', 'Maple Fleet Leasing', 'maple-fleet.test', '416-555-0150'),
    client('PTC', 'Prairie Truck Centre', 'prairie-truck.test', '306-555-0161'),
    client('RMR', 'Rocky Mountain Rentals', 'rocky-mountain-rentals.test', '403-555-0118', true),
    client('AAM', 'Atlantic Auto Mall', 'atlantic-auto.test', '902-555-0127'),
    client('LAU', 'Laurentide Autos', 'laurentide-autos.test', '514-555-0144'),
  ],
  tariffs: [
    ['TRUCKED', 11000, 28000],
    ['DRIVEN', 8500, 22000],
    ['TOW', 14000, 32000],
    ['CLIENT_IN', 3000, 6000],
  ],
  clientTariffs: [
    ['MFL', 'TRUCKED', 10000, 26000],
    ['RMR-YYC', 'DRIVEN', 8000, 20000],
  ],
  fuelRate: 11.8,
  taxes: [
    ['ON', 13],
    ['QC', 14.975],
    ['AB', 5],
    ['SK', 11],
    ['MB', 12],
    ['NS', 14],
    ['BC', 12],
    ['NB', 15],
  ],
  feeZones: [
    ['DELIVERY', 'CITY', 'ON', 'Toronto', 6000],
    ['PICKUP', 'CITY', 'QC', 'Montréal', 4500],
    ['PICKUP', 'STATE_PROVINCE', 'NS', null, 4000],
  ],
  fees: { tagAndTitle: 17500, firstService: 9000, storageDaily: 4000, hazmat: 6000 },
  tags: [
    ['Rush', 'RED'],
    ['Winter tires', 'BLUE'],
    ['Enclosed', 'PURPLE'],
    ['Fleet return', 'GRAY'],
  ],
  orders: 40,
  quotes: 8,
  staff: ['north-dispatch@legwork.test', 'admin@legwork.test'],
  driver: null,
  portalUser: null,
};
