import type { Resolvers } from '../../src/generated/resolvers';
import { accountLoaders } from '../account/account.loaders';
import { conditionReportLoaders } from '../conditionReports/conditionReports.loaders';
import { directoryLoaders } from '../directory/directory.loaders';
import { isUuid, notFound } from '../errors';
import { requireTenant } from '../graphql/context';
import { liveField } from '../graphql/liveRecords';
import { maybe } from '../graphql/relations';
import { orderLoaders } from '../orders/orders.loaders';
import { eventOptions } from '../transitions/transitions.options';
import { requireStorageStaff } from './storage.access';
import { storageCharge, storageLineItem } from './storage.charge';
import {
  addClosure,
  addContact,
  addNote,
  createRateCard,
  deleteContact,
  deleteNote,
  deleteRateCard,
  removeClosure,
  updateContact,
  updateFacility,
  updateRateCard,
} from './storage.facilities';
import { nextKeyStatuses, setKeyStatus, takeKey } from './storage.keys';
import { moveStorageRecord } from './storage.legMove';
import { listFacilities, listRecords, occupancyOf, storageToday } from './storage.lists';
import { storageLoaders } from './storage.loaders';
import { createReservation, updateRecord } from './storage.records';
import { findFacility, findStorageRecord } from './storage.rows';
import { storageRecordChanges } from './storage.subscription';
import { storageRecordRecord } from './storage.transition';

/**
 * Storage (storage.graphql): facilities and their settings, records, keys, occupancy. Reads and writes are STORAGE's,
 * STORAGE_LEAD's and ADMIN's (storage.access.ts); everyone else, portal and carrier users included, is FORBIDDEN.
 * Another tenant's id is NOT_FOUND (row-level security), and every write, its audit row and the leg it moves share
 * the request's transaction.
 */
