export const TntDocumentState = {
  ACCEPTED: 'ACCEPTED',
  MISSING: 'MISSING',
  RECEIVED: 'RECEIVED',
  REJECTED: 'REJECTED',
} as const;

export type TntDocumentState = (typeof TntDocumentState)[keyof typeof TntDocumentState];

/** Every TntDocumentState, in schema order. */
export const TntDocumentStateValues = ['ACCEPTED', 'MISSING', 'RECEIVED', 'REJECTED'] as const;
