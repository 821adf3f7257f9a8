import { defineArea } from '../areaKit';
import { deliverySurveyReport } from './surveys.report';
import { surveysResolvers } from './surveys.resolvers';

/** Delivery surveys (issue 31, docs/delivery-surveys.md): the public survey of a delivered leg, its answers, its report. */
export const surveysArea = defineArea({
  name: 'surveys',
  resolvers: surveysResolvers,
  mappers: {
    DeliverySurvey: './surveys.rows#DeliverySurveyRow',
    PublicDeliverySurvey: './surveys.answer#PublicSurvey',
  },
  reports: [deliverySurveyReport],
});
