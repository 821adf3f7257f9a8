import { type TruckingCompanyInputValues, truckingCompanyInputSchema } from '../../src/domain/schemas/carriers';
import type { TruckingCompanyInput } from '../../src/generated/resolvers';
import { insertRow, lockRow, updateRow, validateInput } from '../records/writes';
import type { GraphQLContext } from '../graphql/context';
import { requireCarrierEditor } from './carriers.access';
import { replaceContacts } from './carriers.drivers';
import { TRUCKING_COMPANY_SELECT, type TruckingCompanyRow } from './carriers.rows';

/** Trucking companies: create and edit (contacts replaced with the edit when the input lists them). */

// Not in the product's audit kinds: "Trucking companies", as the routes name them (docs/flows.md#audit-kinds).
export const TRUCKING_COMPANIES = {
  table: 'trucking_companies',
  alias: 'tc',
  select: TRUCKING_COMPANY_SELECT,
  what: 'Trucking company',
  kind: 'Trucking companies',
  noun: 'truckingCompany',
};

const COLUMNS = [
  'legal_name',
  'display_name',
  'usdot_number',
  'mc_number',
  'cargo_insurer',
  'cargo_policy',
  'cargo_expires_on',
  'liability_insurer',
  'liability_policy',
  'liability_expires_on',
  'payee_name',
  'payee_email',
  'payee_address',
  'payee_tax_id_last4',
  'pay_kind',
  'pay_rate',
  'pay_chargeback_allowed',
];

/** Chargeback belongs to the pay profile: none without one; not said (an older client) keeps what is stored. */
const chargeback = (c: TruckingCompanyInputValues, before?: TruckingCompanyRow) =>
  c.payProfile ? (c.payProfile.chargebackAllowed ?? before?.payChargebackAllowed ?? false) : false;

const values = (c: TruckingCompanyInputValues, before?: TruckingCompanyRow) => [
  c.legalName,
  c.displayName,
  c.usdotNumber,
  c.mcNumber,
  c.cargoInsurance.insurer,
  c.cargoInsurance.policy,
  c.cargoInsurance.expiresOn,
  c.liabilityInsurance.insurer,
  c.liabilityInsurance.policy,
  c.liabilityInsurance.expiresOn,
  c.payee.name,
  c.payee.email,
  c.payee.address,
  c.payee.taxIdLast4,
  c.payProfile?.kind ?? null,
  c.payProfile?.rate ?? null,
  chargeback(c, before),
];

export const createTruckingCompany = async (ctx: GraphQLContext, input: TruckingCompanyInput): Promise<TruckingCompanyRow> => {
  const who = requireCarrierEditor(ctx);
  const data = validateInput(truckingCompanyInputSchema, input);
  const row = await insertRow<TruckingCompanyRow>(ctx, who, TRUCKING_COMPANIES, COLUMNS, values(data));
  if (data.contacts)
    await replaceContacts(ctx, who, { column: 'trucking_company_id', key: 'truckingCompanyId', ownerId: row.id }, data.contacts);
  return row;
};

export const updateTruckingCompany = async (ctx: GraphQLContext, id: string, version: number, input: TruckingCompanyInput) => {
  const who = requireCarrierEditor(ctx);
  const before = await lockRow<TruckingCompanyRow>(ctx, who.tenantId, TRUCKING_COMPANIES, id, version);
  const data = validateInput(truckingCompanyInputSchema, input);
  const row = await updateRow<TruckingCompanyRow>(ctx, who, TRUCKING_COMPANIES, { id, version, before }, COLUMNS, values(data, before));
  if (data.contacts)
    await replaceContacts(ctx, who, { column: 'trucking_company_id', key: 'truckingCompanyId', ownerId: id }, data.contacts);
  return row;
};
