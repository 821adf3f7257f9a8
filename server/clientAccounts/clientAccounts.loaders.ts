import { BILLING_ITEM_SELECT, type BillingItemRow } from '../catalogs/catalogs.rows';
import type { Queryable, Row } from '../db/database';
import { groupLoader, keyedLoader } from '../graphql/groupLoader';
import { ORDER_SELECT, type OrderRow } from '../orders/orders.rows';
import { defineLoaders } from '../graphql/loaders';
import { ADMIN_USER_SELECT, type AdminUserRow } from '../users/users.rows';
import { CONTACT_ORDER, CONTACT_SELECT, type ClientContactRow } from '../directory/directory.rows';
import {
  CLIENT_INVOICING_SELECT,
  type ClientInvoicingRow,
  OPEN_ORDER_SQL,
  PARTY_BILLING_ITEM_SELECT,
  type PartyBillingItemRow,
  TARIFF_RATE_ORDER,
  TARIFF_RATE_SELECT,
  type TariffRateRow,
} from './clientAccounts.rows';
import type { AccountManagerRow } from './clientAccounts.manager';

/** Portal users of `$1` clients whose every other client is deleted (`cu.client_id` is the key). */
const PORTAL_USERS_LOSING_ACCESS = `SELECT cu.client_id AS key, ${ADMIN_USER_SELECT}
  FROM client_users cu JOIN users u ON u.id = cu.user_id
  WHERE cu.tenant_id = app_tenant_id() AND cu.client_id = ANY($1::uuid[]) AND u.deleted_at IS NULL
    AND NOT EXISTS (SELECT 1 FROM client_users other JOIN clients oc ON oc.tenant_id = other.tenant_id AND oc.id = other.client_id
      WHERE other.user_id = u.id AND other.client_id <> cu.client_id AND oc.deleted_at IS NULL)
  ORDER BY lower(u.name), u.id`;

/** A party's live rows of one kind (`alias` names its table in `from`), by client or by customer. */
type PartyRows = { alias: string; select: string; from: string; orderBy: string };
const CONTACTS: PartyRows = { alias: 'ct', select: CONTACT_SELECT, from: 'contacts ct', orderBy: CONTACT_ORDER };
const TARIFFS: PartyRows = { alias: 'tr', select: TARIFF_RATE_SELECT, from: 'tariff_rates tr', orderBy: TARIFF_RATE_ORDER };
const PRICES: PartyRows = {
  alias: 'pb',
  select: PARTY_BILLING_ITEM_SELECT,
  from: 'party_billing_items pb JOIN billing_items bi ON bi.tenant_id = pb.tenant_id AND bi.id = pb.billing_item_id',
  orderBy: 'bi.code, pb.id',
};
const partyLoader = <T extends Row>(db: Queryable, column: 'client_id' | 'customer_id', rows: PartyRows) =>
  keyedLoader<T>(db, {
    key: `${rows.alias}.${column}`,
    select: rows.select,
    from: rows.from,
    where: `${rows.alias}.tenant_id = app_tenant_id() AND ${rows.alias}.deleted_at IS NULL`,
    orderBy: rows.orderBy,
  });

