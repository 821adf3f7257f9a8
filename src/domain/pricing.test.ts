import { describe, expect, it } from 'vitest';
import { roadDistance } from './geo';
import {
  type FeeZone,
  type FuelRate,
  fuelRateOn,
  HAZMAT_DEFAULT,
  matchFeeZone,
  type PriceInput,
  type PriceLegInput,
  type PricePlace,
  priceQuote,
  selectTariff,
  type TariffRate,
} from './pricing';

const CLIENT = 'client-northwind';
const OTHER_CLIENT = 'client-other';
const CUSTOMER = 'customer-jane';

const beverlyHills: PricePlace = {
  lat: 34.0901,
  lng: -118.4065,
  city: 'Beverly Hills',
  county: 'Los Angeles',
  stateProvince: 'CA',
  country: 'US',
};
const phoenix: PricePlace = { lat: 33.4484, lng: -112.074, city: 'Phoenix', county: 'Maricopa', stateProvince: 'AZ', country: 'US' };

const tariff = (over: Partial<TariffRate>): TariffRate => ({
  id: 't',
  clientId: null,
  customerId: null,
  transportMethod: 'DRIVEN',
  vehicleClass: null,
  ratePerZone: 10000,
  minimum: 0,
  ...over,
});

const leg = (over: Partial<PriceLegInput> = {}): PriceLegInput => ({
  transportMethod: 'DRIVEN',
  vehicleClass: 'SEDAN',
  fuelType: 'REGULAR',
  origin: beverlyHills,
  destination: phoenix,
  pickupDate: '2024-03-04',
  distance: 412.3,
  ...over,
});

const input = (over: Partial<PriceInput> = {}): PriceInput => ({
  tenant: { currency: 'USD', distanceUnit: 'mi', zoneSize: 100 },
  clientId: CLIENT,
  customerId: null,
  clientName: 'Northwind Motors',
  legs: [leg()],
  tariffs: [tariff({ id: 'northwind', clientId: CLIENT, vehicleClass: 'SEDAN', ratePerZone: 31000, minimum: 50000 })],
  fuelRates: [],
  feeZones: [],
  today: '2024-03-01',
  ...over,
});

const lines = (result: ReturnType<typeof priceQuote>, type: string) => result.lineItems.filter((line) => line.type === type);

describe('priceQuote: RATE', () => {
  it('charges whole zones at the client tariff and says so', () => {
    const result = priceQuote(input());
    expect(result.lineItems).toEqual([
      {
        type: 'RATE',
        legIndex: 0,
        description: 'Transport rate, leg 1',
        quantity: 5,
        unitAmount: 31000,
        amount: 155000,
        explanation: '412.3 mi (entered) ÷ 100-mi zones = 5 zones × $310.00 (Northwind Motors tariff, DRIVEN, SEDAN)',
      },
    ]);
    expect(result).toMatchObject({ subtotal: 155000, tax: 0, total: 155000, currency: 'USD', distances: [412.3], warnings: [] });
  });

  it('charges the minimum when the zones come to less', () => {
    const [rate] = lines(priceQuote(input({ legs: [leg({ distance: 40 })] })), 'RATE');
    expect(rate).toMatchObject({ quantity: 1, unitAmount: 50000, amount: 50000 });
    expect(rate.explanation).toBe(
      '40 mi (entered) ÷ 100-mi zones = 1 zone × $310.00 = $310.00, below the $500.00 minimum (Northwind Motors tariff, DRIVEN, SEDAN), so the minimum applies',
    );
  });

  it('does not round a distance that fills its zones exactly up to another zone', () => {
    expect(lines(priceQuote(input({ legs: [leg({ distance: 300 })] })), 'RATE')[0].quantity).toBe(3);
  });

  it('computes the distance from the coordinates when none is entered', () => {
    const result = priceQuote(input({ legs: [leg({ distance: undefined })] }));
    const distance = roadDistance(beverlyHills, phoenix, 'mi');
    expect(result.distances).toEqual([distance]);
    // Beverly Hills – Phoenix is about 366 mi as the crow flies.
    expect(distance).toBe(439.6);
    expect(lines(result, 'RATE')[0]).toMatchObject({ quantity: 5, amount: 155000 });
    expect(lines(result, 'RATE')[0].explanation).toContain(`${distance} mi (great circle × 1.2 road factor)`);
  });

  it('warns of a missing tariff and charges 0 instead of throwing', () => {
    const result = priceQuote(input({ legs: [leg({ transportMethod: 'TOW' })] }));
    expect(result.lineItems).toEqual([
      {
        type: 'RATE',
        legIndex: 0,
        description: 'Transport rate, leg 1',
        quantity: 0,
        unitAmount: 0,
        amount: 0,
        explanation: 'No tariff for TOW, SEDAN: no client, customer or default tariff applies.',
      },
    ]);
    expect(result.warnings).toEqual(['No tariff for TOW, SEDAN (leg 1): its rate is 0 until one is added.']);
    expect(result.total).toBe(0);
  });

  it('charges no rate, fuel or pickup for a vehicle the client brings in', () => {
    const result = priceQuote(
      input({
        legs: [leg({ transportMethod: 'CLIENT_IN', fuelType: 'ELECTRIC' })],
        fuelRates: [{ id: 'f', effectiveFrom: '2024-01-01', ratePerDistance: 10 }],
        feeZones: [
          { id: 'p', kind: 'PICKUP', level: 'STATE_PROVINCE', country: 'US', stateProvince: 'CA', county: null, city: null, amount: 1000 },
          {
            id: 'd',
            kind: 'DELIVERY',
            level: 'STATE_PROVINCE',
            country: 'US',
            stateProvince: 'AZ',
            county: null,
            city: null,
            amount: 2000,
          },
        ],
      }),
    );
    expect(result.lineItems.map((line) => line.type)).toEqual(['DELIVERY']);
    expect(result.total).toBe(2000);
    expect(result.warnings).toEqual([]);
  });
});

