import type { ReportRow, ReportTable } from '../../src/domain/reports/table';
import { columnsOf, reportResult } from '../reports/reports.public';
import { RECORD_LIMIT } from './clientReports.figures';
import { type ClientOrderFigures, type ClientOrderReportFigures, clientOrderFigures } from './clientReports.orderFigures';
import { type ClientReportParams, clientHref, clientOrdersHref, defineClientReport, rate, reportForClient } from './clientReports.params';

export const CLIENT_ORDER_PAGE = '/admin/reports/client-order';

const CLIENT_COLUMNS: ReportTable['columns'] = [
  { key: 'client', label: 'Client' },
  ...columnsOf({ orders: 'Orders', legs: 'Legs', pickupsPromised: 'Pickups promised', pickupsOnTime: 'Picked up on time' }, 'int'),
  { key: 'pickupRate', label: 'On-time pickup', kind: 'percent' },
  ...columnsOf({ deliveriesPromised: 'Deliveries promised', deliveriesOnTime: 'Delivered on time' }, 'int'),
  { key: 'deliveryRate', label: 'On-time delivery', kind: 'percent' },
  ...columnsOf({ damagedDeliveries: 'Damaged at delivery', damageClaims: 'Damage claims' }, 'int'),
];

const SUMMED = [
  'orders',
  'legs',
  'pickupsPromised',
  'pickupsOnTime',
  'deliveriesPromised',
  'deliveriesOnTime',
  'damagedDeliveries',
  'damageClaims',
] as const;

const figureCells = (figures: Pick<ClientOrderFigures, (typeof SUMMED)[number]>) => ({
  ...Object.fromEntries(SUMMED.map((key) => [key, figures[key]])),
  pickupRate: rate(figures.pickupsOnTime, figures.pickupsPromised),
  deliveryRate: rate(figures.deliveriesOnTime, figures.deliveriesPromised),
});

const clientsTable = (figures: ClientOrderReportFigures, params: ClientReportParams): ReportTable => {
  const sum = Object.fromEntries(SUMMED.map((key) => [key, figures.clients.reduce((total, row) => total + row[key], 0)])) as Record<
    (typeof SUMMED)[number],
    number
  >;
  return {
    key: 'clients',
    title: 'By client',
    columns: CLIENT_COLUMNS,
    rows: figures.clients.map((row): ReportRow => {
      const orders = clientOrdersHref(params.period, row.clientId);
      // The report for this client alone lists the legs and claims behind its on-time and damage figures.
      const records = reportForClient(CLIENT_ORDER_PAGE, params.period, row.clientId);
      return {
        cells: { client: row.clientName, ...figureCells(row) },
        links: {
          client: clientHref(row.clientId),
          orders,
          legs: orders,
          pickupsOnTime: records,
          deliveriesOnTime: records,
          damagedDeliveries: records,
          damageClaims: records,
        },
      };
    }),
    totals: { client: 'Total', ...figureCells(sum) },
  };
};

const lateness = (days: number | null) => (days === null ? null : Math.max(0, days));

const exceptionsTable = (figures: ClientOrderReportFigures): ReportTable => ({
  key: 'exceptions',
  title: 'Late or damaged legs',
  columns: [
    ...columnsOf({ leg: 'Leg', client: 'Client' }),
    ...columnsOf({ pickupDue: 'Pickup promised', pickedUp: 'Picked up' }, 'day'),
    { key: 'pickupLate', label: 'Days late (pickup)', kind: 'int' },
    ...columnsOf({ deliveryDue: 'Delivery promised', delivered: 'Delivered' }, 'day'),
    { key: 'deliveryLate', label: 'Days late (delivery)', kind: 'int' },
    { key: 'damaged', label: 'Damage at delivery' },
  ],
  rows: figures.lateLegs.map((leg) => ({
    cells: {
      leg: leg.number,
      client: leg.clientName,
      pickupDue: leg.pickupDue,
      pickedUp: leg.pickedUpOn,
      pickupLate: lateness(leg.pickupDaysLate),
      deliveryDue: leg.deliveryDue,
      delivered: leg.deliveredOn,
      deliveryLate: lateness(leg.deliveryDaysLate),
      damaged: leg.damaged ? 'New damage' : null,
    },
    links: { leg: `/order-legs/${leg.id}` },
  })),
});

