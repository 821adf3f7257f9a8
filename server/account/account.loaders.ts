import type { AuthUser } from '../auth/users';
import { type ClientRow, type CustomerRow, CLIENT_IDENTITY_SELECT, CUSTOMER_SELECT } from '../directory/directory.rows';
import { groupLoader } from '../graphql/groupLoader';
import { defineLoaders } from '../graphql/loaders';
import type { MediaRow } from '../media/media.rows';
import type { ContactRow, TenantRow } from './account.rows';

/** Batched loaders of users: their tenants, links, contact details and avatars, and the names other areas show. */
export const accountLoaders = defineLoaders((db) => ({
  tenantsByUser: groupLoader<TenantRow>(
    db,
    `SELECT ut.user_id AS key, t.id, t.name, t.locale, t.currency, t.weight_unit AS "weightUnit",
       t.dimension_unit AS "dimensionUnit", t.distance_unit AS "distanceUnit", t.fuel_unit AS "fuelUnit",
       t.zone_size AS "zoneSize", t.time_zone AS "timeZone"
     FROM user_tenants ut JOIN tenants t ON t.id = ut.tenant_id WHERE ut.user_id = ANY($1::uuid[]) ORDER BY t.name`,
  ),
  clientsByUser: groupLoader<ClientRow>(
    db,
    `SELECT cu.user_id AS key, ${CLIENT_IDENTITY_SELECT} FROM client_users cu JOIN clients c ON c.id = cu.client_id
     WHERE cu.user_id = ANY($1::uuid[]) ORDER BY c.display_name`,
  ),
  customersByUser: groupLoader<CustomerRow>(
    db,
    `SELECT xu.user_id AS key, ${CUSTOMER_SELECT} FROM customer_users xu JOIN customers c ON c.id = xu.customer_id
     WHERE xu.user_id = ANY($1::uuid[]) ORDER BY c.display_name`,
  ),
  contactByUser: groupLoader<ContactRow>(
    db,
    `SELECT user_id AS key, id, first_name AS "firstName", last_name AS "lastName", email, phone, phone_ext AS "phoneExt",
       mobile_phone AS "mobilePhone", fax, title FROM user_contacts WHERE user_id = ANY($1::uuid[])`,
  ),
  avatarsByUser: groupLoader<MediaRow>(
    db,
    `SELECT owner_id AS key, id, category, file_name AS "fileName", mime_type AS "mimeType", size, created_at AS "createdAt"
     FROM media WHERE owner_kind = 'User' AND category = 'AVATARS' AND owner_id = ANY($1::uuid[]) ORDER BY created_at DESC`,
  ),
  /** Users of the current tenant (mentions); the same shape as findUserById. */
  tenantUserById: groupLoader<AuthUser>(
    db,
    `SELECT u.id AS key, u.id, u.email, u.name, u.email_verified_at AS "emailVerifiedAt", u.version,
       u.created_at AS "createdAt", u.updated_at AS "updatedAt",
       coalesce((SELECT array_agg(r.role ORDER BY r.role) FROM user_roles r WHERE r.user_id = u.id), '{}') AS roles
     FROM users u JOIN user_tenants ut ON ut.user_id = u.id AND ut.tenant_id = app_tenant_id()
     WHERE u.id = ANY($1::uuid[]) AND u.deleted_at IS NULL`,
  ),
  /** Names of whoever created a record, even if they have since left the tenant. */
  userNameById: groupLoader<{ name: string }>(db, 'SELECT u.id AS key, u.name FROM users u WHERE u.id = ANY($1::uuid[])'),
}));
