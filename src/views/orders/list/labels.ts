/** Display words for the list's enum values: the one label of every status (src/domain/labels.ts). */
export { enumLabel } from '../../../domain/labels';

type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

const TONES: Record<string, Tone> = {
  ON_HOLD: 'warning',
  UNACKNOWLEDGED: 'warning',
  PENDING_CONFIRMATION: 'warning',
  ABORTED: 'danger',
  CANCELLED: 'danger',
  DELIVERED: 'success',
  INVOICED: 'success',
  DRIVER_PAID: 'success',
  IN_TRANSIT: 'info',
  PORT_TRANSIT: 'info',
  PENDING_PICKUP: 'info',
  CLEARED_FOR_DISPATCH: 'info',
};

/** A colour for a leg status chip; the text always says the status, so colour is never the only cue. */
export const statusTone = (status: string): Tone => TONES[status] ?? 'neutral';
