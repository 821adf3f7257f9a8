import {
  type DriverContactValues,
  type DriverInputValues,
  disqualifyInputSchema,
  driverContactsSchema,
  driverInputSchema,
  dscVisibilitySchema,
  legPrioritySchema,
} from '../../src/domain/schemas/carriers';
import type { DriverContactInput, DriverInput, DscVisibilityInput, LegPriorityInput } from '../../src/generated/resolvers';
import { auditWrite, type Columns, insertRow, lockRow, updateRow, validateInput, writeColumns } from '../records/writes';
import { appError, validate } from '../errors';
import type { Actor, GraphQLContext } from '../graphql/context';
import { requireCarrierEditor } from './carriers.access';
import { referenceErrors, requireReferences } from '../records/references';
import { CONTACT_SELECT, DRIVER_SELECT, DSC_SELECT, type DriverRow, LEG_PRIORITY_SELECT } from './carriers.rows';

/** Drivers: create and edit the profile, disqualify and reinstate, and replace contacts, leg priority and DSC visibility. */

export const DRIVERS = { table: 'drivers', alias: 'd', select: DRIVER_SELECT, what: 'Driver', kind: 'Drivers', noun: 'driver' };

/** The audit rows of a driver's or a trucking company's contacts. */
const CONTACTS = { kind: 'Contacts', noun: 'contact' };

const COLUMNS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'employment',
  'trucking_company_id',
  'home_hub_id',
  'licence_number',
  'licence_state',
  'licence_class',
  'endorsements',
  'licence_expires_on',
  'medical_card_expires_on',
  'mvr_reviewed_on',
  'pay_kind',
  'pay_rate',
  'pay_chargeback_allowed',
  'w9_received_on',
  'tax_id_last4',
];

/** Chargeback belongs to the pay profile: none without one; not said (an older client) keeps what is stored. */
const chargeback = (d: DriverInputValues, before?: DriverRow) =>
  d.payProfile ? (d.payProfile.chargebackAllowed ?? before?.payChargebackAllowed ?? false) : false;

const values = (d: DriverInputValues, before?: DriverRow) => [
  d.firstName,
  d.lastName,
  d.email,
  d.phone,
  d.employment,
  d.truckingCompanyId,
  d.homeHubId,
  d.licenceNumber,
  d.licenceState,
  d.licenceClass,
  d.endorsements,
  d.licenceExpiresOn,
  d.medicalCardExpiresOn,
  d.mvrReviewedOn,
  d.payProfile?.kind ?? null,
  d.payProfile?.rate ?? null,
  chargeback(d, before),
  d.w9ReceivedOn,
  d.taxIdLast4,
];

const checkDriverReferences = (ctx: GraphQLContext, tenantId: string, data: DriverInputValues) =>
  requireReferences([
    referenceErrors(ctx, tenantId, 'trucking_companies', [{ id: data.truckingCompanyId, field: 'input.truckingCompanyId' }]),
    referenceErrors(ctx, tenantId, 'hubs', [{ id: data.homeHubId, field: 'input.homeHubId' }]),
  ]);

export const createDriver = async (ctx: GraphQLContext, input: DriverInput): Promise<DriverRow> => {
  const who = requireCarrierEditor(ctx);
  const data = validateInput(driverInputSchema, input);
  await checkDriverReferences(ctx, who.tenantId, data);
  return insertRow<DriverRow>(ctx, who, DRIVERS, COLUMNS, values(data));
};

export const updateDriver = async (ctx: GraphQLContext, id: string, version: number, input: DriverInput): Promise<DriverRow> => {
  const who = requireCarrierEditor(ctx);
  const before = await lockRow<DriverRow>(ctx, who.tenantId, DRIVERS, id, version);
  const data = validateInput(driverInputSchema, input);
  await checkDriverReferences(ctx, who.tenantId, data);
  return updateRow<DriverRow>(ctx, who, DRIVERS, { id, version, before }, COLUMNS, values(data, before));
};