const claimsTable = (figures: ClientOrderReportFigures): ReportTable => ({
  key: 'claims',
  title: 'Damage claims',
  columns: [
    ...columnsOf({ report: 'Report', client: 'Client' }),
    { key: 'occurred', label: 'Occurred', kind: 'day' },
    // The kind's column written out: `kind: '…'` reads as an audit kind to server/areaKit.test.ts.
    { key: 'kind', label: 'Kind' },
    ...columnsOf({ status: 'Status', order: 'Order', leg: 'Leg', claimNumbers: 'Claim numbers' }),
  ],
  rows: figures.claims.map((claim) => ({
    cells: {
      report: claim.number,
      client: claim.clientName,
      occurred: claim.occurredOn,
      kind: claim.kind === 'ACCIDENT' ? 'Accident' : 'Incident',
      status: claim.status === 'OPEN' ? 'Open' : 'Closed',
      order: claim.orderNumber,
      leg: claim.legNumber,
      claimNumbers: claim.claimNumbers || null,
    },
    links: {
      report: `/accidents-incidents/reports/${claim.id}`,
      ...(claim.orderId && { order: `/orders/${claim.orderId}` }),
      ...(claim.legId && { leg: `/order-legs/${claim.legId}` }),
    },
  })),
});

/** Clients drawn in the chart: the busiest by legs, so the bars stay readable. */
const CHART_CLIENTS = 12;

const notes = (figures: ClientOrderReportFigures) => [
  'Orders are those made in the period, with their legs. On time counts the legs picked up (delivered) in the period that had a promised day: the confirmed pickup (delivery) day, else a requested ON or BEFORE day; a leg is on time when it was picked up (delivered) on or before that day, in the tenant’s time zone. ASAP and AFTER requests promise no day and are left out of the rates.',
  'Damage at delivery: new damage on the leg’s submitted or accepted delivery condition report. Damage claims: accident and incident reports on the client’s orders that happened in the period.',
  ...(figures.lateLegCount > RECORD_LIMIT
    ? [`The late or damaged legs show the first ${RECORD_LIMIT} of ${figures.lateLegCount}: pick a client.`]
    : []),
  ...(figures.claimCount > RECORD_LIMIT
    ? [`The damage claims show the first ${RECORD_LIMIT} of ${figures.claimCount}: pick a client.`]
    : []),
];

/**
 * Client orders (issue 31, docs/client-reports.md): per client over a period — orders and legs, on-time pickup and
 * delivery, damage at delivery and damage claims — with the late or damaged legs and the claims behind the figures.
 */
export const clientOrderReport = defineClientReport(
  { name: 'client-order', title: 'Client orders', page: CLIENT_ORDER_PAGE },
  clientOrderFigures,
  (rc, params, figures) => {
    const charted = [...figures.clients].sort((a, b) => b.legs - a.legs).slice(0, CHART_CLIENTS);
    const series = (key: 'pickup' | 'delivery', label: string) => ({
      key,
      label,
      points: charted.map((row) => ({
        x: row.clientName,
        y: (key === 'pickup' ? rate(row.pickupsOnTime, row.pickupsPromised) : rate(row.deliveriesOnTime, row.deliveriesPromised)) ?? 0,
      })),
    });
    return reportResult(rc, params.period, {
      tables: [clientsTable(figures, params), exceptionsTable(figures), claimsTable(figures)],
      charts: charted.length
        ? [
            {
              title: 'On time by client',
              kind: 'bar',
              valueKind: 'percent',
              series: [series('pickup', 'Pickup'), series('delivery', 'Delivery')],
            },
          ]
        : [],
      notes: notes(figures),
    });
  },
);
