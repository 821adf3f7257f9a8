import { computeStorageCharge } from '../../src/domain/storage/billableDays';
import type { LineItem } from '../../src/generated/resolvers';
import type { GraphQLContext } from '../graphql/context';
import { storageLoaders } from './storage.loaders';
import type { StorageChargeRow, StorageRecordRow } from './storage.rows';

/**
 * A record's running charge: from its check-in to its check-out (or now), by the client's rate card at the facility,
 * else the facility's own, in the tenant's days with the facility's closures (billableDays.ts). Null before check-in or
 * without a rate card. Loaded in batches, so a list of records reads each facility's cards and closures once.
 */
export const storageCharge = async (ctx: GraphQLContext, record: StorageRecordRow, now = new Date()): Promise<StorageChargeRow | null> => {
  if (!record.checkedInAt) return null;
  const loaders = storageLoaders(ctx);
  const [cards, closures, zones] = await Promise.all([
    loaders.rateCardsByFacility.load(record.facilityId),
    loaders.closuresByFacility.load(record.facilityId),
    loaders.zoneByTenant.load(record.tenantId),
  ]);
  const card = cards.find((each) => each.clientId === record.clientId) ?? cards.find((each) => each.clientId === null);
  if (!card) return null;
  const asOf = record.checkedOutAt ?? now;
  const charge = computeStorageCharge({
    from: record.checkedInAt,
    to: asOf,
    timeZone: zones[0]?.timeZone ?? 'America/New_York',
    card,
    closures: closures.map((closure) => closure.day),
  });
  return { ...charge, rateCard: card, asOf };
};

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The STORAGE line item the stay will bill (days × daily rate, docs/flows.md#pricing-a-quote), saying where its number came from. */
export const storageLineItem = (record: StorageRecordRow, charge: StorageChargeRow | null): LineItem | null => {
  if (!charge) return null;
  const { rateCard: card } = charge;
  const parts = [`${charge.stayDays} day${charge.stayDays === 1 ? '' : 's'} on site`];
  if (charge.closedDays > 0) parts.push(`${charge.closedDays} closed not billed`);
  if (charge.freeDays > 0) parts.push(`${charge.freeDays} free`);
  parts.push(`${charge.chargedDays} × ${money(card.dailyRate)}`);
  for (const month of charge.months.filter((each) => each.capped)) parts.push(`${month.month} capped at ${money(month.amount)}`);
  if (charge.minimumApplied) parts.push(`minimum charge ${money(card.minimumCharge)}`);
  return {
    type: 'STORAGE',
    legIndex: null,
    description: `Storage ${record.number}`,
    quantity: charge.chargedDays,
    unitAmount: card.dailyRate,
    amount: charge.amount,
    explanation: `${parts.join('; ')}${card.clientId ? " (the client's rate card)" : ''}.`,
  };
};
