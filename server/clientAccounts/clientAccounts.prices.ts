import { canAutoAdd, hasPartyPrice } from '../../src/domain/partyPrices';
import type { LineItemType } from '../../src/generated/enums';
import type { PartyBillingItemInput } from '../../src/generated/resolvers';
import { badUserInput, conflict, isUuid } from '../errors';
import type { GraphQLContext } from '../graphql/context';
import { auditWrite, deleteRow, insertRow, lockLive, writeColumns } from '../records/writes';
import { requireAccountManager } from './clientAccounts.access';
import { type PartyArgs, resolveParty } from './clientAccounts.parties';
import { PARTY_BILLING_ITEMS, type PartyBillingItemRow } from './clientAccounts.rows';

/**
 * A client's or a customer's own price for a catalog billing item, and whether every quote of theirs carries it
 * (auto-add). One live row per party and item: setting it again edits that row. Items priced by a percent (TAX,
 * DISCOUNT) or worked out per leg (RATE, FUEL) have no party price.
 */

const MAX_AMOUNT = 100_000_000_00;

const checkInput = async (ctx: GraphQLContext, tenantId: string, input: PartyBillingItemInput) => {
  const item = isUuid(input.billingItemId)
    ? (
        await ctx.db.query<{ type: LineItemType; name: string }>(
          'SELECT type, name FROM billing_items WHERE tenant_id = $1 AND id = $2 AND deleted_at IS NULL AND retired_at IS NULL',
          [tenantId, input.billingItemId],
        )
      ).rows[0]
    : undefined;
  if (!item) throw badUserInput({ 'input.billingItemId': ['The selected billing item is invalid (retired or not in the catalog).'] });
  const errors: Record<string, string[]> = {};
  if (!hasPartyPrice(item.type))
    errors['input.billingItemId'] = [`${item.name} is a ${item.type} item, worked out on each quote: it has no price of a client's own.`];
  if (input.amount != null && !(Number.isInteger(input.amount) && input.amount >= 0 && input.amount <= MAX_AMOUNT))
    errors['input.amount'] = ['The price must be a whole number of minor units, 0 or more.'];
  if (input.autoAdd && !canAutoAdd(item.type))
    errors['input.autoAdd'] = [`A ${item.type} item cannot be added to every quote: it is charged only when a quote asks for it.`];
  if (Object.keys(errors).length > 0) throw badUserInput(errors);
};

/**
 * Sets the party's price and auto-add for the item: creates the row, or edits the live one (at `input.version` when
 * given: a stale one is CONFLICT; two first settings racing meet the unique index, and the second is CONFLICT too).
 */
export const setPartyBillingItem = async (
  ctx: GraphQLContext,
  args: PartyArgs,
  input: PartyBillingItemInput & { version?: number | null },
) => {
  const who = requireAccountManager(ctx);
  const party = await resolveParty(ctx, who.tenantId, args);
  await checkInput(ctx, who.tenantId, input);
  const { rows } = await ctx.db.query<{ id: string }>(
    `SELECT id FROM party_billing_items WHERE tenant_id = $1 AND billing_item_id = $2 AND deleted_at IS NULL
       AND client_id IS NOT DISTINCT FROM $3::uuid AND customer_id IS NOT DISTINCT FROM $4::uuid`,
    [who.tenantId, input.billingItemId, party.clientId, party.customerId],
  );
  if (!rows[0]) {
    if (input.version != null) throw conflict();
    return insertRow<PartyBillingItemRow>(
      ctx,
      who,
      PARTY_BILLING_ITEMS,
      ['client_id', 'customer_id', 'billing_item_id', 'amount', 'auto_add'],
      [party.clientId, party.customerId, input.billingItemId, input.amount ?? null, input.autoAdd],
    ).catch((error: unknown) => {
      throw typeof error === 'object' && error !== null && 'code' in error && error.code === '23505' ? conflict() : error;
    });
  }
  const before = await lockLive<PartyBillingItemRow>(ctx, who.tenantId, PARTY_BILLING_ITEMS, rows[0].id);
  if (input.version != null && input.version !== before.version) throw conflict();
  const after = await writeColumns<PartyBillingItemRow>(ctx, who.tenantId, PARTY_BILLING_ITEMS, before, {
    amount: input.amount ?? null,
    auto_add: input.autoAdd,
  });
  await auditWrite(ctx, who, PARTY_BILLING_ITEMS, 'update', before.id, { before, after });
  return after;
};

export const removePartyBillingItem = (ctx: GraphQLContext, id: string, version: number) =>
  deleteRow<PartyBillingItemRow>(ctx, requireAccountManager(ctx), PARTY_BILLING_ITEMS, id, version);
