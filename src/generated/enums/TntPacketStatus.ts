/** CREATED → … → COMPLETED, with ON_HOLD (history) from any state before COMPLETED (docs/flows.md#tag-and-title-packet). */
export const TntPacketStatus = {
  APPROVED: 'APPROVED',
  CLEARED_FOR_DISPATCH: 'CLEARED_FOR_DISPATCH',
  COMPLETED: 'COMPLETED',
  CREATED: 'CREATED',
  DELIVERED: 'DELIVERED',
  ON_HOLD: 'ON_HOLD',
  PACKET_PICKED_UP: 'PACKET_PICKED_UP',
  PACKET_RECEIVED: 'PACKET_RECEIVED',
  PROCESSING: 'PROCESSING',
  REPORTED_COMPLETE: 'REPORTED_COMPLETE',
  SHIPPED: 'SHIPPED',
} as const;

export type TntPacketStatus = (typeof TntPacketStatus)[keyof typeof TntPacketStatus];

/** Every TntPacketStatus, in schema order. */
export const TntPacketStatusValues = ['APPROVED', 'CLEARED_FOR_DISPATCH', 'COMPLETED', 'CREATED', 'DELIVERED', 'ON_HOLD', 'PACKET_PICKED_UP', 'PACKET_RECEIVED', 'PROCESSING', 'REPORTED_COMPLETE', 'SHIPPED'] as const;
