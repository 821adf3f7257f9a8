/** The events a settlement's machine takes from a user; PAID follows from payments, never from an event. */
export const SettlementEvent = {
  OPEN: 'OPEN',
} as const;

export type SettlementEvent = (typeof SettlementEvent)[keyof typeof SettlementEvent];

/** Every SettlementEvent, in schema order. */
export const SettlementEventValues = ['OPEN'] as const;
