import type { TntDocumentState } from '@/generated/enums/TntDocumentState';
import type { TntPacketEvent } from '@/generated/enums/TntPacketEvent';
import type { TntPacketKind } from '@/generated/enums/TntPacketKind';
import type { TntPacketStatus } from '@/generated/enums/TntPacketStatus';
import type { TntPaperworkStatus } from '@/generated/enums/TntPaperworkStatus';
import type { TntShippingCarrier } from '@/generated/enums/TntShippingCarrier';
import type { TntShippingRecipient } from '@/generated/enums/TntShippingRecipient';
import type { TntTransport } from '@/generated/enums/TntTransport';
import type { BadgeTone } from '../kit/ui/Badge';

/** The tag-and-title area's words for its enum values (a new value fails to compile until it has one). */

export const TNT_KIND_LABEL: Record<TntPacketKind, string> = {
  TAG_AND_TITLE: 'Tag and title',
  TEMP_TAG: 'Temp tag',
};

export const TNT_STATUS_LABEL: Record<TntPacketStatus, string> = {
  CREATED: 'Created',
  PROCESSING: 'Processing',
  PACKET_RECEIVED: 'Packet received',
  APPROVED: 'Approved',
  CLEARED_FOR_DISPATCH: 'Cleared for dispatch',
  PACKET_PICKED_UP: 'Packet picked up',
  SHIPPED: 'Shipped',
  DELIVERED: 'Delivered',
  REPORTED_COMPLETE: 'Reported complete',
  COMPLETED: 'Completed',
  ON_HOLD: 'On hold',
};

const STATUS_TONE: Record<TntPacketStatus, BadgeTone> = {
  CREATED: 'neutral',
  PROCESSING: 'info',
  PACKET_RECEIVED: 'info',
  APPROVED: 'info',
  CLEARED_FOR_DISPATCH: 'success',
  PACKET_PICKED_UP: 'info',
  SHIPPED: 'info',
  DELIVERED: 'success',
  REPORTED_COMPLETE: 'success',
  COMPLETED: 'success',
  ON_HOLD: 'warning',
};

export const tntStatusTone = (status: TntPacketStatus): BadgeTone => STATUS_TONE[status];

export const TNT_EVENT_LABEL: Record<TntPacketEvent, string> = {
  PROCESS: 'Start processing',
  RECEIVE_PACKET: 'Packet received',
  APPROVE: 'Approve',
  CLEAR: 'Clear for dispatch',
  PICK_UP: 'Packet picked up',
  SHIP: 'Ship',
  DELIVER: 'Delivered',
  REPORT_COMPLETE: 'Report complete',
  COMPLETE: 'Complete',
  HOLD: 'Put on hold',
  RELEASE: 'Release hold',
};

export const PAPERWORK_STATUS_LABEL: Record<TntPaperworkStatus, string> = {
  PENDING: 'Documents pending',
  RECEIVED: 'Documents received',
  SENT: 'Sent',
};

export const DOCUMENT_STATE_LABEL: Record<TntDocumentState, string> = {
  MISSING: 'Missing',
  RECEIVED: 'Received, to review',
  REJECTED: 'Rejected',
  ACCEPTED: 'Accepted',
};

const DOCUMENT_TONE: Record<TntDocumentState, BadgeTone> = {
  MISSING: 'warning',
  RECEIVED: 'info',
  REJECTED: 'danger',
  ACCEPTED: 'success',
};

export const documentStateTone = (state: TntDocumentState): BadgeTone => DOCUMENT_TONE[state];

export const CARRIER_LABEL: Record<TntShippingCarrier, string> = {
  FEDEX: 'FedEx',
  UPS: 'UPS',
  USPS: 'USPS',
  LOCAL_PICKUP: 'Local pickup',
  OTHER: 'Other',
};

export const RECIPIENT_LABEL: Record<TntShippingRecipient, string> = {
  AGENCY: 'Agency',
  DRIVER: 'Driver',
  OTHER: 'Other',
};

export const TRANSPORT_LABEL: Record<TntTransport, string> = {
  DRIVEN: 'Driven',
  DTB: 'Driven on temp tags (DTB)',
  TRUCKED: 'Trucked',
  TT_ONLY: 'Tag and title only',
};

/** A requirement's kind in the district requirements' words (a packet's documents meet those requirements). */
export { REQUIREMENT_KIND_LABEL as REQUIREMENT_LABEL } from '../districts/public';
