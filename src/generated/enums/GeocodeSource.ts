export const GeocodeSource = {
  FORM: 'FORM',
  NONE: 'NONE',
  POSTAL_CODE: 'POSTAL_CODE',
} as const;

export type GeocodeSource = (typeof GeocodeSource)[keyof typeof GeocodeSource];

/** Every GeocodeSource, in schema order. */
export const GeocodeSourceValues = ['FORM', 'NONE', 'POSTAL_CODE'] as const;
