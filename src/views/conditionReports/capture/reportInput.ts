import type { ConditionReportInput, SignatureInput } from '@/generated/graphql';
import { saysNoReason } from '../../../domain/notAvailableReason';
import type { FieldErrors } from '../../../domain/schemas/fieldErrors';
import { NOT_AVAILABLE_REASON_MAX, NOTE_MAX } from '../../../domain/schemas/conditionReports';
import { vinLengthError } from '../../../domain/vin';
import { limitNote } from '../../kit/ui/textLimit';
import { type CaptureDraft, type CapturePhotoState, type CaptureSignature, referencedPhotoIds } from './captureDraft';

export type ReportInputResult =
  | { ok: true; input: ConditionReportInput }
  /** `missing`: answers the form still needs, keyed as the server's field errors; `notUploaded`: local photo ids. */
  | { ok: false; missing: FieldErrors; notUploaded: string[] };

/** What the server would refuse before anything is uploaded: a submit must not send photos for a report it cannot make. */
export const missingAnswers = (draft: CaptureDraft): FieldErrors => {
  const missing: FieldErrors = {};
  if (draft.keysCount === null) missing.keysCount = ['Enter how many keys came with the vehicle.'];
  if (draft.fobsCount === null) missing.fobsCount = ['Enter how many fobs came with the vehicle.'];
  if (draft.driverSignature === null) missing.driverSignature = ['The driver signs the report.'];
  // "Customer not available" alone is no reason: the server refuses it too (src/domain/notAvailableReason.ts).
  if (draft.customerSignature === null && saysNoReason(draft.customerNotAvailableReason))
    missing.customerSignature = ['The customer signs, or say why they were not available.'];
  // Text past its limit is refused, not cut (the fields say so as it is typed): the server would refuse the report.
  const vin = vinLengthError(draft.vinScanned);
  if (vin) missing.vinScanned = [vin];
  const over = (field: string, label: string, text: string, limit: number) => {
    const note = limitNote(text.trim().length, limit);
    if (note?.over) missing[field] = [`${label}: ${note.text}`];
  };
  for (const [index, item] of draft.items.entries())
    over(`items.${index}.note`, `The note of inspection item ${index + 1}`, item.note, NOTE_MAX);
  for (const [index, damage] of draft.damages.entries())
    over(`damages.${index}.note`, `The note of damage ${index + 1}`, damage.note, NOTE_MAX);
  over('notes', 'The notes', draft.notes, NOTE_MAX);
  if (draft.customerSignature === null)
    over('customerNotAvailableReason', 'Why the customer was not available', draft.customerNotAvailableReason, NOT_AVAILABLE_REASON_MAX);
  return missing;
};

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** The draft as the submit sends it, every local photo id replaced by the server id its upload answered. */
export const toConditionReportInput = (draft: CaptureDraft, photos: readonly CapturePhotoState[]): ReportInputResult => {
  const serverIds = new Map(
    photos.flatMap((photo) => (photo.upload.state === 'uploaded' ? [[photo.localId, photo.upload.serverId] as const] : [])),
  );
  const missing = missingAnswers(draft);
  const notUploaded = referencedPhotoIds(draft).filter((localId) => !serverIds.has(localId));
  if (Object.keys(missing).length > 0 || notUploaded.length > 0) return { ok: false, missing, notUploaded };

  const id = (localId: string): string => serverIds.get(localId) as string;
  const optionalId = (localId: string | null) => (localId === null ? null : id(localId));
  const signature = (value: CaptureSignature): SignatureInput => ({
    name: value.name.trim(),
    signedAt: value.signedAt,
    latitude: value.latitude,
    longitude: value.longitude,
    imageId: id(value.imageLocalId),
  });
  const input: ConditionReportInput = {
    clientId: draft.clientId,
    orderLegId: draft.orderLegId,
    direction: draft.direction,
    items: draft.items.map(({ code, result, note }) => ({ code, result, note: orNull(note) })),
    damages: draft.damages.map(({ area, type, severity, x, y, preExisting, note, photoLocalIds }) => ({
      area,
      type,
      severity,
      x,
      y,
      preExisting,
      note: orNull(note),
      photoIds: photoLocalIds.map(id),
    })),
    photoIds: draft.photoLocalIds.map(id),
    odometer: draft.odometer,
    odometerPhotoId: optionalId(draft.odometerPhotoLocalId),
    fuelLevel: draft.fuelLevel,
    evStateOfCharge: draft.evStateOfCharge,
    keysCount: draft.keysCount as number,
    fobsCount: draft.fobsCount as number,
    keysPhotoId: optionalId(draft.keysPhotoLocalId),
    interiorConditions: draft.interiorConditions,
    looseItems: draft.looseItems.map(({ spot, description }) => ({ spot, description: description.trim() })),
    washType: draft.washType,
    obstructions: draft.obstructions,
    vinScanned: orNull(draft.vinScanned),
    acceptVinMismatch: draft.acceptVinMismatch,
    notes: orNull(draft.notes),
    capturedAt: draft.capturedAt,
    latitude: draft.latitude,
    longitude: draft.longitude,
    driverSignature: signature(draft.driverSignature as CaptureSignature),
    customerSignature: draft.customerSignature ? signature(draft.customerSignature) : null,
    customerNotAvailableReason: draft.customerSignature ? null : orNull(draft.customerNotAvailableReason),
  };
  return { ok: true, input };
};

// The input's photo-id fields and the draft's fields that hold the same photos by local id.
const DRAFT_FIELD: Record<string, string> = {
  photoIds: 'photoLocalIds',
  odometerPhotoId: 'odometerPhotoLocalId',
  keysPhotoId: 'keysPhotoLocalId',
  imageId: 'imageLocalId',
};

/** A server field-error key (`damages.1.photoIds.0`, input. already stripped) as the draft field it is about. */
export const draftFieldOf = (serverKey: string): string =>
  serverKey
    .split('.')
    .map((part) => DRAFT_FIELD[part] ?? part)
    .join('.');

/** Server field errors keyed by the draft's fields, so the form shows them beside the inputs that hold them. */
export const draftFieldErrors = (errors: FieldErrors): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([key, messages]) => [draftFieldOf(key), messages]));
