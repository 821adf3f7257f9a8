/**
 * The server's registry: every area's manifest (`<area>/<area>.area.ts`), one line each. graphql/schema.ts merges
 * their resolvers, app.ts registers their HTTP routes, serve.ts starts their jobs, codegen reads their mappers
 * (scripts/codegen/areaMappers.mjs) and server/areaKit.test.ts checks each against its schema file and machines.
 * docs/adding-an-area.md walks through a new one.
 */
export { accidentsArea as accidents } from './accidents/accidents.area';
export { accountArea as account } from './account/account.area';
export { booksArea as books } from './books/books.area';
export { callCenterArea as callCenter } from './callCenter/callCenter.area';
export { carriersArea as carriers } from './carriers/carriers.area';
export { catalogsArea as catalogs } from './catalogs/catalogs.area';
export { clientAccountsArea as clientAccounts } from './clientAccounts/clientAccounts.area';
export { clientRelationsArea as clientRelations } from './clientRelations/clientRelations.area';
export { clientReportsArea as clientReports } from './clientReports/clientReports.area';
export { communicationsArea as communications } from './communications/communications.area';
export { conditionReportsArea as conditionReports } from './conditionReports/conditionReports.area';
export { contactArea as contact } from './contact/contact.area';
export { directoryArea as directory } from './directory/directory.area';
export { dispatchArea as dispatch } from './dispatch/dispatch.area';
export { districtsArea as districts } from './districts/districts.area';
export { helpDeskArea as helpDesk } from './helpDesk/helpDesk.area';
export { hubsAndTagsArea as hubsAndTags } from './hubsAndTags/hubsAndTags.area';
export { importsArea as imports } from './imports/imports.area';
export { invoicesArea as invoices } from './invoices/invoices.area';
export { mediaArea as media } from './media/media.area';
export { notificationsArea as notifications } from './notifications/notifications.area';
export { orderLegsArea as orderLegs } from './orderLegs/orderLegs.area';
export { ordersArea as orders } from './orders/orders.area';
export { portalArea as portal } from './portal/portal.area';
export { quotesArea as quotes } from './quotes/quotes.area';
export { reportsArea as reports } from './reports/reports.area';
export { safetyArea as safety } from './safety/safety.area';
export { searchArea as search } from './search/search.area';
export { settingsArea as settings } from './settings/settings.area';
export { settlementsArea as settlements } from './settlements/settlements.area';
export { storageArea as storage } from './storage/storage.area';
export { tagAndTitleArea as tagAndTitle } from './tagAndTitle/tagAndTitle.area';
export { travelArea as travel } from './travel/travel.area';
export { usersArea as users } from './users/users.area';
export { surveysArea as surveys } from './surveys/surveys.area';
export { iftaArea as ifta } from './ifta/ifta.area';
export { financeReportsArea as financeReports } from './financeReports/financeReports.area';
