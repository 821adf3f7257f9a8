import { tenantSettingsInputSchema } from '../../src/domain/settings/schemas';
import type { Queryable } from '../db/database';
import { badUserInput, checkVersion } from '../errors';
import type { GraphQLContext } from '../graphql/context';
import { auditWrite, validateInput } from '../records/writes';
import { requireSettingsAdmin } from './settings.access';
import { TENANT_SETTINGS_SELECT, TENANTS, type TenantSettingsRow } from './settings.rows';

/**
 * What money the tenant has recorded in its currency, one count per kind: priced quotes (their lines) and orders
 * (their agreed price or lines), storage rate cards and tag and title fees with an amount. Amounts are minor units
 * of the tenant's currency with no currency of their own, so while any is recorded the currency may not change (the
 * figures would silently mean another money): docs/decisions.md#tenant-settings-and-fuel-rates-issue-29.
 */
const MONEY_RECORDED: readonly { what: string; sql: string }[] = [
  {
    what: 'priced quotes',
    sql: 'SELECT count(*) FROM quotes q WHERE q.tenant_id = $1 AND EXISTS (SELECT 1 FROM quote_line_items l WHERE l.tenant_id = $1 AND l.quote_id = q.id)',
  },
  {
    what: 'priced orders',
    sql: `SELECT count(*) FROM orders o WHERE o.tenant_id = $1 AND (o.price_source IS NOT NULL
            OR EXISTS (SELECT 1 FROM order_line_items l WHERE l.tenant_id = $1 AND l.order_id = o.id))`,
  },
  { what: 'storage rate cards', sql: 'SELECT count(*) FROM storage_rate_cards WHERE tenant_id = $1' },
  { what: 'tag and title fees', sql: 'SELECT count(*) FROM tnt_packet_fees WHERE tenant_id = $1 AND amount IS NOT NULL' },
];

/** Why the currency may no longer change ("Money is recorded in USD: 12 priced quotes, 3 storage rate cards."), or null. */
export const currencyLock = async (db: Queryable, tenantId: string, currency: string): Promise<string | null> => {
  const { rows } = await db.query<Record<string, number>>(
    `SELECT ${MONEY_RECORDED.map((kind, i) => `(${kind.sql})::int AS k${i}`).join(', ')}`,
    [tenantId],
  );
  const found = MONEY_RECORDED.map((kind, i) => [rows[0][`k${i}`], kind.what] as const).filter(([n]) => n > 0);
  if (found.length === 0) return null;
  const list = found.map(([n, what]) => `${n.toLocaleString('en-US')} ${n === 1 ? what.replace(/s( |$)/, '$1') : what}`);
  return `Money is recorded in ${currency}: ${list.join(', ')}. Its amounts would read as another currency, so the currency stays ${currency}.`;
};

/** The current tenant's settings (ADMIN). */
export const tenantSettings = async (ctx: GraphQLContext): Promise<TenantSettingsRow> => {
  const { tenantId } = requireSettingsAdmin(ctx);
  const { rows } = await ctx.db.query<TenantSettingsRow>(`SELECT ${TENANT_SETTINGS_SELECT} FROM tenants t WHERE t.id = $1`, [tenantId]);
  return rows[0];
};

/**
 * Saves the tenant's settings at its version: the shared schema (BAD_USER_INPUT, nothing stored), CONFLICT on a
 * stale version, a currency change refused while money is recorded (the reason as input.currency's error), then the
 * row and its audit row (`tenant.update`, kind Tenants) in the request's transaction. A time zone change re-dates the
 * legs' pickup days (migration 032's trigger).
 */
export const updateTenantSettings = async (ctx: GraphQLContext, version: number, input: unknown): Promise<TenantSettingsRow> => {
  const who = requireSettingsAdmin(ctx);
  const data = validateInput(tenantSettingsInputSchema, input);
  const { rows } = await ctx.db.query<TenantSettingsRow>(`SELECT ${TENANT_SETTINGS_SELECT} FROM tenants t WHERE t.id = $1 FOR UPDATE`, [
    who.tenantId,
  ]);
  const before = checkVersion(rows[0], version, 'Tenant');
  if (data.currency !== before.currency) {
    const locked = await currencyLock(ctx.db, who.tenantId, before.currency);
    if (locked) throw badUserInput({ 'input.currency': [locked] });
  }
  const taken = await ctx.db.query('SELECT 1 FROM tenants WHERE lower(name) = lower($1) AND id <> $2', [data.name, who.tenantId]);
  if (taken.rows.length > 0) throw badUserInput({ 'input.name': ['Another tenant has this name.'] });
  const columns: Record<string, unknown> = {
    name: data.name,
    locale: data.locale,
    currency: data.currency,
    weight_unit: data.weightUnit,
    dimension_unit: data.dimensionUnit,
    distance_unit: data.distanceUnit,
    fuel_unit: data.fuelUnit,
    zone_size: data.zoneSize,
    time_zone: data.timeZone,
    fuel_base_price: data.fuelBasePrice,
    fuel_economy: data.fuelEconomy,
    address: data.address ?? before.address,
    remit_to: data.remitTo ?? before.remitTo,
  };
  // The tenants row is its own tenant (no tenant_id), so the kit's writeColumns does not fit; same shape otherwise.
  const names = Object.keys(columns);
  const updated = await ctx.db.query<TenantSettingsRow>(
    `UPDATE tenants t SET ${names.map((name, i) => `${name} = $${i + 3}`).join(', ')}, version = t.version + 1, updated_at = now()
     WHERE t.id = $1 AND t.version = $2 RETURNING ${TENANT_SETTINGS_SELECT}`,
    [who.tenantId, before.version, ...names.map((name) => columns[name])],
  );
  const after = updated.rows[0];
  await auditWrite(ctx, who, TENANTS, 'update', who.tenantId, { before, after });
  return after;
};
