import type { LineItemType } from '../generated/enums/LineItemType';
import type { PriceSource } from '../generated/enums/PriceSource';

/**
 * A client's or customer's own prices of catalog billing items (issue 29): which items may carry one, which may be
 * added to every quote, and which price applies. A customer's own price overrides its client's, which overrides the
 * catalog's. The views list every item with these rules; the server refuses the rest.
 */

/** Items worked out on each quote (a percent, per leg, the fuel index): no party has a price of its own for them. */
export const NO_PARTY_PRICE_TYPES: readonly LineItemType[] = ['DISCOUNT', 'FUEL', 'RATE', 'TAX'];

/** Items a party's billing items may add to every quote (the others are charged only when a quote asks for them). */
export const AUTO_ADD_TYPES: readonly LineItemType[] = ['DELIVERY', 'FIRST_SERVICE_CHARGE', 'PICKUP', 'TAG_AND_TITLE', 'TARIFF'];

export const hasPartyPrice = (type: LineItemType): boolean => !NO_PARTY_PRICE_TYPES.includes(type);
export const canAutoAdd = (type: LineItemType): boolean => AUTO_ADD_TYPES.includes(type);

export type CatalogItem = { id: string; type: LineItemType; amount: number };
export type PartyPrice = { amount: number | null; appliedAmount: number; appliedSource: PriceSource };
export type AppliedPrice = { amount: number; source: PriceSource };

/**
 * The price that applies to an item for the party: the party's own row says it (the server worked it out), else, for a
 * customer, its client's row, else the catalog's.
 */
export const appliedPrice = (item: CatalogItem, own: PartyPrice | undefined, client: PartyPrice | undefined): AppliedPrice =>
  own
    ? { amount: own.appliedAmount, source: own.appliedSource }
    : client
      ? { amount: client.appliedAmount, source: client.appliedSource }
      : { amount: item.amount, source: 'CATALOG' };