/** Sets DISQUALIFIED, with who and why; qualification.ts then refuses every assignment until reinstated. */
export const disqualifyDriver = async (ctx: GraphQLContext, id: string, version: number, reason: string): Promise<DriverRow> => {
  const who = requireCarrierEditor(ctx);
  const before = await lockRow<DriverRow>(ctx, who.tenantId, DRIVERS, id, version);
  const data = validate(disqualifyInputSchema, { reason });
  if (before.disqualifiedAt) throw appError('INVALID_TRANSITION', 'The driver is already disqualified.', { reason: 'STATUS' });
  return writeStatus(ctx, who, before, 'disqualify', {
    disqualified_at: new Date().toISOString(),
    disqualified_by: who.user.id,
    disqualified_reason: data.reason,
  });
};

export const reinstateDriver = async (ctx: GraphQLContext, id: string, version: number): Promise<DriverRow> => {
  const who = requireCarrierEditor(ctx);
  const before = await lockRow<DriverRow>(ctx, who.tenantId, DRIVERS, id, version);
  if (!before.disqualifiedAt) throw appError('INVALID_TRANSITION', 'The driver is not disqualified.', { reason: 'STATUS' });
  return writeStatus(ctx, who, before, 'reinstate', { disqualified_at: null, disqualified_by: null, disqualified_reason: null });
};

const writeStatus = async (ctx: GraphQLContext, who: Actor, before: DriverRow, verb: 'disqualify' | 'reinstate', set: Columns) => {
  const after = await writeColumns<DriverRow>(ctx, who.tenantId, DRIVERS, before, set);
  const pick = (row: DriverRow) => ({
    disqualifiedAt: row.disqualifiedAt,
    disqualifiedBy: row.disqualifiedBy,
    disqualifiedReason: row.disqualifiedReason,
  });
  await auditWrite(ctx, who, DRIVERS, verb, before.id, { before: pick(before), after: pick(after) });
  return after;
};

/**
 * A change to the driver's parts (contacts, priority, visibility): the driver locked at the client's version, `write`
 * run, then the driver's version bumped; returns the driver.
 */
const changeParts = async (ctx: GraphQLContext, id: string, version: number, write: (who: Actor) => Promise<void>) => {
  const who = requireCarrierEditor(ctx);
  await lockRow<DriverRow>(ctx, who.tenantId, DRIVERS, id, version);
  await write(who);
  return writeColumns<DriverRow>(ctx, who.tenantId, DRIVERS, { id, version }, {});
};

/** Replaces the driver's contacts; each contact removed or added is its own audit row (kind Contacts). */
export const setDriverContacts = (ctx: GraphQLContext, id: string, version: number, contacts: DriverContactInput[]) =>
  changeParts(ctx, id, version, (who) => {
    const data: DriverContactValues = validateInput(driverContactsSchema, contacts, 'contacts');
    return replaceContacts(ctx, who, { column: 'driver_id', key: 'driverId', ownerId: id }, data);
  });

type ContactValues = {
  type: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  title: string | null;
};

/** Shared by drivers and trucking companies: delete the owner's contacts, insert the new list, audit each. */
export const replaceContacts = async (
  ctx: GraphQLContext,
  who: Actor,
  owner: { column: 'driver_id' | 'trucking_company_id'; key: string; ownerId: string },
  contacts: readonly ContactValues[],
) => {
  const { rows: removed } = await ctx.db.query<{ id: string }>(
    `DELETE FROM contacts ct WHERE ct.tenant_id = $1 AND ct.${owner.column} = $2 RETURNING ${CONTACT_SELECT}`,
    [who.tenantId, owner.ownerId],
  );
  for (const row of removed) await auditWrite(ctx, who, CONTACTS, 'delete', row.id, { before: { ...row, [owner.key]: owner.ownerId } });
  for (const contact of contacts) {
    const { rows } = await ctx.db.query<{ id: string }>(
      `INSERT INTO contacts AS ct (tenant_id, ${owner.column}, type, first_name, last_name, email, phone, title)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${CONTACT_SELECT}`,
      [who.tenantId, owner.ownerId, contact.type, contact.firstName, contact.lastName, contact.email, contact.phone, contact.title],
    );
    await auditWrite(ctx, who, CONTACTS, 'create', rows[0].id, { after: { ...rows[0], [owner.key]: owner.ownerId } });
  }
};

/** The ids one field of each entry of a list input names, with the field's path (`priority.0.clientId`). */
const entryIds = <E>(path: string, entries: readonly E[], key: keyof E & string) =>
  entries.map((entry, i) => ({ id: entry[key] as string | null | undefined, field: `${path}.${i}.${key}` }));

