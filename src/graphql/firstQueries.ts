/**
 * The first queries of a signed-in page, by route name: what the page asks as soon as it renders, with exactly the
 * variables it will use. The server prints them into that route's HTML (server/http/firstQueries.ts) and
 * src/boot.ts asks them while the shell downloads (src/graphql/firstAnswers.ts), so the page's first answer is
 * already in when its client starts. A route without an entry loads as before; an entry whose variables drift from
 * the page's only loses the head start (the e2e `first-answers.spec.ts` counts the requests, so drift fails it).
 *
 * One entry per route whose first screen waits on a query; the page reads the same constants and functions.
 * Documents come from the generated module, so this file (which the server loads) imports no view.
 */
import type { DocumentNode } from 'graphql';
import { DASHBOARD_ALERTS_SHOWN, DASHBOARD_NOTIFICATIONS_SHOWN } from '../domain/dashboard';
import { decodeOrderListView, ORDER_PAGE_SIZE, orderListVariables } from '../domain/orderListUrl';
import {
  DashboardSummaryDocument,
  OrderColumnsPreferenceDocument,
  OrderDetailDocument,
  OrdersListDocument,
  UnreadNotificationsDocument,
} from '../generated/graphql';
import { routesUnder } from '../routes';

export type FirstQuery = { document: DocumentNode; variables: Record<string, unknown> };
export type FirstQueryArgs = { params: Readonly<Record<string, string>>; search: string };
type FirstQueries = (args: FirstQueryArgs) => FirstQuery[];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A record page's query by id (useRecordQuery's variables); a record number waits for its lookup instead. */
const recordById =
  (document: DocumentNode): FirstQueries =>
  ({ params }) =>
    params.id && UUID.test(params.id) ? [{ document, variables: { id: params.id } }] : [];

const order = recordById(OrderDetailDocument);

export const FIRST_QUERIES: Readonly<Record<string, FirstQueries>> = {
  // OperationsWidgets and UnreadNotificationsPanel (staff; a driver's dashboard leaves them unused).
  dashboard: () => [
    { document: DashboardSummaryDocument, variables: { alerts: DASHBOARD_ALERTS_SHOWN } },
    { document: UnreadNotificationsDocument, variables: { first: DASHBOARD_NOTIFICATIONS_SHOWN } },
  ],
  // useOrderPages' first page of the view in the address, and the person's saved columns (useOrderColumns).
  orders: ({ search }) => [
    { document: OrdersListDocument, variables: { ...orderListVariables(decodeOrderListView(search)), first: ORDER_PAGE_SIZE, page: 1 } },
    { document: OrderColumnsPreferenceDocument, variables: {} },
  ],
  // The order and every tab: one query (OrderDetailPage).
  ...Object.fromEntries(routesUnder('/orders/:id').map((route) => [route.name, order])),
};

/** The first queries of a route, or none. */
export const firstQueriesOf = (routeName: string, args: FirstQueryArgs): FirstQuery[] => FIRST_QUERIES[routeName]?.(args) ?? [];
