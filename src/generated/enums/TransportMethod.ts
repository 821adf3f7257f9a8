export const TransportMethod = {
  CLIENT_IN: 'CLIENT_IN',
  DRIVEN: 'DRIVEN',
  TOW: 'TOW',
  TRUCKED: 'TRUCKED',
} as const;

export type TransportMethod = (typeof TransportMethod)[keyof typeof TransportMethod];

/** Every TransportMethod, in schema order. */
export const TransportMethodValues = ['CLIENT_IN', 'DRIVEN', 'TOW', 'TRUCKED'] as const;