/** Replaces the ordered leg priority (position = list order). */
export const setDriverLegPriority = (ctx: GraphQLContext, id: string, version: number, priority: LegPriorityInput[]) =>
  changeParts(ctx, id, version, async (who) => {
    const data = validateInput(legPrioritySchema, priority, 'priority');
    await requireReferences([
      referenceErrors(ctx, who.tenantId, 'clients', entryIds('priority', data, 'clientId')),
      referenceErrors(ctx, who.tenantId, 'order_legs', entryIds('priority', data, 'legId')),
    ]);
    const { rows: before } = await ctx.db.query(
      `DELETE FROM driver_leg_priorities p WHERE p.tenant_id = $1 AND p.driver_id = $2 RETURNING ${LEG_PRIORITY_SELECT}`,
      [who.tenantId, id],
    );
    const { rows: after } = await ctx.db.query(
      `INSERT INTO driver_leg_priorities AS p (tenant_id, driver_id, position, kind, client_id, region, order_leg_id)
       SELECT $1, $2, x.position, x.kind, x.client_id, x.region, x.order_leg_id
       FROM jsonb_to_recordset($3::jsonb) AS x(position int, kind text, client_id uuid, region text, order_leg_id uuid)
       RETURNING ${LEG_PRIORITY_SELECT}`,
      [
        who.tenantId,
        id,
        JSON.stringify(
          data.map((e, i) => ({ position: i + 1, kind: e.kind, client_id: e.clientId, region: e.region, order_leg_id: e.legId })),
        ),
      ],
    );
    const order = (rows: { position?: unknown }[]) => [...rows].sort((a, b) => Number(a.position) - Number(b.position));
    await auditWrite(ctx, who, DRIVERS, 'legPriority', id, {
      before: { legPriority: order(before) },
      after: { legPriority: order(after) },
    });
  });

/** Replaces the clients and customers whose open legs may be offered to the driver. */
export const setDriverDscVisibility = (ctx: GraphQLContext, id: string, version: number, visibility: DscVisibilityInput[]) =>
  changeParts(ctx, id, version, async (who) => {
    const data = validateInput(dscVisibilitySchema, visibility, 'visibility');
    await requireReferences([
      referenceErrors(ctx, who.tenantId, 'clients', entryIds('visibility', data, 'clientId')),
      referenceErrors(ctx, who.tenantId, 'customers', entryIds('visibility', data, 'customerId')),
    ]);
    const customers = data.filter((entry) => entry.customerId !== null);
    if (customers.length > 0) {
      const { rows } = await ctx.db.query<{ id: string; clientId: string }>(
        'SELECT id, client_id AS "clientId" FROM customers WHERE tenant_id = $1 AND id = ANY($2::uuid[])',
        [who.tenantId, customers.map((entry) => entry.customerId)],
      );
      const clientOf = new Map(rows.map((row) => [row.id, row.clientId]));
      const errors: Record<string, string[]> = {};
      data.forEach((entry, i) => {
        if (entry.customerId && clientOf.get(entry.customerId) !== entry.clientId)
          errors[`visibility.${i}.customerId`] = ['The customer does not belong to the client.'];
      });
      await requireReferences([Promise.resolve(errors)]);
    }
    const { rows: before } = await ctx.db.query(
      `DELETE FROM driver_dsc_visibility v WHERE v.tenant_id = $1 AND v.driver_id = $2 RETURNING ${DSC_SELECT}`,
      [who.tenantId, id],
    );
    const { rows: after } = await ctx.db.query(
      `INSERT INTO driver_dsc_visibility AS v (tenant_id, driver_id, client_id, customer_id)
       SELECT $1, $2, x.client_id, x.customer_id FROM jsonb_to_recordset($3::jsonb) AS x(client_id uuid, customer_id uuid)
       RETURNING ${DSC_SELECT}`,
      [who.tenantId, id, JSON.stringify(data.map((e) => ({ client_id: e.clientId, customer_id: e.customerId })))],
    );
    await auditWrite(ctx, who, DRIVERS, 'dscVisibility', id, { before: { dscVisibility: before }, after: { dscVisibility: after } });
  });
