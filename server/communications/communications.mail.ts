import { communicationMailSchema } from '../../src/domain/communications/schemas';
import type { GraphQLContext } from '../graphql/context';
import { notFound } from '../errors';
import { queueMail } from '../mail/mailer';
import { validateInput } from '../records/writes';
import { requireLogWriter } from './communications.access';
import type { CommunicationEntryRow } from './communications.rows';
import { recordCommunication } from './communications.service';
import { type LegMailFacts, templateMail } from './communications.templates';

// The facts a template names, read in one pass (the tenant's zone and locale format its times).
const LEG_FACTS = `
  SELECT t.name AS "tenantName", t.time_zone AS "timeZone", t.locale, ol.number,
    coalesce(nullif(trim(concat_ws(' ', v.year, v.make, v.model)), ''), 'vehicle') || coalesce(' (VIN ' || v.vin || ')', '') AS vehicle,
    coalesce(o.city || ', ' || o.state_province, 'the pickup place') AS origin,
    coalesce(d.city || ', ' || d.state_province, 'the delivery place') AS destination,
    to_char(ol.requested_pickup_date, 'YYYY-MM-DD') AS "requestedPickup",
    to_char(ol.requested_delivery_date, 'YYYY-MM-DD') AS "requestedDelivery",
    ol.confirmed_pickup_at AS "confirmedPickupAt", ol.confirmed_delivery_at AS "confirmedDeliveryAt"
  FROM order_legs ol JOIN tenants t ON t.id = ol.tenant_id
  LEFT JOIN vehicles v ON v.tenant_id = ol.tenant_id AND v.id = ol.vehicle_id
  LEFT JOIN locations o ON o.tenant_id = ol.tenant_id AND o.id = ol.origin_id
  LEFT JOIN locations d ON d.tenant_id = ol.tenant_id AND d.id = ol.destination_id
  WHERE ol.tenant_id = $1 AND ol.id = $2 AND ol.deleted_at IS NULL`;

/**
 * sendCommunicationMail: the template, filled from the leg, goes to the outbox and the same transaction writes the
 * leg's log entry (EMAIL, OUTBOUND, LEFT_MESSAGE: a mail reaches an inbox, not a person), naming the mail it is.
 */
export const sendCommunicationMail = async (ctx: GraphQLContext, input: unknown): Promise<CommunicationEntryRow> => {
  const { tenantId } = requireLogWriter(ctx);
  const values = validateInput(communicationMailSchema, input);
  const { rows } = await ctx.db.query<LegMailFacts>(LEG_FACTS, [tenantId, values.legId]);
  const facts = rows[0];
  if (!facts) throw notFound('Order leg');
  const mail = templateMail(values.template, values.to, values.contactName, facts);
  const mailId = await queueMail(ctx.db, mail);
  return recordCommunication(
    ctx.db,
    ctx,
    {
      subject: { kind: 'LEG', id: values.legId },
      direction: 'OUTBOUND',
      channel: 'EMAIL',
      contactName: values.contactName,
      contactEmail: values.to,
      outcome: 'LEFT_MESSAGE',
      notes: `${mail.subject}\n\n${mail.text}`,
    },
    { mailId },
  );
};
