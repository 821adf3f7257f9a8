import type { FuelRates_WeekFragment, SessionTenantFragment, SettingsForm_SettingsFragment } from '@/generated/graphql';
import type { TenantSummary } from '../../domain/currentUser';
import { numberFormat } from '../../domain/dates';
import { currencyDigits } from '../../domain/settings/schemas';

/**
 * The settings forms' drafts: what each form starts from and the input it sends, which the shared schemas
 * (src/domain/settings/schemas.ts) check in the browser and again on the server. Fuel prices are typed in major
 * units to the thousandth of a minor unit ($3.759 a gallon) and sent in minor units (375.9).
 */

/** A number typed in a field: blank is null (the schema says what is missing), anything else as Number reads it. */
const numberOf = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));

/** A price typed in major units as minor units of `currency`, to the thousandth; blank is null. */
export const fuelMinorOf = (text: string, currency: string): number | null => {
  const major = numberOf(text);
  return major === null ? null : Math.round(major * 10 ** currencyDigits(currency) * 1000) / 1000;
};

/** Minor units as the major-unit text a field shows (375.9 → "3.759"). */
export const fuelMajorText = (minor: number | null | undefined, currency: string): string =>
  minor === null || minor === undefined ? '' : String(Math.round((minor / 10 ** currencyDigits(currency)) * 1e6) / 1e6);

/** A fuel price or surcharge in the tenant's money with its fractions of a cent: 375.9 → "$3.759". */
export const formatFuelMoney = (minor: number, currency: string, locale?: string): string => {
  const digits = currencyDigits(currency);
  return numberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits + 3 }).format(
    minor / 10 ** digits,
  );
};

/** The form's fields: the tenant's own as typed (numbers as text), and the fuel schedule. */
export type SettingsDraft = Omit<TenantSummary, 'id' | 'zoneSize'> & {
  zoneSize: string;
  fuelBasePrice: string;
  fuelEconomy: string;
  address: string;
  remitTo: string;
};

/** The draft of the settings: the tenant's own (its SessionTenant, unmasked), the fuel schedule and its addresses. */
export const settingsDraft = (
  { id: _id, zoneSize, ...tenant }: SessionTenantFragment,
  {
    fuelBasePrice,
    fuelEconomy,
    address = '',
    remitTo = '',
  }: Pick<SettingsForm_SettingsFragment, 'fuelBasePrice' | 'fuelEconomy'> &
    Partial<Pick<SettingsForm_SettingsFragment, 'address' | 'remitTo'>>,
): SettingsDraft => ({
  ...tenant,
  zoneSize: String(zoneSize),
  fuelBasePrice: fuelMajorText(fuelBasePrice, tenant.currency),
  fuelEconomy: String(fuelEconomy),
  address,
  remitTo,
});

/** The TenantSettingsInput of a draft: the base price in the currency as typed (a new currency's digits). */
export const settingsInput = (draft: SettingsDraft) => ({
  ...draft,
  zoneSize: numberOf(draft.zoneSize),
  fuelBasePrice: fuelMinorOf(draft.fuelBasePrice, draft.currency.trim().toUpperCase() || 'USD'),
  fuelEconomy: numberOf(draft.fuelEconomy),
});

export type WeekDraft = { effectiveFrom: string; price: string; source: string };

export const weekDraft = (week: FuelRates_WeekFragment | null, currency: string): WeekDraft => ({
  effectiveFrom: week?.effectiveFrom ?? '',
  price: fuelMajorText(week?.pricePerUnit, currency),
  source: week?.source ?? '',
});

/** The FuelRateInput of a draft; the price's errors come back on `pricePerUnit`. */
export const weekInput = (draft: WeekDraft, currency: string) => ({
  effectiveFrom: draft.effectiveFrom,
  pricePerUnit: fuelMinorOf(draft.price, currency),
  source: draft.source,
});
