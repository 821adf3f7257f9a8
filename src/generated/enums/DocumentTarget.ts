/** The records whose DOCUMENTS files a document type applies to. */
export const DocumentTarget = {
  ACCIDENT_REPORT: 'ACCIDENT_REPORT',
  ORDER: 'ORDER',
  ORDER_LEG: 'ORDER_LEG',
} as const;

export type DocumentTarget = (typeof DocumentTarget)[keyof typeof DocumentTarget];

/** Every DocumentTarget, in schema order. */
export const DocumentTargetValues = ['ACCIDENT_REPORT', 'ORDER', 'ORDER_LEG'] as const;
