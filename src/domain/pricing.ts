/**
 * Quote pricing (docs/flows.md#pricing-a-quote), pure so the quote form previews what the server stores. Every line
 * item explains its number in words, so a person can check a price by hand.
 */
import type { FuelType } from '../generated/enums/FuelType';
import type { LineItemType } from '../generated/enums/LineItemType';
import type { TransportMethod } from '../generated/enums/TransportMethod';
import type { VehicleClass } from '../generated/enums/VehicleClass';
import { formatMoney } from './format';
import { type DistanceUnit, ROAD_FACTOR, roadDistance } from './geo';

/** Integer minor units (cents). */
export type Money = number;

/** Lithium-ion batteries ship as hazardous material; a quote's extras may set another amount. */
export const HAZMAT_DEFAULT: Money = 7500;

export type TariffRate = {
  id: string;
  clientId: string | null;
  customerId: string | null;
  transportMethod: TransportMethod;
  vehicleClass: VehicleClass | null;
  ratePerZone: Money;
  minimum: Money;
  /** The distance band [distanceFrom, distanceTo) in the tenant's unit; no ends: every distance. */
  distanceFrom?: number;
  distanceTo?: number | null;
  /** YYYY-MM-DD, inclusive; null: open. */
  effectiveFrom?: string | null;
  effectiveTo?: string | null;
};

/** `ratePerDistance` is minor units per one tenant distance unit and may have decimals (12.5¢/mi); lines round. */
export type FuelRate = { id: string; effectiveFrom: string; ratePerDistance: number };

export type FeeZone = {
  id: string;
  kind: 'PICKUP' | 'DELIVERY';
  level: 'CITY' | 'COUNTY' | 'STATE_PROVINCE';
  country: string;
  stateProvince: string;
  county: string | null;
  city: string | null;
  amount: Money;
};

export type PricePlace = {
  lat: number;
  lng: number;
  city: string | null;
  county: string | null;
  stateProvince: string | null;
  country: string;
};

export type PriceLegInput = {
  transportMethod: TransportMethod;
  vehicleClass: VehicleClass | null;
  fuelType: FuelType | null;
  origin: PricePlace;
  destination: PricePlace;
  /** YYYY-MM-DD, the requested pickup day; the fuel rate in force that day applies (today when null). */
  pickupDate: string | null;
  /** YYYY-MM-DD, the confirmed pickup day: when given it, not the requested one, dates the tariff and the fuel rate. */
  confirmedPickupDate?: string | null;
  /** A distance someone entered, in the tenant's unit, instead of the computed one. */
  distance?: number;
};

export type PriceExtras = {
  storageDays?: number;
  storageDailyRate?: Money;
  tagAndTitle?: Money;
  firstServiceCharge?: Money;
  discountPercent?: number;
  taxRatePercent?: number;
  /** Replaces HAZMAT_DEFAULT for each electric vehicle's leg. */
  hazmat?: Money;
  /** Lines the client's or customer's billing items add to every quote of theirs (auto-added items), before a discount. */
  added?: readonly { type: LineItemType; description: string; amount: Money; explanation: string }[];
};

export type PriceInput = {
  tenant: { currency: string; distanceUnit: DistanceUnit; zoneSize: number; locale?: string };
  clientId: string | null;
  customerId: string | null;
  /** Names for the explanations ("Northwind Motors tariff"). */
  clientName?: string | null;
  customerName?: string | null;
  legs: PriceLegInput[];
  tariffs: TariffRate[];
  fuelRates: FuelRate[];
  feeZones: FeeZone[];
  extras?: PriceExtras;
  /** YYYY-MM-DD */
  today: string;
};

export type LineItem = {
  type: LineItemType;
  legIndex: number | null;
  description: string;
  quantity: number;
  unitAmount: Money;
  amount: Money;
  explanation: string;
};

export type PriceResult = {
  lineItems: LineItem[];
  subtotal: Money;
  tax: Money;
  total: Money;
  currency: string;
  distances: number[];
  warnings: string[];
};

type TariffQuery = {
  clientId: string | null;
  customerId: string | null;
  transportMethod: TransportMethod;
  vehicleClass: VehicleClass | null;
  /** The leg's distance in the tenant's unit: a rate applies inside its band. */
  distance?: number;
  /** YYYY-MM-DD, the pickup day (today without one): a rate applies between its effective dates. */
  date?: string;
};

