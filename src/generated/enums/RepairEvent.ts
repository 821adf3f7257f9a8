export const RepairEvent = {
  APPROVE: 'APPROVE',
  CLOSE: 'CLOSE',
  DECLINE: 'DECLINE',
  INVOICE_RECEIVED: 'INVOICE_RECEIVED',
  START: 'START',
} as const;

export type RepairEvent = (typeof RepairEvent)[keyof typeof RepairEvent];

/** Every RepairEvent, in schema order. */
export const RepairEventValues = ['APPROVE', 'CLOSE', 'DECLINE', 'INVOICE_RECEIVED', 'START'] as const;
