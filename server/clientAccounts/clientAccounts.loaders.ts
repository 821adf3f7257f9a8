import { BILLING_ITEM_SELECT, type BillingItemRow } from '../catalogs/catalogs.rows';
import { groupLoader } from '../graphql/groupLoader';
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

/** Portal users of `$1` clients whose every other client is deleted (`cu.client_id` is the key). */
const PORTAL_USERS_LOSING_ACCESS = `SELECT cu.client_id AS key, ${ADMIN_USER_SELECT}
  FROM client_users cu JOIN users u ON u.id = cu.user_id
  WHERE cu.tenant_id = app_tenant_id() AND cu.client_id = ANY($1::uuid[]) AND u.deleted_at IS NULL
    AND NOT EXISTS (SELECT 1 FROM client_users other JOIN clients oc ON oc.tenant_id = other.tenant_id AND oc.id = other.client_id
      WHERE other.user_id = u.id AND other.client_id <> cu.client_id AND oc.deleted_at IS NULL)
  ORDER BY lower(u.name), u.id`;

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
  contactsByCustomer: groupLoader<ClientContactRow>(
    db,
    `SELECT ct.customer_id AS key, ${CONTACT_SELECT} FROM contacts ct
     WHERE ct.tenant_id = app_tenant_id() AND ct.customer_id = ANY($1::uuid[]) AND ct.deleted_at IS NULL ORDER BY ${CONTACT_ORDER}`,
  ),
  tariffRatesByClient: groupLoader<TariffRateRow>(
    db,
    `SELECT tr.client_id AS key, ${TARIFF_RATE_SELECT} FROM tariff_rates tr
     WHERE tr.tenant_id = app_tenant_id() AND tr.client_id = ANY($1::uuid[]) AND tr.deleted_at IS NULL ORDER BY ${TARIFF_RATE_ORDER}`,
  ),
  tariffRatesByCustomer: groupLoader<TariffRateRow>(
    db,
    `SELECT tr.customer_id AS key, ${TARIFF_RATE_SELECT} FROM tariff_rates tr
     WHERE tr.tenant_id = app_tenant_id() AND tr.customer_id = ANY($1::uuid[]) AND tr.deleted_at IS NULL ORDER BY ${TARIFF_RATE_ORDER}`,
  ),
  billingItemsByClient: groupLoader<PartyBillingItemRow>(
    db,
    `SELECT pb.client_id AS key, ${PARTY_BILLING_ITEM_SELECT} FROM party_billing_items pb
       JOIN billing_items bi ON bi.tenant_id = pb.tenant_id AND bi.id = pb.billing_item_id
     WHERE pb.tenant_id = app_tenant_id() AND pb.client_id = ANY($1::uuid[]) AND pb.deleted_at IS NULL ORDER BY bi.code, pb.id`,
  ),
  billingItemsByCustomer: groupLoader<PartyBillingItemRow>(
    db,
    `SELECT pb.customer_id AS key, ${PARTY_BILLING_ITEM_SELECT} FROM party_billing_items pb
       JOIN billing_items bi ON bi.tenant_id = pb.tenant_id AND bi.id = pb.billing_item_id
     WHERE pb.tenant_id = app_tenant_id() AND pb.customer_id = ANY($1::uuid[]) AND pb.deleted_at IS NULL ORDER BY bi.code, pb.id`,
  ),
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
  billingItem: groupLoader<BillingItemRow>(
    db,
    `SELECT bi.id AS key, ${BILLING_ITEM_SELECT} FROM billing_items bi WHERE bi.id = ANY($1::uuid[])`,
  ),
}));
