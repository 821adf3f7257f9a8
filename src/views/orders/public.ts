/** What other areas may use of orders (src/imports.test.ts: another area imports this file, never the area's internals). */
export { OrdersList, type OrdersListProps } from './OrdersPage';
export { useLiveOrder } from './useLiveOrder';
