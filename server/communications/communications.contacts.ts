import type { Queryable } from '../db/database';
import type { GraphQLContext } from '../graphql/context';
import { validateInput } from '../records/writes';
import { communicationSubjectSchema } from '../../src/domain/communications/schemas';
import { requireLogReader } from './communications.access';
import { type CommunicationSubject, requireSubject } from './communications.subjects';

/** A person the log form offers (GraphQL CommunicationContact). */
export type CommunicationContactRow = { role: string; name: string; phone: string | null; email: string | null };

// The contacts table's people of a client, a customer or a place, named as the contacts tab names them.
const PERSON = `trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, ''))`;
const PHONE = `coalesce(c.phone || coalesce(' x' || c.phone_ext, ''), c.mobile_phone)`;

// A leg's ends: the leg's own pickup and delivery contacts (migration 016), then the place's contact.
const LEG_ENDS = `
  SELECT e.role, e.contact ->> 'name' AS name, e.contact ->> 'phone' AS phone, e.contact ->> 'email' AS email, e.n AS rank, 0 AS sub
  FROM order_legs ol
  CROSS JOIN LATERAL (VALUES ('Pickup', ol.pickup_contact, 1), ('Delivery', ol.delivery_contact, 2)) AS e(role, contact, n)
  WHERE ol.tenant_id = $1 AND ol.id = ANY($2::uuid[]) AND e.contact IS NOT NULL
  UNION ALL
  SELECT e.role || ' place', coalesce(l.contact_name, l.name), l.contact_phone, NULL, e.n, 1
  FROM order_legs ol
  CROSS JOIN LATERAL (VALUES ('Pickup', ol.origin_id, 1), ('Delivery', ol.destination_id, 2)) AS e(role, location_id, n)
  JOIN locations l ON l.tenant_id = ol.tenant_id AND l.id = e.location_id
  WHERE ol.tenant_id = $1 AND ol.id = ANY($2::uuid[]) AND l.contact_phone IS NOT NULL`;

// A client's or customer's contacts: primary first.
const ACCOUNT = (column: 'client_id' | 'customer_id', role: string) => `
  SELECT '${role} ' || lower(c.type) AS role, ${PERSON} AS name, ${PHONE} AS phone, c.email, 3 AS rank,
    CASE c.type WHEN 'PRIMARY' THEN 0 WHEN 'ALTERNATE' THEN 1 ELSE 2 END AS sub
  FROM contacts c WHERE c.tenant_id = $1 AND c.${column} = ANY($2::uuid[]) AND c.deleted_at IS NULL`;

const listed = async (db: Queryable, sql: string, tenantId: string, ids: readonly string[]) =>
  (await db.query<CommunicationContactRow & { rank: number; sub: number }>(sql, [tenantId, ids])).rows;

/** The people a record's log offers: a leg's pickup and delivery contacts; an order's legs' and its client's; an account's own. */
const contactsOf = async (db: Queryable, tenantId: string, subject: CommunicationSubject) => {
  const ids = [subject.id];
  switch (subject.kind) {
    case 'LEG':
      return listed(db, LEG_ENDS, tenantId, ids);
    case 'CLIENT':
      return listed(db, ACCOUNT('client_id', 'Client'), tenantId, ids);
    case 'CUSTOMER':
      return listed(db, ACCOUNT('customer_id', 'Customer'), tenantId, ids);
    case 'ORDER': {
      const { rows } = await db.query<{ legIds: string[]; clientId: string; customerId: string | null }>(
        `SELECT o.client_id AS "clientId", o.customer_id AS "customerId",
           coalesce(array_agg(ol.id ORDER BY ol.position) FILTER (WHERE ol.id IS NOT NULL), '{}') AS "legIds"
         FROM orders o LEFT JOIN order_legs ol ON ol.tenant_id = o.tenant_id AND ol.order_id = o.id AND ol.deleted_at IS NULL
         WHERE o.tenant_id = $1 AND o.id = $2 GROUP BY o.id`,
        [tenantId, subject.id],
      );
      const order = rows[0];
      if (!order) return [];
      return [
        ...(await listed(db, LEG_ENDS, tenantId, order.legIds)),
        ...(await listed(db, ACCOUNT('client_id', 'Client'), tenantId, [order.clientId])),
        ...(order.customerId ? await listed(db, ACCOUNT('customer_id', 'Customer'), tenantId, [order.customerId]) : []),
      ];
    }
  }
};

/** communicationContacts: the record's people, in the order the form lists them, each once. */
export const communicationContacts = async (ctx: GraphQLContext, args: { subject: unknown }): Promise<CommunicationContactRow[]> => {
  const { tenantId } = requireLogReader(ctx);
  const subject = validateInput(communicationSubjectSchema, args.subject, 'subject');
  await requireSubject(ctx.db, tenantId, subject);
  const rows = (await contactsOf(ctx.db, tenantId, subject)).filter((row) => row.name || row.phone || row.email);
  rows.sort((a, b) => a.rank - b.rank || a.sub - b.sub || a.name.localeCompare(b.name));
  const seen = new Set<string>();
  return rows
    .map(({ role, name, phone, email }) => ({ role, name: name || phone || email || '', phone, email }))
    .filter((row) => {
      const key = `${row.role}|${row.name}|${row.phone}|${row.email}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
};
