export const CommunicationOutcome = {
  LEFT_MESSAGE: 'LEFT_MESSAGE',
  NO_ANSWER: 'NO_ANSWER',
  REACHED: 'REACHED',
  REFUSED: 'REFUSED',
  WRONG_NUMBER: 'WRONG_NUMBER',
} as const;

export type CommunicationOutcome = (typeof CommunicationOutcome)[keyof typeof CommunicationOutcome];

/** Every CommunicationOutcome, in schema order. */
export const CommunicationOutcomeValues = ['LEFT_MESSAGE', 'NO_ANSWER', 'REACHED', 'REFUSED', 'WRONG_NUMBER'] as const;