describe('selectTariff', () => {
  const query = { clientId: CLIENT, customerId: CUSTOMER, transportMethod: 'DRIVEN' as const, vehicleClass: 'SEDAN' as const };
  const fallback = tariff({ id: 'default' });
  const defaultSedan = tariff({ id: 'default-sedan', vehicleClass: 'SEDAN' });
  const customerSedan = tariff({ id: 'customer-sedan', customerId: CUSTOMER, vehicleClass: 'SEDAN' });
  const clientAny = tariff({ id: 'client-any', clientId: CLIENT });
  const clientSedan = tariff({ id: 'client-sedan', clientId: CLIENT, vehicleClass: 'SEDAN' });

  const customerAny = tariff({ id: 'customer-any', customerId: CUSTOMER });

  it("prefers the customer's own, then the client's, then the default, and the exact class within each", () => {
    expect(selectTariff([fallback, defaultSedan, customerSedan, clientAny, clientSedan], query)?.id).toBe('customer-sedan');
    expect(selectTariff([fallback, defaultSedan, customerAny, clientAny, clientSedan], query)?.id).toBe('customer-any');
    expect(selectTariff([fallback, defaultSedan, clientAny, clientSedan], query)?.id).toBe('client-sedan');
    expect(selectTariff([fallback, defaultSedan, clientAny], query)?.id).toBe('client-any');
    expect(selectTariff([fallback, defaultSedan], query)?.id).toBe('default-sedan');
    expect(selectTariff([fallback], query)?.id).toBe('default');
  });

  it('takes a rate only inside its distance band and between its effective dates', () => {
    const short = tariff({ id: 'short', clientId: CLIENT, distanceFrom: 0, distanceTo: 100 });
    const long = tariff({ id: 'long', clientId: CLIENT, distanceFrom: 100, distanceTo: null });
    const at = (distance: number, date = '2026-06-01') => selectTariff([fallback, short, long], { ...query, distance, date })?.id;
    expect(at(0)).toBe('short');
    expect(at(99.9)).toBe('short');
    expect(at(100)).toBe('long');
    expect(at(5000)).toBe('long');
    const old = tariff({ id: 'old', clientId: CLIENT, effectiveTo: '2026-06-30' });
    const next = tariff({ id: 'next', clientId: CLIENT, effectiveFrom: '2026-07-01' });
    const on = (date: string) => selectTariff([fallback, old, next], { ...query, distance: 10, date })?.id;
    expect(on('2026-06-30')).toBe('old');
    expect(on('2026-07-01')).toBe('next');
    const dated = tariff({ id: 'dated', clientId: CLIENT, effectiveFrom: '2026-07-01', effectiveTo: '2026-07-31' });
    expect(selectTariff([fallback, dated], { ...query, distance: 10, date: '2026-08-01' })?.id).toBe('default');
  });

  it("never uses another client's tariff, another method's or another class's", () => {
    const others = [
      tariff({ id: 'other-client', clientId: OTHER_CLIENT }),
      tariff({ id: 'trucked', transportMethod: 'TRUCKED' }),
      tariff({ id: 'heavy', vehicleClass: 'HEAVY_DUTY' }),
    ];
    expect(selectTariff(others, query)).toBeNull();
    expect(selectTariff([clientAny], { ...query, clientId: null })).toBeNull();
    expect(selectTariff([defaultSedan], { ...query, vehicleClass: null })).toBeNull();
  });
});

