import type { DeliverySurveyTag } from '../../generated/enums/DeliverySurveyTag';

/** The driver tags in people's words (the public page, the panels, the report). */
export const SURVEY_TAG_LABEL: Record<DeliverySurveyTag, string> = {
  COMMUNICATED_WELL: 'Communicated well',
  FOLLOWED_INSTRUCTIONS: 'Followed instructions',
  FRIENDLY: 'Friendly',
  ON_TIME: 'On time',
  PRESENTED_WELL: 'Presented well',
  VEHICLE_CLEAN: 'Vehicle clean',
};
