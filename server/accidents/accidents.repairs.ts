import {
  type RepairInputValues,
  repairInputSchema,
  repairRecoveriesSchema,
  type RepairRecoveryValues,
} from '../../src/domain/schemas/accidents';
import { fieldErrors } from '../../src/domain/schemas/fieldErrors';
import { isOpenRepair } from '../../src/machines/domain/repair.machine';
import { nextNumber } from '../db/counters';
import { type AuditChange, auditWrite, type Columns, lockRow, validateInput, writeColumns } from '../records/writes';
import { appError, badUserInput } from '../errors';
import type { Actor, GraphQLContext } from '../graphql/context';
import { publishChange } from '../graphql/liveRecords';
import { requireAccidentWriter } from './accidents.access';
import { accidentLoaders } from './accidents.loaders';
import { moveLeg } from './accidents.legs';
import { resolveLinks } from './accidents.reports';
import {
  type AccidentReportRow,
  findReport,
  RECOVERY_SELECT,
  REPAIR_SELECT,
  REPAIRS,
  type RepairRecoveryRow,
  type RepairRow,
  REPAIR_NUMBERS,
} from './accidents.rows';

/**
 * Repairs: create (RP-100001…), edit, and what is recovered of their cost. The status is the repair machine's
 * (accidents.transition.ts). Every write locks the row at the client's version, writes one audit row of kind
 * "Repairs" (docs/flows.md#audit-kinds) and announces repairChanged, and its report's accidentReportChanged, after commit.
 */

type RepairLinks = {
  report: AccidentReportRow | null;
  legId: string | null;
  legStatus: string | null;
  vehicleId: string | null;
  vin: string | null;
  driverId: string | null;
};

/**
 * What a repair is of: its report (whose leg, vehicle and driver follow), else a leg (whose vehicle and driver
 * follow), else a vehicle alone. The driver a chargeback falls on is the report's, else the leg's.
 */
const repairLinks = async (ctx: GraphQLContext, tenantId: string, data: RepairInputValues): Promise<RepairLinks> => {
  const report = data.reportId ? await findReport(ctx.db, data.reportId) : null;
  if (data.reportId && !report) throw badUserInput({ 'input.reportId': ['The selected report is invalid.'] });
  const links = await resolveLinks(ctx, tenantId, {
    legId: data.legId ?? report?.orderLegId ?? null,
    vehicleId: data.vehicleId ?? report?.vehicleId ?? null,
    driverId: null,
  });
  return {
    report,
    legId: links.leg?.id ?? null,
    legStatus: links.leg?.status ?? null,
    vehicleId: links.vehicleId,
    vin: links.vin,
    driverId: report ? report.driverId : links.driverId,
  };
};

const announce = (ctx: GraphQLContext, who: Actor, repair: RepairRow, ...reportIds: (string | null)[]) => {
  publishChange(ctx, 'repairChanged', who.tenantId, repair.id);
  for (const reportId of new Set(reportIds)) if (reportId) publishChange(ctx, 'accidentReportChanged', who.tenantId, reportId);
};

/**
 * createRepair: an ESTIMATE. A repair on a leg's vehicle in transit moves the leg leg.toRepair (docs/flows.md#repair), through the
 * leg's transition service in this transaction (a leg in any other status is left where it is).
 */
export const createRepair = async (ctx: GraphQLContext, input: unknown): Promise<RepairRow> => {
  const who = requireAccidentWriter(ctx);
  const data = validateInput(repairInputSchema, input);
  const links = await repairLinks(ctx, who.tenantId, data);
  const number = await nextNumber(ctx.db, who.tenantId, REPAIR_NUMBERS);
  const { rows } = await ctx.db.query<RepairRow>(
    `INSERT INTO repairs AS r (tenant_id, number, report_id, order_leg_id, vehicle_id, vin, driver_id, vendor_name, vendor_phone, description,
       estimate_amount, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING ${REPAIR_SELECT}`,
    [
      who.tenantId,
      number,
      links.report?.id ?? null,
      links.legId,
      links.vehicleId,
      links.vin,
      links.driverId,
      data.vendorName,
      data.vendorPhone,
      data.description,
      data.estimateAmount,
      who.user.id,
    ],
  );
  const repair = rows[0];
  const movesLeg = links.legId !== null && links.legStatus === 'IN_TRANSIT';
  if (movesLeg && links.legId) await moveLeg(ctx, who, links.legId, 'TO_REPAIR', { refused: 'The repair was not saved' });
  const { tenantId: _tenant, createdAt: _created, updatedAt: _updated, ...after } = repair;
  await auditWrite(ctx, who, REPAIRS, 'create', repair.id, { after: { ...after, ...(movesLeg ? { legMovedTo: 'IN_REPAIR' } : {}) } });
  announce(ctx, who, repair, repair.reportId);
  return repair;
};

