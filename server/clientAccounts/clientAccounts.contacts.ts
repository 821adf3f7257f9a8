import { contactInputSchema, type ContactInputValues } from '../../src/domain/schemas/clientAccounts';
import { CONTACT_SELECT, type ClientContactRow } from '../directory/directory.rows';
import { appError } from '../errors';
import type { GraphQLContext } from '../graphql/context';
import { deleteRow, insertRow, type Locked, lockRow, updateRow, validateInput } from '../records/writes';
import { requireAccountManager } from './clientAccounts.access';
import { type PartyArgs, resolveParty } from './clientAccounts.parties';

/** The contacts of clients and customers (PRIMARY, ALTERNATE, EMERGENCY), edited at their version. */

export const CONTACTS: Locked = {
  table: 'contacts',
  alias: 'ct',
  select: CONTACT_SELECT,
  what: 'Contact',
  kind: 'Contacts',
  noun: 'contact',
};

const COLUMNS = ['type', 'first_name', 'last_name', 'title', 'email', 'phone', 'phone_ext', 'mobile_phone', 'fax'];
const values = (data: ContactInputValues) => [
  data.type,
  data.firstName,
  data.lastName,
  data.title,
  data.email,
  data.phone,
  data.phoneExt,
  data.mobilePhone,
  data.fax,
];

/** A driver's or a trucking company's contact is the carriers' to edit: here it is NOT_FOUND. */
const lockPartyContact = async (ctx: GraphQLContext, tenantId: string, id: string, version: number) => {
  const row = await lockRow<ClientContactRow>(ctx, tenantId, CONTACTS, id, version);
  if (!row.clientId && !row.customerId) throw appError('NOT_FOUND', 'Contact not found.');
  return row;
};

export const createContact = async (ctx: GraphQLContext, args: PartyArgs, input: unknown) => {
  const who = requireAccountManager(ctx);
  const party = await resolveParty(ctx, who.tenantId, args);
  const data = validateInput(contactInputSchema, input);
  return insertRow<ClientContactRow>(
    ctx,
    who,
    CONTACTS,
    ['client_id', 'customer_id', ...COLUMNS],
    [party.clientId, party.customerId, ...values(data)],
  );
};

export const updateContact = async (ctx: GraphQLContext, id: string, version: number, input: unknown) => {
  const who = requireAccountManager(ctx);
  const before = await lockPartyContact(ctx, who.tenantId, id, version);
  const data = validateInput(contactInputSchema, input);
  return updateRow<ClientContactRow>(ctx, who, CONTACTS, { id, version, before }, COLUMNS, values(data));
};

/** The contact a client's invoices go to stays until another is chosen (INVALID_TRANSITION, reason RECORD). */
export const deleteContact = async (ctx: GraphQLContext, id: string, version: number) => {
  const who = requireAccountManager(ctx);
  await lockPartyContact(ctx, who.tenantId, id, version);
  const { rows } = await ctx.db.query('SELECT 1 FROM clients WHERE tenant_id = $1 AND billing_contact_id = $2 AND deleted_at IS NULL', [
    who.tenantId,
    id,
  ]);
  if (rows.length > 0)
    throw appError('INVALID_TRANSITION', "This contact receives the client's invoices: choose another billing contact first.", {
      event: 'contact.delete',
      reason: 'RECORD',
    });
  return deleteRow<ClientContactRow>(ctx, who, CONTACTS, id, version);
};
