import { graphql } from '@/generated';

/** What the public page shows of a survey (the move, or why it cannot be answered). */
export const PublicSurveyFields = graphql(`
  fragment PublicSurveyFields on PublicDeliverySurvey {
    state
    operatorName
    vehicle
    from
    to
    driverFirstName
    deliveredAt
    expiresAt
    retryAfter
  }
`);

export const PublicDeliverySurveyQuery = graphql(`
  query PublicDeliverySurvey($token: String!) {
    publicDeliverySurvey(token: $token) {
      ...PublicSurveyFields
    }
  }
`);

export const AnswerDeliverySurveyMutation = graphql(`
  mutation AnswerDeliverySurvey($token: String!, $input: DeliverySurveyAnswerInput!) {
    answerDeliverySurvey(token: $token, input: $input) {
      ...PublicSurveyFields
    }
  }
`);

/** The staff panel's list: a leg's survey or a driver's. */
export const DeliverySurveysQuery = graphql(`
  query DeliverySurveys($orderLegId: ID, $driverId: ID, $first: Int) {
    deliverySurveys(orderLegId: $orderLegId, driverId: $driverId, first: $first) {
      id
      orderLegId
      legNumber
      driverName
      clientName
      mailedTo
      sentAt
      expiresAt
      answeredAt
      rating
      tags
      comment
    }
  }
`);