export const storageResolvers: Resolvers = {
  Query: {
    storageFacilities: (_parent, args, ctx) => listFacilities(ctx.db, requireStorageStaff(ctx).tenantId, args),
    storageFacility: async (_parent, { id }, ctx) => {
      requireStorageStaff(ctx);
      const facility = isUuid(id) ? await findFacility(ctx.db, id) : null;
      if (!facility) throw notFound('Storage facility');
      return facility;
    },
    storageRecords: (_parent, args, ctx) => listRecords(ctx.db, requireStorageStaff(ctx).tenantId, args),
    storageRecord: async (_parent, { id }, ctx) => {
      requireStorageStaff(ctx);
      const record = isUuid(id) ? await findStorageRecord(ctx.db, id) : null;
      if (!record) throw notFound('Storage record');
      return record;
    },
    storageOccupancy: (_parent, { facilityId, from, to }, ctx) => {
      requireStorageStaff(ctx);
      return occupancyOf(ctx.db, facilityId, from, to);
    },
    storageToday: (_parent, { facilityId }, ctx) => storageToday(ctx.db, requireStorageStaff(ctx).tenantId, facilityId),
  },
  Mutation: {
    updateStorageFacility: (_parent, { id, version, input }, ctx) => updateFacility(ctx, id, version, input),
    addStorageClosure: (_parent, { facilityId, input }, ctx) => addClosure(ctx, facilityId, input),
    removeStorageClosure: (_parent, { facilityId, day }, ctx) => removeClosure(ctx, facilityId, day),
    addStorageNote: (_parent, { facilityId, input }, ctx) => addNote(ctx, facilityId, input),
    deleteStorageNote: (_parent, { id }, ctx) => deleteNote(ctx, id),
    addStorageContact: (_parent, { facilityId, input }, ctx) => addContact(ctx, facilityId, input),
    updateStorageContact: (_parent, { id, input }, ctx) => updateContact(ctx, id, input),
    deleteStorageContact: (_parent, { id }, ctx) => deleteContact(ctx, id),
    createStorageRateCard: (_parent, { facilityId, input }, ctx) => createRateCard(ctx, facilityId, input),
    updateStorageRateCard: (_parent, { id, version, input }, ctx) => updateRateCard(ctx, id, version, input),
    deleteStorageRateCard: (_parent, { id }, ctx) => deleteRateCard(ctx, id),
    createStorageReservation: (_parent, { input }, ctx) => createReservation(ctx, input),
    updateStorageRecord: (_parent, { id, version, input }, ctx) => updateRecord(ctx, id, version, input),
    transitionStorageRecord: (_parent, args, ctx) => moveStorageRecord(ctx, requireStorageStaff(ctx), args),
    takeStorageKey: (_parent, { recordId, input }, ctx) => takeKey(ctx, recordId, input),
    setStorageKeyStatus: (_parent, { id, version, status, note }, ctx) => setKeyStatus(ctx, id, version, status, note),
  },
  Subscription: {
    storageRecordChanged: liveField(storageRecordChanges),
  },
  StorageFacility: {
    location: async (facility, _args, ctx) => {
      const [location] = await directoryLoaders(ctx).locationById.load(facility.id);
      if (!location) throw notFound('Location');
      return location;
    },
    hours: (facility, _args, ctx) => storageLoaders(ctx).hoursByFacility.load(facility.id),
    closures: (facility, _args, ctx) => storageLoaders(ctx).closuresByFacility.load(facility.id),
    notes: (facility, _args, ctx) => storageLoaders(ctx).notesByFacility.load(facility.id),
    contacts: (facility, _args, ctx) => storageLoaders(ctx).contactsByFacility.load(facility.id),
    rateCards: (facility, _args, ctx) => storageLoaders(ctx).rateCardsByFacility.load(facility.id),
    onSite: async (facility, _args, ctx) => (await storageLoaders(ctx).onSiteByFacility.load(facility.id))[0]?.count ?? 0,
  },
  StorageNote: {
    createdByName: async (note, _args, ctx) =>
      (await maybe(note.createdBy, (id) => accountLoaders(ctx).userNameById.load(id)))?.name ?? null,
  },
  StorageKeyLogEntry: {
    nextStatuses: (entry) => nextKeyStatuses(entry),
  },
  StorageRateCard: {
    client: (card, _args, ctx) => maybe(card.clientId, (id) => directoryLoaders(ctx).clientById.load(id)),
  },
  StorageRecord: {
    facility: async (record, _args, ctx) => {
      const [facility] = await storageLoaders(ctx).facilityById.load(record.facilityId);
      if (!facility) throw notFound('Storage facility');
      return facility;
    },
    client: (record, _args, ctx) => maybe(record.clientId, (id) => directoryLoaders(ctx).clientById.load(id)),
    order: (record, _args, ctx) => maybe(record.orderId, (id) => orderLoaders(ctx).orderById.load(id)),
    leg: (record, _args, ctx) => maybe(record.orderLegId, (id) => orderLoaders(ctx).orderLegById.load(id)),
    vehicle: (record, _args, ctx) => maybe(record.vehicleId, (id) => directoryLoaders(ctx).vehicleById.load(id)),
    checkInReport: (record, _args, ctx) => maybe(record.checkInReportId, (id) => conditionReportLoaders(ctx).reportById.load(id)),
    checkOutReport: (record, _args, ctx) => maybe(record.checkOutReportId, (id) => conditionReportLoaders(ctx).reportById.load(id)),
    keyLog: (record, _args, ctx) => storageLoaders(ctx).keyLogByRecord.load(record.id),
    charge: (record, _args, ctx) => storageCharge(ctx, record),
    lineItem: async (record, _args, ctx) => storageLineItem(record, await storageCharge(ctx, record)),
    eventOptions: (record, _args, ctx) => eventOptions(ctx, requireTenant(ctx), storageRecordRecord, record),
    activity: (record, _args, ctx) => storageLoaders(ctx).activityByRecord.load(record.id),
  },
  PortalOrderLeg: {
    storageStays: (leg, _args, ctx) => storageLoaders(ctx).recordsByLeg.load(leg.id),
  },
  PortalStorageStay: {
    facility: async (record, _args, ctx) => {
      const [facility] = await directoryLoaders(ctx).locationById.load(record.facilityId);
      if (!facility) throw notFound('Storage facility');
      return facility;
    },
    stayDays: async (record, _args, ctx) => (await storageCharge(ctx, record))?.stayDays ?? null,
    lineItem: async (record, _args, ctx) => storageLineItem(record, await storageCharge(ctx, record)),
  },
};
