/**
 * Every area, one line each: its resolvers (`<area>/<area>.resolvers.ts`). Its schema is src/graphql/schema/<area>.graphql
 * (read by name), its loaders register themselves on first use (graphql/loaders.ts) and its topics merge into
 * pubsub's Topics from `<area>.topics.ts`. docs/adding-an-area.md walks through a new one.
 */
export { accidentResolvers as accidents } from './accidents/accidents.resolvers';
export { accountResolvers as account } from './account/account.resolvers';
export { carrierResolvers as carriers } from './carriers/carriers.resolvers';
export { conditionReportResolvers as conditionReports } from './conditionReports/conditionReports.resolvers';
export { contactResolvers as contact } from './contact/contact.resolvers';
export { directoryResolvers as directory } from './directory/directory.resolvers';
export { districtResolvers as districts } from './districts/districts.resolvers';
export { dispatchResolvers as dispatch } from './dispatch/dispatch.resolvers';
export { helpDeskResolvers as helpDesk } from './helpDesk/helpDesk.resolvers';
export { notificationResolvers as notifications } from './notifications/notifications.resolvers';
export { orderLegResolvers as orderLegs } from './orderLegs/orderLegs.resolvers';
export { orderResolvers as orders } from './orders/orders.resolvers';
export { portalResolvers as portal } from './portal/portal.resolvers';
export { quoteResolvers as quotes } from './quotes/quotes.resolvers';
export { safetyResolvers as safety } from './safety/safety.resolvers';
export { storageResolvers as storage } from './storage/storage.resolvers';
export { tagAndTitleResolvers as tagAndTitle } from './tagAndTitle/tagAndTitle.resolvers';
export { travelResolvers as travel } from './travel/travel.resolvers';
