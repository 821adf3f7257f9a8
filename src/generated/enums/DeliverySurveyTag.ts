/** What the driver did well, as the person who took the vehicle ticks it. */
export const DeliverySurveyTag = {
  COMMUNICATED_WELL: 'COMMUNICATED_WELL',
  FOLLOWED_INSTRUCTIONS: 'FOLLOWED_INSTRUCTIONS',
  FRIENDLY: 'FRIENDLY',
  ON_TIME: 'ON_TIME',
  PRESENTED_WELL: 'PRESENTED_WELL',
  VEHICLE_CLEAN: 'VEHICLE_CLEAN',
} as const;

export type DeliverySurveyTag = (typeof DeliverySurveyTag)[keyof typeof DeliverySurveyTag];

/** Every DeliverySurveyTag, in schema order. */
export const DeliverySurveyTagValues = ['COMMUNICATED_WELL', 'FOLLOWED_INSTRUCTIONS', 'FRIENDLY', 'ON_TIME', 'PRESENTED_WELL', 'VEHICLE_CLEAN'] as const;
