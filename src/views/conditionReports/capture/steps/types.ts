import type { CaptureDraftView } from '../useCaptureDraft';

/** A draft that is loaded: what every step reads and changes. */
export type ReadyDraft = Extract<CaptureDraftView, { status: 'ready' }>;

/** The leg's vehicle as the steps show it. */
export type CaptureVehicle = { vin: string | null; year: number | null; make: string | null; model: string | null } | null;
