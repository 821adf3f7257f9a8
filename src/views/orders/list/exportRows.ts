import type { OrderRow_OrderFragment, OrdersExportQuery } from '@/generated/graphql';
import type { CsvCell } from '../../../domain/csv';
import { deliveryPlace, pickupPlace, vehiclesTitle } from './orderSummary';

const placeCell = (place: ReturnType<typeof pickupPlace>) => (place ? `${place.name}, ${place.city}, ${place.stateProvince}` : '');

/** The table row's fields (OrderRow_order, unmasked) and what only the file has. */
export type ExportOrder = OrderRow_OrderFragment & Pick<OrdersExportQuery['orders']['data'][number], 'paymentStatus' | 'source'>;

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