/** Whether the rate's band and dates take in the leg (a query without a distance or a date takes in every rate). */
const inBandAndDates = (tariff: TariffRate, query: TariffQuery) =>
  (query.distance === undefined ||
    ((tariff.distanceFrom ?? 0) <= query.distance && (tariff.distanceTo == null || query.distance < tariff.distanceTo))) &&
  (query.date === undefined ||
    ((tariff.effectiveFrom == null || tariff.effectiveFrom <= query.date) &&
      (tariff.effectiveTo == null || query.date <= tariff.effectiveTo)));

/**
 * The customer's own tariff, else its client's, else the tenant default (docs/decisions.md#client-accounts-issue-29);
 * within each, the exact class before "any"; only rates whose band holds the distance and whose dates hold the day.
 */
export const selectTariff = (tariffs: TariffRate[], query: TariffQuery): TariffRate | null => {
  let best: TariffRate | null = null;
  let bestScore = -1;
  for (const tariff of tariffs) {
    const applies =
      tariff.transportMethod === query.transportMethod &&
      (tariff.clientId === null || tariff.clientId === query.clientId) &&
      (tariff.customerId === null || tariff.customerId === query.customerId) &&
      (tariff.vehicleClass === null || tariff.vehicleClass === query.vehicleClass) &&
      inBandAndDates(tariff, query);
    const score = (tariff.customerId ? 4 : 0) + (tariff.clientId ? 2 : 0) + (tariff.vehicleClass ? 1 : 0);
    if (applies && score > bestScore) [best, bestScore] = [tariff, score];
  }
  return best;
};

/** What a rate's band and dates say, for its line's explanation ("100–250 mi, from 2026-01-01"); empty when open. */
const bandAndDatesText = (tariff: TariffRate, unit: string) => {
  const parts: string[] = [];
  if ((tariff.distanceFrom ?? 0) > 0 || tariff.distanceTo != null)
    parts.push(
      tariff.distanceTo != null ? `${tariff.distanceFrom ?? 0}–${tariff.distanceTo} ${unit}` : `from ${tariff.distanceFrom} ${unit}`,
    );
  if (tariff.effectiveFrom && tariff.effectiveTo) parts.push(`${tariff.effectiveFrom} to ${tariff.effectiveTo}`);
  else if (tariff.effectiveFrom) parts.push(`from ${tariff.effectiveFrom}`);
  else if (tariff.effectiveTo) parts.push(`until ${tariff.effectiveTo}`);
  return parts.map((part) => `, ${part}`).join('');
};

/** The fuel rate with the latest effectiveFrom on or before the date. */
export const fuelRateOn = (rates: FuelRate[], date: string): FuelRate | null =>
  rates.reduce<FuelRate | null>(
    (best, rate) => (rate.effectiveFrom <= date && (!best || rate.effectiveFrom > best.effectiveFrom) ? rate : best),
    null,
  );

const sameName = (a: string | null, b: string | null): boolean => {
  // "Los Angeles County" on a fee zone and "Los Angeles" from the geocoder name one county.
  const norm = (value: string | null) =>
    (value ?? '')
      .trim()
      .toLowerCase()
      .replace(/\s+(county|parish|borough)$/, '');
  return norm(a) !== '' && norm(a) === norm(b);
};

/** The fee zone for a place: a CITY zone first, then COUNTY, then STATE_PROVINCE (names compared case-insensitively). */
export const matchFeeZone = (zones: FeeZone[], kind: FeeZone['kind'], place: PricePlace): FeeZone | null => {
  const inState = zones.filter(
    (zone) => zone.kind === kind && sameName(zone.country, place.country) && sameName(zone.stateProvince, place.stateProvince),
  );
  return (
    inState.find(
      (zone) => zone.level === 'CITY' && sameName(zone.city, place.city) && (!zone.county || sameName(zone.county, place.county)),
    ) ??
    inState.find((zone) => zone.level === 'COUNTY' && sameName(zone.county, place.county)) ??
    inState.find((zone) => zone.level === 'STATE_PROVINCE') ??
    null
  );
};

const legLabel = (index: number) => `leg ${index + 1}`;
const placeLabel = (place: PricePlace) =>
  [place.city, place.county && `${place.county.replace(/\s+county$/i, '')} County`, place.stateProvince, place.country]
    .filter(Boolean)
    .join(', ');
const zoneLabel = (zone: FeeZone) =>
  zone.level === 'CITY'
    ? `the city of ${zone.city}, ${zone.stateProvince}, ${zone.country}`
    : zone.level === 'COUNTY'
      ? `${zone.county?.replace(/\s+county$/i, '')} County, ${zone.stateProvince}, ${zone.country}`
      : `${zone.stateProvince}, ${zone.country}`;