/** A repair that is CLOSED or DECLINED is done: nothing of it changes any more. */
const refuseDone = (repair: RepairRow, event: string, words: string) => {
  if (!isOpenRepair(repair.status))
    throw appError('INVALID_TRANSITION', `Repair ${repair.number} is ${repair.status} and cannot be ${words}.`, {
      event,
      status: repair.status,
      reason: 'STATUS',
    });
};

/** Writes columns at the locked version with a new version, and audits before and after (`repair.<verb>`). */
const writeRepair = async (ctx: GraphQLContext, who: Actor, before: RepairRow, verb: string, columns: Columns, audit?: AuditChange) => {
  const after = await writeColumns<RepairRow>(ctx, who.tenantId, REPAIRS, before, columns);
  const strip = ({ tenantId: _t, createdAt: _c, updatedAt: _u, ...rest }: RepairRow) => rest;
  await auditWrite(ctx, who, REPAIRS, verb, before.id, audit ?? { before: strip(before), after: strip(after) });
  announce(ctx, who, after, before.reportId, after.reportId);
  return after;
};

/**
 * updateRepair: vendor and description while the repair is open; the estimate and what it is of only while it is an
 * ESTIMATE (an approval was given for that amount, on that vehicle).
 */
export const updateRepair = async (ctx: GraphQLContext, id: string, version: number, input: unknown): Promise<RepairRow> => {
  const who = requireAccidentWriter(ctx);
  const before = await lockRow<RepairRow>(ctx, who.tenantId, REPAIRS, id, version);
  refuseDone(before, 'repair.update', 'edited');
  const data = validateInput(repairInputSchema, input);
  const links = await repairLinks(ctx, who.tenantId, data);
  if (before.status !== 'ESTIMATE') {
    const fixed: Record<string, string[]> = {};
    const message = (what: string) => [`The ${what} is fixed once the repair is approved.`];
    if (data.estimateAmount !== before.estimateAmount) fixed['input.estimateAmount'] = message('estimate');
    if ((links.report?.id ?? null) !== before.reportId) fixed['input.reportId'] = message('report');
    if (links.legId !== before.orderLegId) fixed['input.legId'] = message('leg');
    if (links.vehicleId !== before.vehicleId) fixed['input.vehicleId'] = message('vehicle');
    if (Object.keys(fixed).length > 0) throw badUserInput(fixed);
  }
  return writeRepair(ctx, who, before, 'update', {
    report_id: links.report?.id ?? null,
    order_leg_id: links.legId,
    vehicle_id: links.vehicleId,
    vin: links.vin,
    driver_id: links.driverId,
    vendor_name: data.vendorName,
    vendor_phone: data.vendorPhone,
    description: data.description,
    estimate_amount: data.estimateAmount,
  });
};

/** The recoveries argument as the shared schema reads it; field errors under `recoveries.N.field`. */
const parseRecoveries = (recoveries: unknown): RepairRecoveryValues[] => {
  const parsed = repairRecoveriesSchema.safeParse(recoveries);
  if (parsed.success) return parsed.data;
  const errors = fieldErrors(parsed.error);
  throw badUserInput(
    Object.fromEntries(Object.entries(errors).map(([key, messages]) => [key === 'input' ? 'recoveries' : `recoveries.${key}`, messages])),
  );
};

/**
 * A driver chargeback only where the driver's pay profile (the contract) allows it (docs/domain.md#driver-pay); a trucking
 * company's claim only when the driver drives for a trucking company (the claim is against that company). The party
 * defaults to the driver's or the company's name.
 */
