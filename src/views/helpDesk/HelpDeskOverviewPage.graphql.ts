import { graphql } from '@/generated';

export const HelpDeskOverviewQuery = graphql(`
  query HelpDeskOverviewPage {
    helpDeskOverview {
      reasons {
        reason
        count
      }
      openAlerts
      newDamageByDay {
        day
        count
      }
    }
  }
`);
