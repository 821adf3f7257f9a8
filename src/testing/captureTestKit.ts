/** Drafts and photos for the capture kit's tests (src/views/conditionReports/capture). */
import type { CaptureDraft, CapturePhoto, DraftKey, PhotoUpload } from '../views/conditionReports/capture/captureDraft';
import { draftIdOf, newCaptureDraft } from '../views/conditionReports/capture/captureDraft';

export const KEY: DraftKey = { userId: 'user-1', orderLegId: 'leg-1', direction: 'PICKUP' };
export const STAMP = { capturedAt: '2026-11-24T14:00:00.000Z', latitude: 41.88, longitude: -87.63 };

export const testPhoto = (
  localId: string,
  kind: CapturePhoto['kind'],
  upload: PhotoUpload = { state: 'pending' },
  key: DraftKey = KEY,
): CapturePhoto => ({
  localId,
  draftId: draftIdOf(key),
  kind,
  blob: new Blob([`bytes of ${localId}`], { type: kind.endsWith('SIGNATURE') ? 'image/png' : 'image/jpeg' }),
  fileName: `${localId}.jpg`,
  capturedAt: STAMP.capturedAt,
  latitude: STAMP.latitude,
  longitude: STAMP.longitude,
  upload,
});

/** A finished draft: one vehicle photo, a damage with a photo, odometer, keys and both signatures. */
export const finishedDraft = (key: DraftKey = KEY): CaptureDraft => ({
  ...newCaptureDraft(key, STAMP),
  clientId: 'report-client-id',
  items: [
    { code: 'EXT_FRONT', result: 'FAIL', note: ' scratch on bumper ' },
    { code: 'TIRE_LF', result: 'PASS', note: '' },
  ],
  damages: [{ key: 'd1', area: '03', type: '12', severity: 2, x: 0.5, y: 0.1, preExisting: false, note: '', photoLocalIds: ['p-damage'] }],
  photoLocalIds: ['p-vehicle'],
  odometer: 12_345,
  odometerPhotoLocalId: 'p-odometer',
  fuelLevel: 'HALF',
  keysCount: 2,
  fobsCount: 1,
  keysPhotoLocalId: 'p-keys',
  interiorConditions: ['CLEAN'],
  looseItems: [{ spot: 'GLOVE_BOX', description: ' manual ' }],
  washType: 'NONE',
  obstructions: ['RAIN'],
  vinScanned: '1HGCM82633A004352',
  driverSignature: { name: ' Dana Driver ', signedAt: STAMP.capturedAt, latitude: 41.88, longitude: -87.63, imageLocalId: 'p-driver' },
  customerSignature: null,
  customerNotAvailableReason: 'Dealer lot closed',
});

export const FINISHED_PHOTOS: [string, CapturePhoto['kind']][] = [
  ['p-vehicle', 'VEHICLE'],
  ['p-damage', 'DAMAGE'],
  ['p-odometer', 'ODOMETER'],
  ['p-keys', 'KEYS'],
  ['p-driver', 'DRIVER_SIGNATURE'],
];

/** The finished draft's photos, each uploaded as `server-<localId>` unless it is listed in `pending`. */
export const finishedPhotos = (pending: string[] = [], key: DraftKey = KEY): CapturePhoto[] =>
  FINISHED_PHOTOS.map(([localId, kind]) =>
    testPhoto(localId, kind, pending.includes(localId) ? { state: 'pending' } : { state: 'uploaded', serverId: `server-${localId}` }, key),
  );
