import type { TransportMethod } from '@/generated/enums/TransportMethod';
import type { VehicleClass } from '@/generated/enums/VehicleClass';
import type { TariffRates_RateFragment as Rate } from '@/generated/graphql';
import { majorText, minorOf } from '../../../domain/moneyInput';

/**
 * The tariff editor's draft: what the form starts from (a new rate, or the rate edited) and the TariffRateInput it
 * sends, which the shared schema (src/domain/schemas/tariffRates.ts) checks in the browser and again on the server.
 * Money is typed in major units, distances in the tenant's unit, days as YYYY-MM-DD.
 */
export type TariffDraft = {
  transportMethod: string;
  /** Blank: any class. */
  vehicleClass: string;
  distanceFrom: string;
  distanceTo: string;
  ratePerZone: string;
  minimum: string;
  effectiveFrom: string;
  effectiveTo: string;
};

const distanceText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

export const tariffDraft = (rate: Rate | null): TariffDraft => ({
  transportMethod: rate?.transportMethod ?? '',
  vehicleClass: rate?.vehicleClass ?? '',
  distanceFrom: rate ? distanceText(rate.distanceFrom) : '0',
  distanceTo: distanceText(rate?.distanceTo),
  ratePerZone: majorText(rate?.ratePerZone),
  minimum: rate ? majorText(rate.minimum) : '',
  effectiveFrom: rate?.effectiveFrom ?? '',
  effectiveTo: rate?.effectiveTo ?? '',
});

/** A number typed in a field: blank is null (an open end), anything else as Number reads it (NaN is refused). */
const numberOf = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim().replace(/,/g, '')));

/** The TariffRateInput of a draft (unchecked: the schema words what is wrong). */
export const tariffInput = (draft: TariffDraft) => ({
  transportMethod: (draft.transportMethod || undefined) as TransportMethod | undefined,
  vehicleClass: (draft.vehicleClass || null) as VehicleClass | null,
  distanceFrom: numberOf(draft.distanceFrom),
  distanceTo: numberOf(draft.distanceTo),
  ratePerZone: minorOf(draft.ratePerZone),
  minimum: minorOf(draft.minimum) ?? null,
  effectiveFrom: draft.effectiveFrom.trim() || null,
  effectiveTo: draft.effectiveTo.trim() || null,
});
