import { offersWanted } from './carriers.offers';
import { iftaQualification } from '../../src/domain/qualification.ifta';
import type { Resolvers } from '../../src/generated/resolvers';
import { accountLoaders } from '../account/account.loaders';
import { directoryLoaders } from '../directory/directory.loaders';
import { isUuid, notFound } from '../errors';
import { paginate } from '../graphql/paginate';
import { maybe, required } from '../graphql/relations';
import { orderLoaders } from '../orders/orders.loaders';
import { type OrderLegRow, LEG_SELECT } from '../orders/orders.rows';
import type { Queryable } from '../db/database';
import { requireCarrierReader } from './carriers.access';
import {
  createDriver,
  disqualifyDriver,
  reinstateDriver,
  setDriverContacts,
  setDriverDscVisibility,
  setDriverLegPriority,
  updateDriver,
} from './carriers.drivers';
import { listDrivers, listTruckingCompanies, listUnits } from './carriers.lists';
import { carrierLoaders } from './carriers.loaders';
import { inviteDriver } from './carriers.driverLogin';
import { driverQualification } from './carriers.qualification';
import { type DriverRow, findDriver, findTruckingCompany, findUnit } from './carriers.rows';
import { createTruckingCompany, updateTruckingCompany } from './carriers.trucking';
import { addTruckingCompanyUser, removeTruckingCompanyUser } from './carriers.truckingUsers';
import { createUnit, updateUnit } from './carriers.units';

/** A carrier's legs, newest first (row-level security leaves a carrier user only their own). */
const legsOf = (db: Queryable, column: 'driver_id' | 'unit_id', id: string, args: { first?: number | null; page?: number | null }) =>
  paginate<OrderLegRow>(db, {
    select: LEG_SELECT,
    from: 'order_legs l',
    where: `l.${column} = $1 AND l.deleted_at IS NULL`,
    params: [id],
    orderBy: 'l.created_at DESC, l.id DESC',
    first: args.first ?? 25,
    page: args.page ?? 1,
  });

const one = async <T>(id: string, find: (id: string) => Promise<T | null>, what: string): Promise<T> => {
  const row = isUuid(id) ? await find(id) : null;
  if (!row) throw notFound(what);
  return row;
};

const fullName = (row: { firstName: string | null; lastName: string | null }) =>
  [row.firstName, row.lastName].filter(Boolean).join(' ') || null;

/**
 * Drivers, trucking companies and units (carriers.graphql). Staff read the tenant's; a driver or a trucking company's
 * user reads only their own through row-level security (another carrier's id is NOT_FOUND). Writes are the
 * /admin/drivers roles (docs/access.md#areas); every write and its audit row share the request's transaction.
 */
/** A driver's or a trucking company's pay profile, or null while none is set. */
const payProfileOf = (payee: Pick<DriverRow, 'payKind' | 'payRate' | 'payChargebackAllowed'>) =>
  payee.payKind !== null && payee.payRate !== null
    ? { kind: payee.payKind, rate: payee.payRate, chargebackAllowed: payee.payChargebackAllowed }
    : null;

