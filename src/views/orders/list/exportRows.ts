import { getFragmentData } from '@/generated';
import type { OrderRow_OrderFragment, OrdersExportQuery as OrdersExportData } from '@/generated/graphql';
import type { CsvCell } from '../../../domain/csv';
import { DEFAULT_SORT, type OrderListVariables } from '../../../domain/orderListUrl';
import { listSource } from '../../kit/list/listSource';
import { OrderRowFragment } from './OrderRow';
import { OrdersExportQuery } from './ordersList.graphql';
import { deliveryPlace, pickupPlace, vehiclesTitle } from './orderSummary';

const placeCell = (place: ReturnType<typeof pickupPlace>) => (place ? `${place.name}, ${place.city}, ${place.stateProvince}` : '');

/** The table row's fields (OrderRow_order, unmasked) and what only the file has. */
export type ExportOrder = OrderRow_OrderFragment & Pick<OrdersExportData['orders']['data'][number], 'paymentStatus' | 'source'>;

export const EXPORT_HEADER = [
  'Number',
  'Client',
  'Customer',
  'State',
  'Leg statuses',
  'Legs',
  'Reference numbers',
  'Payment status',
  'Source',
  'Created at',
  'Pickup',
  'Delivery',
  'Vehicles',
  'Total',
  'Currency',
] as const;

/** One CSV row per order, in EXPORT_HEADER's order; lists joined with "; " so a cell stays one value per column. */
export const exportRow = (order: ExportOrder): CsvCell[] => [
  order.number,
  order.client.displayName,
  order.customer?.displayName ?? '',
  order.state,
  [...new Set(order.legStatuses)].join('; '),
  order.legCount,
  order.referenceNumbers.join('; '),
  order.paymentStatus ?? '',
  order.source,
  order.createdAt,
  placeCell(pickupPlace(order.legs)),
  placeCell(deliveryPlace(order.legs)),
  vehiclesTitle(order.vehicles),
  order.price ? (order.price.total / 100).toFixed(2) : '',
  order.price?.currency ?? '',
];

/** The "Export CSV" file: every order the view's filters match, 100 a request. */
export const ORDERS_CSV = { noun: 'orders', prefix: 'orders', header: EXPORT_HEADER, row: exportRow };

export const ordersExport = listSource({
  query: OrdersExportQuery,
  variables: (variables: OrderListVariables, paging, before: readonly ExportOrder[] = []) => {
    // The default order (newest first) pages by keyset: deep pages stay fast, and rows added meanwhile shift nothing.
    const keyset = variables.orderBy.every((sort) => sort.column === DEFAULT_SORT.column && sort.order === DEFAULT_SORT.order);
    return { ...variables, ...paging, after: keyset ? before.at(-1)?.id : undefined };
  },
  pick: (data) => ({
    data: data.orders.data.map((row) => ({
      ...getFragmentData(OrderRowFragment, row),
      paymentStatus: row.paymentStatus,
      source: row.source,
    })),
    paginatorInfo: data.orders.paginatorInfo,
  }),
});
