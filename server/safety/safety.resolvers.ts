import { hasRole } from '../../src/domain/roles';
import type { Resolvers } from '../../src/generated/resolvers';
import { accountLoaders } from '../account/account.loaders';
import { carrierLoaders } from '../carriers/carriers.loaders';
import { directoryLoaders } from '../directory/directory.loaders';
import { findRow } from '../records/writes';
import { badUserInput } from '../errors';
import { type GraphQLContext, requireTenant } from '../graphql/context';
import { maybe, required } from '../graphql/relations';
import { orderLoaders } from '../orders/orders.loaders';
import { tenantToday } from '../records/days';
import { requireSafetyReader, SAFETY_WRITER_ROLES } from './safety.access';
import { assignIftaDecal, createIftaDecal, DECAL_MOVES_FROM, destroyIftaDecal, returnIftaDecal } from './safety.decals';
import { listDecals, listPlates } from './safety.lists';
import { safetyLoaders } from './safety.loaders';
import { decalsInStock, decalYears, expiringInsurance, expiringPlates, missingPlates, plateLegChoices } from './safety.overview';
import {
  assignTransportPlate,
  checkInTransportPlate,
  createTransportPlate,
  destroyTransportPlate,
  markTransportPlateMissing,
  PLATE_MOVES_FROM,
} from './safety.plates';
import { PLATES, type TransportPlateRow } from './safety.rows';
import { movesFrom } from './safety.status';

const MAX_DAYS = 365;

/** Whether the signed-in user moves decals and plates (a reader sees them with no moves). */
const mayWrite = (ctx: GraphQLContext) => hasRole(requireTenant(ctx).user, SAFETY_WRITER_ROLES);

/**
 * Safety (safety.graphql): IFTA decals, transport plates and their log, and /safety's overview. Reads are
 * DRIVER_SAFETY's, ADMIN's and DISPATCH_LEAD's, writes DRIVER_SAFETY's and ADMIN's (safety.access.ts); another
 * tenant's id is NOT_FOUND (row-level security), and every write and its audit row share the request's transaction.
 */
export const safetyResolvers: Resolvers = {
  Query: {
    iftaDecals: (_parent, args, ctx) => listDecals(ctx.db, requireSafetyReader(ctx).tenantId, args),
    iftaDecalYears: async (_parent, _args, ctx) => {
      const { tenantId } = requireSafetyReader(ctx);
      return decalYears(ctx.db, tenantId, Number((await tenantToday(ctx.db, tenantId)).slice(0, 4)));
    },
    transportPlates: (_parent, args, ctx) => listPlates(ctx.db, requireSafetyReader(ctx).tenantId, args),
    transportPlate: (_parent, { id }, ctx) => findRow<TransportPlateRow>(ctx, requireSafetyReader(ctx).tenantId, PLATES, id),
    transportPlateLegChoices: (_parent, _args, ctx) => plateLegChoices(ctx.db, requireSafetyReader(ctx).tenantId),
    safetyOverview: async (_parent, { withinDays }, ctx) => {
      const { tenantId } = requireSafetyReader(ctx);
      const days = withinDays ?? 30;
      if (days < 0 || days > MAX_DAYS) throw badUserInput({ withinDays: [`Give a number of days from 0 to ${MAX_DAYS}.`] });
      return { tenantId, withinDays: days, decalYear: Number((await tenantToday(ctx.db, tenantId)).slice(0, 4)) };
    },
  },
  Mutation: {
    createIftaDecal: (_parent, { input }, ctx) => createIftaDecal(ctx, input),
    assignIftaDecal: (_parent, { id, version, unitId, issuedOn }, ctx) => assignIftaDecal(ctx, id, version, unitId, issuedOn),
    returnIftaDecal: (_parent, { id, version, returnedOn }, ctx) => returnIftaDecal(ctx, id, version, returnedOn),
    destroyIftaDecal: (_parent, { id, version, destroyedOn, reason }, ctx) => destroyIftaDecal(ctx, id, version, destroyedOn, reason),
    createTransportPlate: (_parent, { input }, ctx) => createTransportPlate(ctx, input),
    assignTransportPlate: (_parent, { id, version, input }, ctx) => assignTransportPlate(ctx, id, version, input),
    checkInTransportPlate: (_parent, { id, version, inAt }, ctx) => checkInTransportPlate(ctx, id, version, inAt),
    markTransportPlateMissing: (_parent, { id, version, reason }, ctx) => markTransportPlateMissing(ctx, id, version, reason),
    destroyTransportPlate: (_parent, { id, version }, ctx) => destroyTransportPlate(ctx, id, version),
  },
  IftaDecal: {
    unit: (decal, _args, ctx) => maybe(decal.unitId, (id) => carrierLoaders(ctx).unitById.load(id)),
    moves: (decal, _args, ctx) => (mayWrite(ctx) ? movesFrom(DECAL_MOVES_FROM, decal.status) : []),
  },
  TransportPlate: {
    missingReportedByName: async (plate, _args, ctx) =>
      (await maybe(plate.missingReportedBy, (id) => accountLoaders(ctx).userNameById.load(id)))?.name ?? null,
    current: async (plate, _args, ctx) => {
      if (plate.status !== 'ASSIGNED' && plate.status !== 'MISSING') return null;
      return (await safetyLoaders(ctx).assignmentsByPlate.load(plate.id)).find((row) => row.inAt === null) ?? null;
    },
    assignments: (plate, _args, ctx) => safetyLoaders(ctx).assignmentsByPlate.load(plate.id),
    moves: (plate, _args, ctx) => (mayWrite(ctx) ? movesFrom(PLATE_MOVES_FROM, plate.status) : []),
  },
  TransportPlateAssignment: {
    vehicle: (row, _args, ctx) => maybe(row.vehicleId, (id) => directoryLoaders(ctx).vehicleById.load(id)),
    leg: (row, _args, ctx) => maybe(row.orderLegId, (id) => orderLoaders(ctx).orderLegById.load(id)),
    driver: (row, _args, ctx) => maybe(row.driverId, (id) => carrierLoaders(ctx).driverById.load(id)),
  },
  ExpiringInsurance: {
    truckingCompany: (row, _args, ctx) =>
      required(row.truckingCompanyId, (id) => carrierLoaders(ctx).truckingCompanyById.load(id), 'Trucking company'),
  },
  SafetyOverview: {
    expiringInsurance: (overview, _args, ctx) => expiringInsurance(ctx.db, overview.tenantId, overview.withinDays),
    missingPlates: (overview, _args, ctx) => missingPlates(ctx.db, overview.tenantId),
    expiringPlates: (overview, _args, ctx) => expiringPlates(ctx.db, overview.tenantId, overview.withinDays),
    decalsInStock: (overview, _args, ctx) => decalsInStock(ctx.db, overview.tenantId, overview.decalYear),
  },
};