describe('priceQuote: FUEL', () => {
  const rates: FuelRate[] = [
    { id: 'jan', effectiveFrom: '2024-01-01', ratePerDistance: 10 },
    { id: 'mar', effectiveFrom: '2024-03-04', ratePerDistance: 12.5 },
    { id: 'apr', effectiveFrom: '2024-04-01', ratePerDistance: 15 },
  ];

  it('picks the rate in force on a date', () => {
    expect(fuelRateOn(rates, '2024-03-03')?.id).toBe('jan');
    expect(fuelRateOn(rates, '2024-03-04')?.id).toBe('mar');
    expect(fuelRateOn(rates, '2025-01-01')?.id).toBe('apr');
    expect(fuelRateOn(rates, '2023-12-31')).toBeNull();
  });

  it('charges distance × the rate on the pickup date, rounded to the cent', () => {
    const [fuel] = lines(priceQuote(input({ fuelRates: rates })), 'FUEL');
    expect(fuel).toEqual({
      type: 'FUEL',
      legIndex: 0,
      description: 'Fuel surcharge, leg 1',
      quantity: 412.3,
      unitAmount: 12.5,
      amount: 5154,
      explanation: '412.3 mi (entered) × $0.125/mi (fuel rate from 2024-03-04, in force on the requested pickup date 2024-03-04)',
    });
  });

  it('dates the fuel rate by the confirmed pickup day over the requested one, and says so', () => {
    const legs = [leg({ pickupDate: '2024-03-01', confirmedPickupDate: '2024-04-02' })];
    const [fuel] = lines(priceQuote(input({ fuelRates: rates, legs })), 'FUEL');
    expect(fuel.unitAmount).toBe(rates.find((rate) => rate.id === 'apr')?.ratePerDistance);
    expect(fuel.explanation).toContain('in force on the confirmed pickup date 2024-04-02');
  });

  it('uses today without a pickup date, and warns when no rate was in force', () => {
    const [today] = lines(priceQuote(input({ fuelRates: rates, legs: [leg({ pickupDate: null })] })), 'FUEL');
    expect(today).toMatchObject({ unitAmount: 10, amount: 4123 });
    expect(today.explanation).toContain('in force on today, 2024-03-01 (no pickup date yet)');
    const early = priceQuote(input({ fuelRates: rates, legs: [leg({ pickupDate: '2023-06-01' })] }));
    expect(lines(early, 'FUEL')[0]).toMatchObject({
      amount: 0,
      explanation: 'No fuel rate was in force on the requested pickup date 2023-06-01.',
    });
    expect(early.warnings).toEqual(['No fuel rate in force on 2023-06-01 (leg 1): its fuel surcharge is 0.']);
  });
});

describe('fee zones', () => {
  const zone = (over: Partial<FeeZone>): FeeZone => ({
    id: 'z',
    kind: 'PICKUP',
    level: 'STATE_PROVINCE',
    country: 'US',
    stateProvince: 'CA',
    county: null,
    city: null,
    amount: 1000,
    ...over,
  });
  const state = zone({ id: 'state' });
  const county = zone({ id: 'county', level: 'COUNTY', county: 'Los Angeles County', amount: 2000 });
  const city = zone({ id: 'city', level: 'CITY', county: 'Los Angeles', city: 'beverly hills', amount: 3000 });

  it('matches the city first, then the county, then the state, ignoring case and "County"', () => {
    expect(matchFeeZone([state, county, city], 'PICKUP', beverlyHills)?.id).toBe('city');
    expect(matchFeeZone([state, county], 'PICKUP', beverlyHills)?.id).toBe('county');
    expect(matchFeeZone([state], 'PICKUP', { ...beverlyHills, stateProvince: 'ca', country: 'us' })?.id).toBe('state');
    expect(matchFeeZone([state, county, city], 'PICKUP', { ...beverlyHills, city: 'Pasadena' })?.id).toBe('county');
  });

  it('never matches another kind, state or country', () => {
    expect(matchFeeZone([state], 'DELIVERY', beverlyHills)).toBeNull();
    expect(matchFeeZone([state], 'PICKUP', phoenix)).toBeNull();
    expect(matchFeeZone([state], 'PICKUP', { ...beverlyHills, country: 'CA' })).toBeNull();
    expect(matchFeeZone([county], 'PICKUP', { ...beverlyHills, county: null })).toBeNull();
  });

  it('adds a pickup fee for the origin and a delivery fee for the destination', () => {
    const result = priceQuote(
      input({
        feeZones: [city, zone({ id: 'az', kind: 'DELIVERY', stateProvince: 'AZ', amount: 4500 })],
      }),
    );
    expect(lines(result, 'PICKUP')).toEqual([
      {
        type: 'PICKUP',
        legIndex: 0,
        description: 'Pickup fee, leg 1',
        quantity: 1,
        unitAmount: 3000,
        amount: 3000,
        explanation:
          'Pickup fee zone for the city of beverly hills, CA, US (city level) matched the origin Beverly Hills, Los Angeles County, CA, US: $30.00',
      },
    ]);
    expect(lines(result, 'DELIVERY')[0]).toMatchObject({
      amount: 4500,
      explanation: 'Delivery fee zone for AZ, US (state/province level) matched the destination Phoenix, Maricopa County, AZ, US: $45.00',
    });
    expect(result.total).toBe(155000 + 3000 + 4500);
  });
});

