/** Who performs an inspection: none needed, a provincial or state station, or a temporary (permit) inspection. */
export const InspectionKind = {
  NONE: 'NONE',
  PROVINCIAL: 'PROVINCIAL',
  STATE: 'STATE',
  TEMP: 'TEMP',
} as const;

export type InspectionKind = (typeof InspectionKind)[keyof typeof InspectionKind];

/** Every InspectionKind, in schema order. */
export const InspectionKindValues = ['NONE', 'PROVINCIAL', 'STATE', 'TEMP'] as const;
