import { createHash } from 'node:crypto';
import DataLoader from 'dataloader';
import type { Queryable, Row } from '../db/database';
import { createDirectoryLoaders } from './directory.loaders';
import { createOrderLoaders } from './orders.loaders';
import type { ClientRow, ContactRow, CustomerRow, MediaRow, TenantRow } from './rows';

/**
 * One batched query per relation per request (no N+1). `sql` takes the keys as `$1::uuid[]` and returns the
 * key in a column named `key`.
 */
export const groupLoader = <T extends Row>(tx: Queryable, sql: string) =>
  new DataLoader<string, T[]>(async (keys) => {
    const { rows } = await tx.query<T & { key: string }>(sql, [keys], { prepare: statementName(sql) });
    const byKey = new Map<string, T[]>();
    for (const row of rows) byKey.set(row.key, [...(byKey.get(row.key) ?? []), row]);
    return keys.map((key) => byKey.get(key) ?? []);
  });

const names = new Map<string, string>();

/** A loader's statement text never changes, so it is prepared once per connection under a name made from it. */
const statementName = (sql: string) => {
  let name = names.get(sql);
  if (!name) {
    name = `loader-${createHash('sha1').update(sql).digest('hex').slice(0, 16)}`;
    names.set(sql, name);
  }
  return name;
};

const CLIENT = `c.id, c.tenant_id AS "tenantId", c.display_name AS "displayName", c.code, c.deleted_at AS "deletedAt",
  c.version, c.created_at AS "createdAt"`;
const CUSTOMER = `${CLIENT}, c.client_id AS "clientId"`;

export const createLoaders = (tx: Queryable) => ({
  ...createOrderLoaders(tx),
  ...createDirectoryLoaders(tx),
  tenantsByUser: groupLoader<TenantRow>(
    tx,
    `SELECT ut.user_id AS key, t.id, t.name, t.locale, t.currency, t.weight_unit AS "weightUnit",
       t.dimension_unit AS "dimensionUnit", t.distance_unit AS "distanceUnit", t.fuel_unit AS "fuelUnit",
       t.zone_size AS "zoneSize"
     FROM user_tenants ut JOIN tenants t ON t.id = ut.tenant_id WHERE ut.user_id = ANY($1::uuid[]) ORDER BY t.name`,
  ),
  clientsByUser: groupLoader<ClientRow>(
    tx,
    `SELECT cu.user_id AS key, ${CLIENT} FROM client_users cu JOIN clients c ON c.id = cu.client_id
     WHERE cu.user_id = ANY($1::uuid[]) ORDER BY c.display_name`,
  ),
  customersByUser: groupLoader<CustomerRow>(
    tx,
    `SELECT xu.user_id AS key, ${CUSTOMER} FROM customer_users xu JOIN customers c ON c.id = xu.customer_id
     WHERE xu.user_id = ANY($1::uuid[]) ORDER BY c.display_name`,
  ),
  customersByClient: groupLoader<CustomerRow>(
    tx,
    `SELECT c.client_id AS key, ${CUSTOMER} FROM customers c WHERE c.client_id = ANY($1::uuid[]) ORDER BY c.display_name`,
  ),
  clientById: groupLoader<ClientRow>(tx, `SELECT c.id AS key, ${CLIENT} FROM clients c WHERE c.id = ANY($1::uuid[])`),
  contactByUser: groupLoader<ContactRow>(
    tx,
    `SELECT user_id AS key, id, first_name AS "firstName", last_name AS "lastName", email, phone, phone_ext AS "phoneExt",
       mobile_phone AS "mobilePhone", fax, title FROM user_contacts WHERE user_id = ANY($1::uuid[])`,
  ),
  avatarsByUser: groupLoader<MediaRow>(
    tx,
    `SELECT owner_id AS key, id, category, file_name AS "fileName", mime_type AS "mimeType", size, created_at AS "createdAt"
     FROM media WHERE owner_kind = 'User' AND category = 'AVATARS' AND owner_id = ANY($1::uuid[]) ORDER BY created_at DESC`,
  ),
});

export type Loaders = ReturnType<typeof createLoaders>;

/** Forgets every cached row: a long-lived subscription context reloads what changed on each event. */
export const clearLoaders = (loaders: Loaders) => {
  for (const loader of Object.values(loaders)) loader.clearAll();
};
