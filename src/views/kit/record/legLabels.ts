/** Human words for leg statuses, events, hold reasons and transport methods (the enums stay in the data). */
import type { LegHoldReason, OrderLegEvent, OrderLegStatus, TransportMethod } from '@/generated/graphql';
import { LEG_STATUS_LABEL, statusLabel, TRANSPORT_METHOD_LABEL } from '../../../domain/labels';
import type { BadgeTone } from '../ui/Badge';

/** One label per status everywhere (src/domain/labels.ts). */
export { LEG_STATUS_LABEL };

const TONES: Partial<Record<OrderLegStatus, BadgeTone>> = {
  ABORTED: 'danger',
  CANCELLED: 'danger',
  ON_HOLD: 'warning',
  UNACKNOWLEDGED: 'warning',
  IN_TRANSIT: 'info',
  PORT_TRANSIT: 'info',
  IN_REPAIR: 'warning',
  IN_STORAGE: 'info',
  DELIVERED: 'success',
  INVOICED: 'success',
  DRIVER_PAID: 'success',
};

export const legStatusTone = (status: OrderLegStatus): BadgeTone => TONES[status] ?? 'neutral';

/** The action bar's button texts, by GraphQL event name. */
export const LEG_EVENT_LABEL: Record<OrderLegEvent, string> = {
  PROCESS: 'Process',
  ACKNOWLEDGE: 'Acknowledge',
  REQUEST_CONFIRMATION: 'Request confirmation',
  CONFIRM: 'Confirm',
  CLEAR: 'Clear for dispatch',
  AWAIT_TAG_AND_TITLE: 'Await tag & title',
  TAG_AND_TITLE_DONE: 'Tag & title done',
  ASSIGN: 'Assign',
  UNASSIGN: 'Unassign',
  PICK_UP: 'Pick up',
  ABORT: 'Abort pickup',
  RESCHEDULE: 'Reschedule',
  AT_PORT: 'At port',
  LEFT_PORT: 'Left port',
  TO_REPAIR: 'To repair',
  REPAIRED: 'Repaired',
  TO_STORAGE: 'To storage',
  FROM_STORAGE: 'From storage',
  DELIVER: 'Deliver',
  INVOICE: 'Invoice',
  UNINVOICE: 'Back to delivered',
  DRIVER_PAID: 'Driver paid',
  HOLD: 'Hold',
  RELEASE: 'Release hold',
  CANCEL: 'Cancel leg',
};

export const HOLD_REASON_LABEL: Record<LegHoldReason, string> = {
  CLIENT_REQUEST: 'Client request',
  FUTURE_PROJECT: 'Future project',
  MORE_INFO_NEEDED: 'More information needed',
  OTHER_REASON: 'Other reason',
  VEHICLE_NOT_READY: 'Vehicle not ready',
  WAITING_FOR_CANCEL: 'Waiting for cancel',
};

export const METHOD_LABEL: Record<TransportMethod, string> = TRANSPORT_METHOD_LABEL;

const isKey = <T extends string>(table: Record<T, string>, value: unknown): value is T => typeof value === 'string' && value in table;

/** A status read from an audit row's JSON: its label, or "—". */
export const legStatusLabel = statusLabel;

export const holdReasonLabel = (value: unknown): string =>
  isKey(HOLD_REASON_LABEL, value) ? HOLD_REASON_LABEL[value] : String(value ?? '—');
