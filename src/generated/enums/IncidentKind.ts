/** Spec: incident kinds. */
export const IncidentKind = {
  ACCIDENT: 'ACCIDENT',
  INCIDENT: 'INCIDENT',
} as const;

export type IncidentKind = (typeof IncidentKind)[keyof typeof IncidentKind];

/** Every IncidentKind, in schema order. */
export const IncidentKindValues = ['ACCIDENT', 'INCIDENT'] as const;
