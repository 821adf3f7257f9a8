import { graphql } from '@/generated';

export const CallCenterOverviewQuery = graphql(`
  query CallCenterOverviewPage {
    callCenterOverview {
      today
      toAcknowledge
      toConfirmToday
      toConfirmTomorrow
      toReschedule
      callbacksDue
      teamCallbacks
      callsToday {
        userId
        userName
        calls
      }
    }
  }
`);
