export const OrderLocationRole = {
  DESTINATION: 'DESTINATION',
  ORIGIN: 'ORIGIN',
  PRIMARY: 'PRIMARY',
  REGISTER_TO: 'REGISTER_TO',
  /** Both delivered to and left from on the order's route (a hub, a port); each place is listed once, in route order. */
  STOP: 'STOP',
  TITLE_TO: 'TITLE_TO',
} as const;

export type OrderLocationRole = (typeof OrderLocationRole)[keyof typeof OrderLocationRole];

/** Every OrderLocationRole, in schema order. */
export const OrderLocationRoleValues = ['DESTINATION', 'ORIGIN', 'PRIMARY', 'REGISTER_TO', 'STOP', 'TITLE_TO'] as const;