const checkSources = async (ctx: GraphQLContext, repair: RepairRow, recoveries: RepairRecoveryValues[]) => {
  const driver = repair.driverId ? ((await accidentLoaders(ctx).chargebackByDriver.load(repair.driverId))[0] ?? null) : null;
  const company = driver?.truckingCompanyId
    ? ((
        await ctx.db.query<{ name: string }>('SELECT display_name AS name FROM trucking_companies WHERE id = $1', [
          driver.truckingCompanyId,
        ])
      ).rows[0]?.name ?? null)
    : null;
  const errors: Record<string, string[]> = {};
  const filled = recoveries.map((recovery, i) => {
    if (recovery.source === 'DRIVER_CHARGEBACK') {
      if (!driver) errors[`recoveries.${i}.source`] = ['The repair has no driver to charge back.'];
      else if (!driver.payChargebackAllowed)
        errors[`recoveries.${i}.source`] = [`${driver.name}'s pay profile does not allow a chargeback.`];
      return { ...recovery, party: recovery.party ?? driver?.name ?? null };
    }
    if (recovery.source === 'TRUCKING_COMPANY_CLAIM') {
      if (!driver) errors[`recoveries.${i}.source`] = ['The repair has no driver, so there is no trucking company to claim from.'];
      else if (!company) errors[`recoveries.${i}.source`] = [`${driver.name} does not drive for a trucking company.`];
      return { ...recovery, party: recovery.party ?? company };
    }
    return recovery;
  });
  if (Object.keys(errors).length > 0) throw badUserInput(errors);
  return filled;
};

const recoveriesOf = async (ctx: GraphQLContext, repair: RepairRow) =>
  (
    await ctx.db.query<RepairRecoveryRow>(
      `SELECT ${RECOVERY_SELECT} FROM repair_recoveries rr WHERE rr.tenant_id = $1 AND rr.repair_id = $2 ORDER BY rr.position`,
      [repair.tenantId, repair.id],
    )
  ).rows;

const withoutIds = (rows: RepairRecoveryRow[]) => rows.map(({ id: _id, repairId: _repair, ...rest }) => rest);

/** setRepairRecoveries: replaces the list (a DECLINED repair cost nothing, so it has nothing to recover). */
export const setRepairRecoveries = async (ctx: GraphQLContext, id: string, version: number, recoveries: unknown): Promise<RepairRow> => {
  const who = requireAccidentWriter(ctx);
  const before = await lockRow<RepairRow>(ctx, who.tenantId, REPAIRS, id, version);
  if (before.status === 'DECLINED')
    throw appError('INVALID_TRANSITION', `Repair ${before.number} was declined: there is nothing to recover.`, {
      event: 'repair.setRecoveries',
      status: before.status,
      reason: 'STATUS',
    });
  const list = await checkSources(ctx, before, parseRecoveries(recoveries));
  const previous = await recoveriesOf(ctx, before);
  await ctx.db.query('DELETE FROM repair_recoveries WHERE tenant_id = $1 AND repair_id = $2', [who.tenantId, before.id]);
  if (list.length > 0)
    await ctx.db.query(
      `INSERT INTO repair_recoveries (tenant_id, repair_id, position, source, party, claim_number, amount_claimed, amount_recovered, note)
       SELECT $1, $2, x.position, x.source, x.party, x.claim_number, x.amount_claimed, x.amount_recovered, x.note
       FROM jsonb_to_recordset($3::jsonb) AS x(position int, source text, party text, claim_number text, amount_claimed int,
         amount_recovered int, note text)`,
      [
        who.tenantId,
        before.id,
        JSON.stringify(
          list.map((r, i) => ({
            position: i + 1,
            source: r.source,
            party: r.party,
            claim_number: r.claimNumber,
            amount_claimed: r.amountClaimed,
            amount_recovered: r.amountRecovered,
            note: r.note,
          })),
        ),
      ],
    );
  const after = await recoveriesOf(ctx, before);
  return writeRepair(
    ctx,
    who,
    before,
    'setRecoveries',
    {},
    { before: { recoveries: withoutIds(previous) }, after: { recoveries: withoutIds(after) } },
  );
};
