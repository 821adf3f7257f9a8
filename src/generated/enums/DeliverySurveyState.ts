/** What a token or code opens: the survey to answer, or why it cannot be answered. */
export const DeliverySurveyState = {
  ANSWERED: 'ANSWERED',
  EXPIRED: 'EXPIRED',
  INVALID: 'INVALID',
  OPEN: 'OPEN',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
} as const;

export type DeliverySurveyState = (typeof DeliverySurveyState)[keyof typeof DeliverySurveyState];

/** Every DeliverySurveyState, in schema order. */
export const DeliverySurveyStateValues = ['ANSWERED', 'EXPIRED', 'INVALID', 'OPEN', 'TOO_MANY_REQUESTS'] as const;