/** Prices a quote: per leg RATE, FUEL, PICKUP, DELIVERY, HAZMAT; then the quote's extras, DISCOUNT and TAX. */
export const priceQuote = (input: PriceInput): PriceResult => {
  const { tenant, extras = {} } = input;
  const unit = tenant.distanceUnit;
  const locale = tenant.locale ?? 'en-US';
  const money = (minor: number) => formatMoney(minor, tenant.currency, locale);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const lines: LineItem[] = [];
  const warnings: string[] = [];
  const add = (line: Omit<LineItem, 'quantity' | 'unitAmount'> & Partial<Pick<LineItem, 'quantity' | 'unitAmount'>>) =>
    lines.push({ quantity: 1, unitAmount: line.amount, ...line });

  const distances = input.legs.map((leg) => leg.distance ?? roadDistance(leg.origin, leg.destination, unit));

  input.legs.forEach((leg, legIndex) => {
    const distance = distances[legIndex];
    const method = leg.transportMethod;
    const distanceText = `${number.format(distance)} ${unit}${leg.distance === undefined ? ` (great circle × ${ROAD_FACTOR} road factor)` : ' (entered)'}`;
    const leg1 = legLabel(legIndex);

    if (method !== 'CLIENT_IN') {
      const tariff = selectTariff(input.tariffs, {
        clientId: input.clientId,
        customerId: input.customerId,
        transportMethod: method,
        vehicleClass: leg.vehicleClass,
        distance,
        date: leg.confirmedPickupDate ?? leg.pickupDate ?? input.today,
      });
      const classText = leg.vehicleClass ?? 'no vehicle class';
      if (!tariff) {
        warnings.push(`No tariff for ${method}, ${classText} (${leg1}): its rate is 0 until one is added.`);
        add({
          type: 'RATE',
          legIndex,
          description: `Transport rate, ${leg1}`,
          quantity: 0,
          unitAmount: 0,
          amount: 0,
          explanation: `No tariff for ${method}, ${classText}: no client, customer or default tariff applies.`,
        });
      } else {
        const owner = tariff.customerId
          ? `${input.customerName ?? 'customer'} tariff`
          : tariff.clientId
            ? `${input.clientName ?? 'client'} tariff`
            : 'default tariff';
        const source = `(${owner}, ${method}, ${tariff.vehicleClass ?? 'any class'}${bandAndDatesText(tariff, unit)})`;
        const zoneSize = tenant.zoneSize > 0 ? tenant.zoneSize : distance || 1;
        if (tenant.zoneSize <= 0) warnings.push(`The zone size is not positive; ${leg1} is priced as one zone.`);
        const zones = distance > 0 ? Math.ceil(Number((distance / zoneSize).toFixed(9))) : 0;
        const byZones = zones * tariff.ratePerZone;
        const reckoning = `${distanceText} ÷ ${number.format(zoneSize)}-${unit} zones = ${zones} zone${zones === 1 ? '' : 's'} × ${money(tariff.ratePerZone)}`;
        if (byZones >= tariff.minimum)
          add({
            type: 'RATE',
            legIndex,
            description: `Transport rate, ${leg1}`,
            quantity: zones,
            unitAmount: tariff.ratePerZone,
            amount: byZones,
            explanation: `${reckoning} ${source}`,
          });
        else
          add({
            type: 'RATE',
            legIndex,
            description: `Transport rate, ${leg1} (minimum)`,
            amount: tariff.minimum,
            explanation: `${reckoning} = ${money(byZones)}, below the ${money(tariff.minimum)} minimum ${source}, so the minimum applies`,
          });
      }

      const date = leg.confirmedPickupDate ?? leg.pickupDate ?? input.today;
      const fuel = fuelRateOn(input.fuelRates, date);
      const dateText = leg.confirmedPickupDate
        ? `the confirmed pickup date ${date}`
        : leg.pickupDate
          ? `the requested pickup date ${date}`
          : `today, ${date} (no pickup date yet)`;
      if (fuel)
        add({
          type: 'FUEL',
          legIndex,
          description: `Fuel surcharge, ${leg1}`,
          quantity: distance,
          unitAmount: fuel.ratePerDistance,
          amount: Math.round(distance * fuel.ratePerDistance),
          explanation: `${distanceText} × ${money(fuel.ratePerDistance)}/${unit} (fuel rate from ${fuel.effectiveFrom}, in force on ${dateText})`,
        });
      else if (input.fuelRates.length > 0) {
        warnings.push(`No fuel rate in force on ${date} (${leg1}): its fuel surcharge is 0.`);
        add({
          type: 'FUEL',
          legIndex,
          description: `Fuel surcharge, ${leg1}`,
          quantity: distance,
          unitAmount: 0,
          amount: 0,
          explanation: `No fuel rate was in force on ${dateText}.`,
        });
      }
    }

    // A CLIENT_IN vehicle is brought in by the client: nobody picks it up.
    const stops = [
      ['PICKUP', leg.origin, 'origin'],
      ['DELIVERY', leg.destination, 'destination'],
    ] as const;
    for (const [kind, place, end] of stops) {
      if (kind === 'PICKUP' && method === 'CLIENT_IN') continue;
      const zone = matchFeeZone(input.feeZones, kind, place);
      if (zone)
        add({
          type: kind,
          legIndex,
          description: `${kind === 'PICKUP' ? 'Pickup' : 'Delivery'} fee, ${leg1}`,
          amount: zone.amount,
          explanation: `${kind === 'PICKUP' ? 'Pickup' : 'Delivery'} fee zone for ${zoneLabel(zone)} (${zone.level.replace('_', '/').toLowerCase()} level) matched the ${end} ${placeLabel(place)}: ${money(zone.amount)}`,
        });
    }

    if (leg.fuelType === 'ELECTRIC' && method !== 'CLIENT_IN') {
      const amount = extras.hazmat ?? HAZMAT_DEFAULT;
      add({
        type: 'HAZMAT',
        legIndex,
        description: `Hazardous material (EV battery), ${leg1}`,
        amount,
        explanation: `Electric vehicle: its lithium-ion battery is handled as hazardous material, ${money(amount)} (${extras.hazmat === undefined ? 'standard charge' : 'set on this quote'})`,
      });
    }
  });

  const days = extras.storageDays ?? 0;
  if (days > 0 && extras.storageDailyRate === undefined)
    warnings.push(`${days} storage days without a daily rate: storage is not charged.`);
  if (days > 0 && extras.storageDailyRate !== undefined)
    add({
      type: 'STORAGE',
      legIndex: null,
      description: 'Storage',
      quantity: days,
      unitAmount: extras.storageDailyRate,
      amount: Math.round(days * extras.storageDailyRate),
      explanation: `${days} day${days === 1 ? '' : 's'} × ${money(extras.storageDailyRate)} a day (set on this quote)`,
    });
  if (extras.tagAndTitle)
    add({
      type: 'TAG_AND_TITLE',
      legIndex: null,
      description: 'Tag and title',
      amount: extras.tagAndTitle,
      explanation: `Tag and title service, ${money(extras.tagAndTitle)} (set on this quote)`,
    });
  if (extras.firstServiceCharge)
    add({
      type: 'FIRST_SERVICE_CHARGE',
      legIndex: null,
      description: 'First service charge',
      amount: extras.firstServiceCharge,
      explanation: `First service charge, ${money(extras.firstServiceCharge)} (set on this quote)`,
    });

  for (const line of extras.added ?? []) add({ ...line, legIndex: null });

  const sum = (items: LineItem[]) => items.reduce((total, line) => total + line.amount, 0);
  const percent = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
  if (extras.discountPercent && extras.discountPercent > 0) {
    const base = sum(lines);
    const rate = Math.min(extras.discountPercent, 100);
    const amount = -Math.round((base * rate) / 100) || 0;
    add({
      type: 'DISCOUNT',
      legIndex: null,
      description: `Discount ${percent.format(rate)}%`,
      quantity: 1,
      unitAmount: amount,
      amount,
      explanation: `${percent.format(rate)}% of ${money(base)}, the subtotal before discount`,
    });
  }
  const subtotal = sum(lines);
  let tax = 0;
  if (extras.taxRatePercent && extras.taxRatePercent > 0) {
    tax = Math.round((subtotal * extras.taxRatePercent) / 100);
    add({
      type: 'TAX',
      legIndex: null,
      description: `Tax ${percent.format(extras.taxRatePercent)}%`,
      amount: tax,
      explanation: `${percent.format(extras.taxRatePercent)}% of ${money(subtotal)}, every line above`,
    });
  }
  return { lineItems: lines, subtotal, tax, total: subtotal + tax, currency: tenant.currency, distances, warnings };
};