/** Batched loaders of the client and customer pages and the clients list (one query per relation for a page of rows). */
export const clientAccountLoaders = defineLoaders((db) => ({
  customerCount: groupLoader<{ count: number }>(
    db,
    `SELECT c.client_id AS key, count(*)::int AS count FROM customers c
     WHERE c.tenant_id = app_tenant_id() AND c.client_id = ANY($1::uuid[]) AND c.deleted_at IS NULL GROUP BY c.client_id`,
  ),
  openOrderCountByClient: groupLoader<{ count: number }>(
    db,
    `SELECT o.client_id AS key, count(*)::int AS count FROM orders o
     WHERE o.tenant_id = app_tenant_id() AND o.client_id = ANY($1::uuid[]) AND ${OPEN_ORDER_SQL} GROUP BY o.client_id`,
  ),
  openOrderCountByCustomer: groupLoader<{ count: number }>(
    db,
    `SELECT o.customer_id AS key, count(*)::int AS count FROM orders o
     WHERE o.tenant_id = app_tenant_id() AND o.customer_id = ANY($1::uuid[]) AND ${OPEN_ORDER_SQL} GROUP BY o.customer_id`,
  ),
  openOrdersByClient: groupLoader<OrderRow>(
    db,
    `SELECT k.id AS key, x.* FROM unnest($1::uuid[]) k(id) CROSS JOIN LATERAL (
       SELECT ${ORDER_SELECT} FROM orders o
       WHERE o.tenant_id = app_tenant_id() AND o.client_id = k.id AND ${OPEN_ORDER_SQL}
       ORDER BY o.created_at DESC, o.id LIMIT 50) x`,
  ),
  portalUsersLosingAccess: groupLoader<AdminUserRow>(db, PORTAL_USERS_LOSING_ACCESS),
  invoicing: groupLoader<ClientInvoicingRow>(
    db,
    `SELECT c.id AS key, ${CLIENT_INVOICING_SELECT} FROM clients c WHERE c.tenant_id = app_tenant_id() AND c.id = ANY($1::uuid[])`,
  ),
  contactById: groupLoader<ClientContactRow>(
    db,
    `SELECT ct.id AS key, ${CONTACT_SELECT} FROM contacts ct WHERE ct.tenant_id = app_tenant_id() AND ct.id = ANY($1::uuid[])`,
  ),
  contactsByCustomer: partyLoader<ClientContactRow>(db, 'customer_id', CONTACTS),
  tariffRatesByClient: partyLoader<TariffRateRow>(db, 'client_id', TARIFFS),
  tariffRatesByCustomer: partyLoader<TariffRateRow>(db, 'customer_id', TARIFFS),
  billingItemsByClient: partyLoader<PartyBillingItemRow>(db, 'client_id', PRICES),
  billingItemsByCustomer: partyLoader<PartyBillingItemRow>(db, 'customer_id', PRICES),
  /** What applies to the row's party: its own price, else (a customer's row) its client's, else the catalog's. */
  appliedPrice: groupLoader<{ amount: number; source: 'CUSTOMER' | 'CLIENT' | 'CATALOG' }>(
    db,
    `SELECT pb.id AS key, coalesce(pb.amount, cl.amount, bi.amount)::int AS amount,
       CASE WHEN pb.amount IS NOT NULL AND pb.customer_id IS NOT NULL THEN 'CUSTOMER'
            WHEN pb.amount IS NOT NULL OR cl.amount IS NOT NULL THEN 'CLIENT' ELSE 'CATALOG' END AS source
     FROM party_billing_items pb JOIN billing_items bi ON bi.tenant_id = pb.tenant_id AND bi.id = pb.billing_item_id
       LEFT JOIN customers cu ON cu.tenant_id = pb.tenant_id AND cu.id = pb.customer_id
       LEFT JOIN party_billing_items cl ON cl.tenant_id = pb.tenant_id AND cl.client_id = cu.client_id
         AND cl.billing_item_id = pb.billing_item_id AND cl.deleted_at IS NULL
     WHERE pb.id = ANY($1::uuid[])`,
  ),
  accountManagerByClient: groupLoader<AccountManagerRow>(
    db,
    `SELECT c.id AS key, u.id, u.name, u.email,
       EXISTS (SELECT 1 FROM user_roles lr WHERE lr.user_id = u.id AND lr.role = 'CLIENT_RELATIONS_LEAD') AS lead
     FROM clients c JOIN users u ON u.id = c.account_manager_id WHERE c.tenant_id = app_tenant_id() AND c.id = ANY($1::uuid[])`,
  ),
  billingItem: groupLoader<BillingItemRow>(
    db,
    `SELECT bi.id AS key, ${BILLING_ITEM_SELECT} FROM billing_items bi WHERE bi.id = ANY($1::uuid[])`,
  ),
}));
