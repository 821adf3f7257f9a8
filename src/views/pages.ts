import { ACCIDENT_PAGES } from './accidents/pages';
import { ACCOUNT_PAGES } from './account/pages';
import { AUTH_PAGES } from './auth/pages';
import { CALL_CENTER_PAGES } from './callCenter/pages';
import { CARRIER_PAGES } from './carriers/pages';
import { CLIENT_ACCOUNT_PAGES } from './clientAccounts/pages';
import { CLIENT_RELATIONS_PAGES } from './clientRelations/pages';
import { CLIENT_REPORT_PAGES } from './clientReports/pages';
import { IFTA_PAGES } from './ifta/pages';
import { CATALOG_PAGES } from './catalogs/pages';
import { FINANCE_REPORT_PAGES } from './financeReports/pages';
import { HUB_TAG_PAGES } from './hubsAndTags/pages';
import { CONDITION_REPORT_PAGES } from './conditionReports/pages';
import { DASHBOARD_PAGES } from './dashboard/pages';
import { DISPATCH_PAGES } from './dispatch/pages';
import { DISTRICT_PAGES } from './districts/pages';
import { HELP_DESK_PAGES } from './helpDesk/pages';
import { INVOICE_PAGES } from './invoices/pages';
import { ORDER_LEG_PAGES } from './orderLegs/pages';
import { ORDER_PAGES } from './orders/pages';
import { PORTAL_PAGES } from './portal/pages';
import { PUBLIC_PAGES } from './public/pages';
import { QUOTE_PAGES } from './quotes/pages';
import { REPORT_PAGES } from './reports/pages';
import { SAFETY_PAGES } from './safety/pages';
import { SEARCH_PAGES } from './search/pages';
import { SETTINGS_PAGES } from './settings/pages';
import { SETTLEMENT_PAGES } from './settlements/pages';
import { SR_VALIDATION_PAGES } from './srValidation/pages';
import { STORAGE_PAGES } from './storage/pages';
import { SURVEY_PAGES } from './surveys/pages';
import { TAG_AND_TITLE_PAGES } from './tagAndTitle/pages';
import { TRAVEL_PAGES } from './travel/pages';
import { USER_PAGES } from './users/pages';
import { VEHICLE_PAGES } from './vehicles/pages';
import type { Page } from './kit/router/pageProps';

/**
 * Every area's page views by route name (its folder's pages.ts); each is a lazy chunk, loaded on first visit.
 * An area registers itself with one entry here. A route with a page is built; the others show NotBuiltPage.
 */
export const AREA_PAGES: readonly Readonly<Record<string, Page>>[] = [
  PUBLIC_PAGES,
  AUTH_PAGES,
  ACCOUNT_PAGES,
  USER_PAGES,
  DASHBOARD_PAGES,
  ORDER_PAGES,
  ORDER_LEG_PAGES,
  QUOTE_PAGES,
  PORTAL_PAGES,
  VEHICLE_PAGES,
  CARRIER_PAGES,
  SAFETY_PAGES,
  ACCIDENT_PAGES,
  CONDITION_REPORT_PAGES,
  HELP_DESK_PAGES,
  CALL_CENTER_PAGES,
  TRAVEL_PAGES,
  DISPATCH_PAGES,
  SR_VALIDATION_PAGES,
  STORAGE_PAGES,
  SURVEY_PAGES,
  DISTRICT_PAGES,
  TAG_AND_TITLE_PAGES,
  CATALOG_PAGES,
  FINANCE_REPORT_PAGES,
  HUB_TAG_PAGES,
  SETTINGS_PAGES,
  CLIENT_ACCOUNT_PAGES,
  CLIENT_RELATIONS_PAGES,
  CLIENT_REPORT_PAGES,
  IFTA_PAGES,
  INVOICE_PAGES,
  SETTLEMENT_PAGES,
  SEARCH_PAGES,
  REPORT_PAGES,
];

const PAGES = new Map(AREA_PAGES.flatMap((pages) => Object.entries(pages)));

/** The view of a route, or undefined while its area is not built. */
export const pageOf = (route: { name: string }): Page | undefined => PAGES.get(route.name);

/** Whether a route has its view (the navigation marks the others "soon"). */
export const isBuilt = (route: { name: string }): boolean => PAGES.has(route.name);