describe('priceQuote: HAZMAT and extras', () => {
  it('charges hazmat for an electric vehicle, at the default or the quote amount', () => {
    const standard = lines(priceQuote(input({ legs: [leg({ fuelType: 'ELECTRIC' })] })), 'HAZMAT');
    expect(standard).toEqual([
      {
        type: 'HAZMAT',
        legIndex: 0,
        description: 'Hazardous material (EV battery), leg 1',
        quantity: 1,
        unitAmount: HAZMAT_DEFAULT,
        amount: 7500,
        explanation: 'Electric vehicle: its lithium-ion battery is handled as hazardous material, $75.00 (standard charge)',
      },
    ]);
    const set = lines(priceQuote(input({ legs: [leg({ fuelType: 'ELECTRIC' })], extras: { hazmat: 12000 } })), 'HAZMAT');
    expect(set[0]).toMatchObject({ amount: 12000, explanation: expect.stringContaining('$120.00 (set on this quote)') });
    expect(lines(priceQuote(input()), 'HAZMAT')).toEqual([]);
  });

  it('adds storage, tag and title, first service, then the discount and the tax on all of it', () => {
    const result = priceQuote(
      input({
        extras: {
          storageDays: 3,
          storageDailyRate: 2500,
          tagAndTitle: 15000,
          firstServiceCharge: 9900,
          discountPercent: 10,
          taxRatePercent: 7.25,
        },
      }),
    );
    // 155000 rate + 7500 storage + 15000 tag and title + 9900 first service = 187400 before the discount.
    expect(result.lineItems.map(({ type, amount, quantity, unitAmount }) => ({ type, amount, quantity, unitAmount }))).toEqual([
      { type: 'RATE', amount: 155000, quantity: 5, unitAmount: 31000 },
      { type: 'STORAGE', amount: 7500, quantity: 3, unitAmount: 2500 },
      { type: 'TAG_AND_TITLE', amount: 15000, quantity: 1, unitAmount: 15000 },
      { type: 'FIRST_SERVICE_CHARGE', amount: 9900, quantity: 1, unitAmount: 9900 },
      { type: 'DISCOUNT', amount: -18740, quantity: 1, unitAmount: -18740 },
      { type: 'TAX', amount: 12228, quantity: 1, unitAmount: 12228 },
    ]);
    expect(result).toMatchObject({ subtotal: 168660, tax: 12228, total: 180888 });
    expect(lines(result, 'STORAGE')[0].explanation).toBe('3 days × $25.00 a day (set on this quote)');
    expect(lines(result, 'DISCOUNT')[0].explanation).toBe('10% of $1,874.00, the subtotal before discount');
    expect(lines(result, 'TAX')[0].explanation).toBe('7.25% of $1,686.60, every line above');
  });

  it('warns of storage days without a daily rate', () => {
    const result = priceQuote(input({ extras: { storageDays: 2 } }));
    expect(lines(result, 'STORAGE')).toEqual([]);
    expect(result.warnings).toEqual(['2 storage days without a daily rate: storage is not charged.']);
  });

  it('prices each leg of a multi-leg quote on its own', () => {
    const result = priceQuote(
      input({
        legs: [leg(), leg({ origin: phoenix, destination: beverlyHills, distance: 99.9, transportMethod: 'DRIVEN' })],
      }),
    );
    expect(result.distances).toEqual([412.3, 99.9]);
    expect(lines(result, 'RATE').map((line) => [line.legIndex, line.description, line.amount])).toEqual([
      [0, 'Transport rate, leg 1', 155000],
      [1, 'Transport rate, leg 2 (minimum)', 50000],
    ]);
    expect(result.total).toBe(205000);
  });
});
