import { defineArea } from '../areaKit';
import { storageResolvers } from './storage.resolvers';
import { STORAGE_RECORD_NUMBERS } from './storage.rows';
import { srValidationRoutes } from './storage.srValidation';
import { storageRecordRecord } from './storage.transition';

/** Storage facilities and the vehicles stored in them. */
export const storageArea = defineArea({
  name: 'storage',
  resolvers: storageResolvers,
  mappers: {
    StorageFacility: './storage.rows#StorageFacilityRow',
    StorageHours: './storage.rows#StorageHoursRow',
    StorageClosure: './storage.rows#StorageClosureRow',
    StorageNote: './storage.rows#StorageNoteRow',
    StorageContact: './storage.rows#StorageContactRow',
    StorageRateCard: './storage.rows#StorageRateCardRow',
    StorageRecord: './storage.rows#StorageRecordRow',
    PortalStorageStay: './storage.rows#StorageRecordRow',
    StorageKeyLogEntry: './storage.rows#StorageKeyLogRow',
    StorageCharge: './storage.rows#StorageChargeRow',
    StorageOccupancyDay: './storage.rows#StorageOccupancyRow',
    StorageToday: './storage.rows#StorageTodayRow',
  },
  routes: [srValidationRoutes],
  recordNumbers: [STORAGE_RECORD_NUMBERS],
  auditKinds: ['Storage'],
  machines: [storageRecordRecord],
});
