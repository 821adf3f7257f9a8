import type { LineItem, PriceResult } from '../../src/domain/pricing';

/**
 * A priced line in the client's words. Staff read how the rate card reached a number ("412 mi (great circle × 1.2
 * road factor) ÷ 50-mi zones … (default tariff, DRIVEN, SEDAN)"); a portal caller gets what the line is for: the
 * distance as estimated road miles, the standard or the agreed rate, the fuel surcharge with its week. The rewrite
 * happens on the server, so the rule names never reach a portal user's browser.
 */

const UNIT_WORDS: Record<string, string> = { mi: 'miles', km: 'kilometres' };

const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** "about 412 road miles" from a line that starts with its distance ("412 mi (great circle …)" or "412 mi (entered)"). */
const distanceWords = (explanation: string): string | null => {
  const found = /^([\d.,]+)\s*(mi|km)\b(\s*\(entered\))?/.exec(explanation);
  if (!found) return null;
  const unit = UNIT_WORDS[found[2]];
  return found[3] ? `${found[1]} ${unit}` : `about ${found[1]} road ${unit} (estimated)`;
};

const rateWords = (item: LineItem): string => {
  if (item.amount === 0 && item.quantity === 0) return 'The rate for this leg will be confirmed by our team.';
  const rate = /\(default tariff,/.test(item.explanation) ? 'Standard rate' : 'Your agreed rate';
  const distance = distanceWords(item.explanation);
  const minimum = /so the minimum applies/.test(item.explanation) ? '; the minimum charge applies' : '';
  return `${rate}${distance ? ` for ${distance}` : ''}${minimum}.`;
};

const fuelWords = (item: LineItem): string => {
  const week = /fuel rate from (\d{4}-\d{2}-\d{2})/.exec(item.explanation)?.[1];
  if (!week) return 'No fuel surcharge applies.';
  const distance = distanceWords(item.explanation);
  return `Fuel surcharge for the week of ${day.format(new Date(`${week}T00:00:00Z`))}${distance ? `, on ${distance}` : ''}.`;
};

const feeWords = (item: LineItem): string => {
  const place = /fee zone for (.+?) \((?:city|county|state)/.exec(item.explanation)?.[1];
  const what = item.type === 'PICKUP' ? 'Pickup fee' : 'Delivery fee';
  return place ? `${what} for ${place}.` : `${what}.`;
};

/** The explanation a portal user reads; lines whose own words are plain already keep them without the staff's notes. */
const portalExplanation = (item: LineItem): string => {
  switch (item.type) {
    case 'RATE':
      return rateWords(item);
    case 'FUEL':
      return fuelWords(item);
    case 'PICKUP':
    case 'DELIVERY':
      return feeWords(item);
    case 'HAZMAT':
      return 'Electric vehicle: its lithium-ion battery is handled as hazardous material.';
    case 'STORAGE':
    case 'DISCOUNT':
    case 'TAX':
      return item.explanation.replace(/\s*\(set on this quote\)/, '');
    default:
      return '';
  }
};

export const portalLineItem = (item: LineItem): LineItem => ({ ...item, explanation: portalExplanation(item) });

export const portalLineItems = (items: readonly LineItem[]): LineItem[] => items.map(portalLineItem);

/** A price for a portal caller: its lines in plain words; warnings name rules and tariffs, so they stay with staff. */
export const portalPrice = (price: PriceResult): PriceResult => ({ ...price, lineItems: portalLineItems(price.lineItems), warnings: [] });
