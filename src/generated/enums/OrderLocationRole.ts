export const OrderLocationRole = {
  DESTINATION: 'DESTINATION',
  ORIGIN: 'ORIGIN',
  PRIMARY: 'PRIMARY',
  REGISTER_TO: 'REGISTER_TO',
  TITLE_TO: 'TITLE_TO',
} as const;

export type OrderLocationRole = (typeof OrderLocationRole)[keyof typeof OrderLocationRole];

/** Every OrderLocationRole, in schema order. */
export const OrderLocationRoleValues = ['DESTINATION', 'ORIGIN', 'PRIMARY', 'REGISTER_TO', 'TITLE_TO'] as const;
