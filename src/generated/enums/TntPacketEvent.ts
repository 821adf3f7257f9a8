export const TntPacketEvent = {
  APPROVE: 'APPROVE',
  /** Needs every checklist document ACCEPTED (and a TEMP_TAG packet its tag); releases the legs waiting on it. */
  CLEAR: 'CLEAR',
  COMPLETE: 'COMPLETE',
  DELIVER: 'DELIVER',
  /** Needs a reason. */
  HOLD: 'HOLD',
  PICK_UP: 'PICK_UP',
  PROCESS: 'PROCESS',
  RECEIVE_PACKET: 'RECEIVE_PACKET',
  RELEASE: 'RELEASE',
  REPORT_COMPLETE: 'REPORT_COMPLETE',
  /** Needs the carrier, the recipient and (but for LOCAL_PICKUP) the tracking number. */
  SHIP: 'SHIP',
} as const;

export type TntPacketEvent = (typeof TntPacketEvent)[keyof typeof TntPacketEvent];

/** Every TntPacketEvent, in schema order. */
export const TntPacketEventValues = ['APPROVE', 'CLEAR', 'COMPLETE', 'DELIVER', 'HOLD', 'PICK_UP', 'PROCESS', 'RECEIVE_PACKET', 'RELEASE', 'REPORT_COMPLETE', 'SHIP'] as const;