export const carrierResolvers: Resolvers = {
  Query: {
    drivers: async (_parent, args, ctx) => listDrivers(ctx.db, (await requireCarrierReader(ctx)).tenantId, args),
    driver: async (_parent, { id }, ctx) => {
      await requireCarrierReader(ctx);
      return one(id, (key) => findDriver(ctx.db, key), 'Driver');
    },
    driverQualification: async (_parent, { driverId, legId }, ctx) => {
      await requireCarrierReader(ctx);
      return driverQualification(ctx, driverId, legId);
    },
    truckingCompanies: async (_parent, args, ctx) => listTruckingCompanies(ctx.db, (await requireCarrierReader(ctx)).tenantId, args),
    truckingCompany: async (_parent, { id }, ctx) => {
      await requireCarrierReader(ctx);
      return one(id, (key) => findTruckingCompany(ctx.db, key), 'Trucking company');
    },
    units: async (_parent, args, ctx) => listUnits(ctx.db, (await requireCarrierReader(ctx)).tenantId, args),
    unit: async (_parent, { id }, ctx) => {
      await requireCarrierReader(ctx);
      return one(id, (key) => findUnit(ctx.db, key), 'Unit');
    },
  },
  Mutation: {
    createDriver: (_parent, { input }, ctx) => createDriver(ctx, input),
    updateDriver: (_parent, { id, version, input }, ctx) => updateDriver(ctx, id, version, input),
    disqualifyDriver: (_parent, { id, version, reason }, ctx) => disqualifyDriver(ctx, id, version, reason),
    reinstateDriver: (_parent, { id, version }, ctx) => reinstateDriver(ctx, id, version),
    setDriverContacts: (_parent, { id, version, contacts }, ctx) => setDriverContacts(ctx, id, version, contacts),
    setDriverLegPriority: (_parent, { id, version, priority }, ctx) => setDriverLegPriority(ctx, id, version, priority),
    setDriverDscVisibility: (_parent, { id, version, visibility }, ctx) => setDriverDscVisibility(ctx, id, version, visibility),
    inviteDriver: (_parent, { id, version, email }, ctx) => inviteDriver(ctx, id, version, email),
    createTruckingCompany: (_parent, { input }, ctx) => createTruckingCompany(ctx, input),
    updateTruckingCompany: (_parent, { id, version, input }, ctx) => updateTruckingCompany(ctx, id, version, input),
    addTruckingCompanyUser: (_parent, { truckingCompanyId, version, email, name }, ctx) =>
      addTruckingCompanyUser(ctx, truckingCompanyId, version, email, name),
    removeTruckingCompanyUser: (_parent, { truckingCompanyId, version, userId }, ctx) =>
      removeTruckingCompanyUser(ctx, truckingCompanyId, version, userId),
    createUnit: (_parent, { input }, ctx) => createUnit(ctx, input),
    updateUnit: (_parent, { id, version, input }, ctx) => updateUnit(ctx, id, version, input),
  },
  LegOffer: {
    requestedPickup: (offer) => ({ mode: offer.requestedPickupMode, date: offer.requestedPickupDate }),
  },
  Driver: {
    fullName: (driver) => `${driver.firstName} ${driver.lastName}`,
    user: async (driver, _args, ctx) => maybe(driver.userId, (id) => accountLoaders(ctx).tenantUserById.load(id)),
    truckingCompany: (driver, _args, ctx) => maybe(driver.truckingCompanyId, (id) => carrierLoaders(ctx).truckingCompanyById.load(id)),
    homeHubName: async (driver, _args, ctx) =>
      (await maybe(driver.homeHubId, (id) => carrierLoaders(ctx).hubNameById.load(id)))?.name ?? null,
    status: async (driver, _args, ctx) => {
      if (driver.disqualifiedAt) return 'DISQUALIFIED';
      const [open] = await carrierLoaders(ctx).openLegCountByDriver.load(driver.id);
      return open && open.n > 0 ? 'ASSIGNED' : 'UNASSIGNED';
    },
    disqualifiedByName: async (driver, _args, ctx) =>
      (await maybe(driver.disqualifiedBy, (id) => accountLoaders(ctx).userNameById.load(id)))?.name ?? null,
    payProfile: (driver) => payProfileOf(driver),
    contacts: (driver, _args, ctx) => carrierLoaders(ctx).contactsByDriver.load(driver.id),
    legPriority: (driver, _args, ctx) => carrierLoaders(ctx).legPriorityByDriver.load(driver.id),
    dscVisibility: (driver, _args, ctx) => carrierLoaders(ctx).dscVisibilityByDriver.load(driver.id),
    // The Driver row is one the caller could read (row-level security): staff, the driver, their trucking company.
    legOffers: async (driver, args, ctx) => {
      const wanted = offersWanted(args.first);
      return (await carrierLoaders(ctx).legOffersByDriver.load(driver.id)).slice(0, wanted);
    },
    units: (driver, _args, ctx) => carrierLoaders(ctx).unitsByDriver.load(driver.id),
    legs: (driver, args, ctx) => legsOf(ctx.db, 'driver_id', driver.id, args),
    activity: (driver, _args, ctx) => carrierLoaders(ctx).activityByDriver.load(driver.id),
  },
  DriverContact: {
    type: (contact) => (contact.type === 'EMERGENCY' ? 'EMERGENCY' : 'PRIMARY'),
    fullName,
  },
  TruckingCompanyContact: { fullName },
  LegPriority: {
    client: (entry, _args, ctx) => maybe(entry.clientId, (id) => directoryLoaders(ctx).clientById.load(id)),
    leg: (entry, _args, ctx) => maybe(entry.orderLegId, (id) => orderLoaders(ctx).orderLegById.load(id)),
  },
  DscVisibility: {
    client: (entry, _args, ctx) => required(entry.clientId, (id) => directoryLoaders(ctx).clientById.load(id), 'Client'),
    customer: (entry, _args, ctx) => maybe(entry.customerId, (id) => directoryLoaders(ctx).customerById.load(id)),
  },
  TruckingCompany: {
    cargoInsurance: (company) => ({ insurer: company.cargoInsurer, policy: company.cargoPolicy, expiresOn: company.cargoExpiresOn }),
    liabilityInsurance: (company) => ({
      insurer: company.liabilityInsurer,
      policy: company.liabilityPolicy,
      expiresOn: company.liabilityExpiresOn,
    }),
    payProfile: (company) => payProfileOf(company),
    payee: (company) => ({
      name: company.payeeName,
      email: company.payeeEmail,
      address: company.payeeAddress,
      taxIdLast4: company.payeeTaxIdLast4,
    }),
    contacts: (company, _args, ctx) => carrierLoaders(ctx).contactsByCompany.load(company.id),
    users: (company, _args, ctx) => carrierLoaders(ctx).usersByCompany.load(company.id),
    drivers: (company, _args, ctx) => carrierLoaders(ctx).driversByCompany.load(company.id),
  },
  Unit: {
    ifta: (unit) => iftaQualification(unit),
    driver: (unit, _args, ctx) => maybe(unit.driverId, (id) => carrierLoaders(ctx).driverById.load(id)),
    legs: (unit, args, ctx) => legsOf(ctx.db, 'unit_id', unit.id, args),
  },
  OrderLeg: {
    driver: (leg, _args, ctx) => maybe(leg.driverId, (id) => carrierLoaders(ctx).driverById.load(id)),
    truckingCompany: (leg, _args, ctx) => maybe(leg.truckingCompanyId, (id) => carrierLoaders(ctx).truckingCompanyById.load(id)),
    unit: (leg, _args, ctx) => maybe(leg.unitId, (id) => carrierLoaders(ctx).unitById.load(id)),
  },
};
