/** A move of a checklist document: a file received for a missing or rejected one, a received one accepted or rejected. */
export const TntDocumentMove = {
  ACCEPT: 'ACCEPT',
  RECEIVE: 'RECEIVE',
  REJECT: 'REJECT',
} as const;

export type TntDocumentMove = (typeof TntDocumentMove)[keyof typeof TntDocumentMove];

/** Every TntDocumentMove, in schema order. */
export const TntDocumentMoveValues = ['ACCEPT', 'RECEIVE', 'REJECT'] as const;
