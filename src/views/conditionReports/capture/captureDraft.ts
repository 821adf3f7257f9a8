import type { ConditionPhotoKind } from '@/generated/enums/ConditionPhotoKind';
import type { ConditionReportDirection } from '@/generated/enums/ConditionReportDirection';
import type { FuelLevel } from '@/generated/enums/FuelLevel';
import type { InspectionItemCode } from '@/generated/enums/InspectionItemCode';
import type { InspectionObstruction } from '@/generated/enums/InspectionObstruction';
import type { InspectionResult } from '@/generated/enums/InspectionResult';
import type { InteriorCondition } from '@/generated/enums/InteriorCondition';
import type { LooseItemSpot } from '@/generated/enums/LooseItemSpot';
import type { WashType } from '@/generated/enums/WashType';

/** One draft per user, leg and direction: a second driver on the same phone keeps their own. */
export type DraftKey = { userId: string; orderLegId: string; direction: ConditionReportDirection };

export const draftIdOf = (key: DraftKey): string => `${key.userId}|${key.orderLegId}|${key.direction}`;

/** Where a photo's upload stands; `serverId` is the ConditionPhoto id the server answered. */
export type PhotoUpload =
  | { state: 'pending' }
  | { state: 'uploaded'; serverId: string }
  | { state: 'failed'; error: string; code: string | null };

/** A photo or signature kept on the device; `localId` is also the server's clientId, so a retry stores nothing new. */
export type CapturePhoto = {
  localId: string;
  draftId: string;
  kind: ConditionPhotoKind;
  blob: Blob;
  fileName: string;
  capturedAt: string;
  latitude: number | null;
  longitude: number | null;
  upload: PhotoUpload;
};

/** A photo without its bytes: what the mapping and the progress need. */
export type CapturePhotoState = Omit<CapturePhoto, 'blob'>;

export type CaptureSignature = { name: string; signedAt: string; latitude: number | null; longitude: number | null; imageLocalId: string };

export type CaptureDamage = {
  /** The form's list key (damages have no id before they are sent). */
  key: string;
  area: string;
  type: string;
  severity: number;
  x: number;
  y: number;
  preExisting: boolean;
  note: string;
  photoLocalIds: string[];
};

export type CaptureItem = { code: InspectionItemCode; result: InspectionResult; note: string };

/** Bump when the stored shape changes: an older draft is then dropped, never misread. */
export const CAPTURE_DRAFT_VERSION = 1;

/**
 * ConditionReportInput as the form holds it: plain data (IndexedDB stores it by structured clone), photos named by
 * their local id, answers not given yet null or empty.
 */
export type CaptureDraft = DraftKey & {
  version: typeof CAPTURE_DRAFT_VERSION;
  id: string;
  /** The report's clientId, fixed when the draft is made: every submit of this draft is the same report. */
  clientId: string;
  items: CaptureItem[];
  damages: CaptureDamage[];
  photoLocalIds: string[];
  odometer: number | null;
  odometerPhotoLocalId: string | null;
  fuelLevel: FuelLevel | null;
  evStateOfCharge: number | null;
  keysCount: number | null;
  fobsCount: number | null;
  keysPhotoLocalId: string | null;
  interiorConditions: InteriorCondition[];
  looseItems: { spot: LooseItemSpot; description: string }[];
  washType: WashType | null;
  obstructions: InspectionObstruction[];
  vinScanned: string;
  acceptVinMismatch: boolean;
  notes: string;
  capturedAt: string;
  latitude: number | null;
  longitude: number | null;
  driverSignature: CaptureSignature | null;
  customerSignature: CaptureSignature | null;
  customerNotAvailableReason: string;
  updatedAt: string;
};

/** A UUID for a report or a photo; crypto.randomUUID needs a secure context, getRandomValues does not. */
export const newClientId = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

export type GeoTime = { capturedAt: string; latitude: number | null; longitude: number | null };

/** A new draft, stamped with the time and place the inspection started. */
export const newCaptureDraft = (key: DraftKey, stamp: GeoTime): CaptureDraft => ({
  ...key,
  version: CAPTURE_DRAFT_VERSION,
  id: draftIdOf(key),
  clientId: newClientId(),
  items: [],
  damages: [],
  photoLocalIds: [],
  odometer: null,
  odometerPhotoLocalId: null,
  fuelLevel: null,
  evStateOfCharge: null,
  keysCount: null,
  fobsCount: null,
  keysPhotoLocalId: null,
  interiorConditions: [],
  looseItems: [],
  washType: null,
  obstructions: [],
  vinScanned: '',
  acceptVinMismatch: false,
  notes: '',
  capturedAt: stamp.capturedAt,
  latitude: stamp.latitude,
  longitude: stamp.longitude,
  driverSignature: null,
  customerSignature: null,
  customerNotAvailableReason: '',
  updatedAt: stamp.capturedAt,
});

/** Every photo the draft refers to, in the order they are sent (a photo taken and then dropped is not). */
export const referencedPhotoIds = (draft: CaptureDraft): string[] => {
  const ids = [
    ...draft.photoLocalIds,
    ...draft.damages.flatMap((damage) => damage.photoLocalIds),
    draft.odometerPhotoLocalId,
    draft.keysPhotoLocalId,
    draft.driverSignature?.imageLocalId,
    draft.customerSignature?.imageLocalId,
  ];
  return [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
};

/** A picture as the camera input or the signature pad hands it over, stamped with when and where it was taken. */
export type CapturedImage = GeoTime & { blob: Blob; fileName: string };

/** A photo to store with a draft: a fresh local id (the server's clientId), not uploaded yet. */
export const newCapturePhoto = (key: DraftKey, kind: ConditionPhotoKind, image: CapturedImage): CapturePhoto => ({
  localId: newClientId(),
  draftId: draftIdOf(key),
  kind,
  blob: image.blob,
  fileName: image.fileName,
  capturedAt: image.capturedAt,
  latitude: image.latitude,
  longitude: image.longitude,
  upload: { state: 'pending' },
});

/** The draft without a photo: every slot that named it lets go (a damage keeps its other photos, a signature goes). */
export const withoutPhoto = (draft: CaptureDraft, localId: string): CaptureDraft => {
  const keep = (ids: string[]) => ids.filter((id) => id !== localId);
  return {
    ...draft,
    photoLocalIds: keep(draft.photoLocalIds),
    damages: draft.damages.map((damage) => ({ ...damage, photoLocalIds: keep(damage.photoLocalIds) })),
    odometerPhotoLocalId: draft.odometerPhotoLocalId === localId ? null : draft.odometerPhotoLocalId,
    keysPhotoLocalId: draft.keysPhotoLocalId === localId ? null : draft.keysPhotoLocalId,
    driverSignature: draft.driverSignature?.imageLocalId === localId ? null : draft.driverSignature,
    customerSignature: draft.customerSignature?.imageLocalId === localId ? null : draft.customerSignature,
  };
};
