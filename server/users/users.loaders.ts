import { groupLoader, keyedLoader } from '../graphql/groupLoader';
import { defineLoaders } from '../graphql/loaders';

/** A linked record by id and name (UserLink), keyed by the user. */
export type UserLinkRow = { id: string; name: string };

/** The links of the request's tenant: client_users, customer_users, trucking_company_users (`j`) with their record `r`. */
const linkLoader = (db: Parameters<typeof groupLoader>[0], join: string, record: string, column: string) =>
  keyedLoader<UserLinkRow>(db, {
    key: 'j.user_id',
    select: 'r.id, r.display_name AS name',
    from: `${join} j JOIN ${record} r ON r.tenant_id = j.tenant_id AND r.id = j.${column}`,
    where: 'j.tenant_id = app_tenant_id()',
    orderBy: 'lower(r.display_name), r.id',
  });

/** Batched loaders of the admin's user list and page: one query per relation for a page of users (no N+1). */
export const userLoaders = defineLoaders((db) => ({
  /** The user's tenants the admin shares (migration 036's app_user_tenant_ids: the others' rows are not the admin's). */
  tenants: groupLoader<UserLinkRow>(
    db,
    `SELECT u.id AS key, t.id, t.name FROM users u CROSS JOIN LATERAL unnest(app_user_tenant_ids(u.id)) tid
       JOIN tenants t ON t.id = tid WHERE u.id = ANY($1::uuid[]) ORDER BY t.name, t.id`,
  ),
  clients: linkLoader(db, 'client_users', 'clients', 'client_id'),
  customers: linkLoader(db, 'customer_users', 'customers', 'customer_id'),
  truckingCompanies: linkLoader(db, 'trucking_company_users', 'trucking_companies', 'trucking_company_id'),
  driver: keyedLoader<UserLinkRow>(db, {
    key: 'd.user_id',
    select: "d.id, d.first_name || ' ' || d.last_name AS name",
    from: 'drivers d',
    where: 'd.tenant_id = app_tenant_id() AND d.deleted_at IS NULL',
    orderBy: 'd.id',
  }),
}));
