/** The paperwork's own status: PENDING until every document is in, RECEIVED, SENT once the packet ships. */
export const TntPaperworkStatus = {
  PENDING: 'PENDING',
  RECEIVED: 'RECEIVED',
  SENT: 'SENT',
} as const;

export type TntPaperworkStatus = (typeof TntPaperworkStatus)[keyof typeof TntPaperworkStatus];

/** Every TntPaperworkStatus, in schema order. */
export const TntPaperworkStatusValues = ['PENDING', 'RECEIVED', 'SENT'] as const;
