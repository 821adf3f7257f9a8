import type { ReportRow, ReportTable } from '../../src/domain/reports/table';
import { columnsOf, reportResult } from '../reports/reports.public';
import { RECORD_LIMIT } from './clientReports.figures';
import { type ClientReportParams, clientHref, defineClientReport, reportForClient } from './clientReports.params';
import { type ClientStorageReportFigures, clientStorageFigures } from './clientReports.storageFigures';

export const CLIENT_STORAGE_PAGE = '/admin/reports/client-storage';

const STORAGE_RECORDS = '/storage/records';

/** The storage records list showing a client's vehicles on site now (recordsView.ts: `client`, `onSite=1`). */
const onSiteHref = (clientId: string) => `${STORAGE_RECORDS}?${new URLSearchParams({ onSite: '1', client: clientId })}`;

/** One record on the storage records list (it opens beside the list). */
const recordHref = (recordId: string) => `${STORAGE_RECORDS}?${new URLSearchParams({ record: recordId })}`;

const average = (days: number, stays: number) => (stays === 0 ? null : Math.round((days / stays) * 10) / 10);

const clientsTable = (figures: ClientStorageReportFigures, params: ClientReportParams): ReportTable => {
  const sum = (key: 'stays' | 'storageDays' | 'charges' | 'staysEnded' | 'endedStayDays' | 'onSite') =>
    figures.clients.reduce((total, row) => total + row[key], 0);
  return {
    key: 'clients',
    title: 'By client',
    columns: [
      { key: 'client', label: 'Client' },
      ...columnsOf({ stays: 'Stays', storageDays: 'Storage days' }, 'int'),
      { key: 'charges', label: 'Charges', kind: 'money' },
      { key: 'staysEnded', label: 'Stays ended', kind: 'int' },
      { key: 'averageStay', label: 'Average stay (days)', kind: 'decimal', digits: 1 },
      { key: 'onSite', label: 'On site now', kind: 'int' },
    ],
    rows: figures.clients.map((row): ReportRow => {
      // The report for this client alone lists every stay behind its days, charges and average.
      const stays = reportForClient(CLIENT_STORAGE_PAGE, params.period, row.clientId);
      return {
        cells: {
          client: row.clientName,
          stays: row.stays,
          storageDays: row.storageDays,
          charges: row.charges,
          staysEnded: row.staysEnded,
          averageStay: row.averageStay,
          onSite: row.onSite,
        },
        links: {
          client: clientHref(row.clientId),
          stays,
          storageDays: stays,
          charges: stays,
          staysEnded: stays,
          averageStay: stays,
          onSite: onSiteHref(row.clientId),
        },
      };
    }),
    totals: {
      client: 'Total',
      stays: sum('stays'),
      storageDays: sum('storageDays'),
      charges: sum('charges'),
      staysEnded: sum('staysEnded'),
      averageStay: average(sum('endedStayDays'), sum('staysEnded')),
      onSite: sum('onSite'),
    },
  };
};

const staysTable = (figures: ClientStorageReportFigures): ReportTable => ({
  key: 'stays',
  title: 'Stays',
  columns: [
    ...columnsOf({ record: 'Record', client: 'Client', facility: 'Facility', vin: 'VIN' }),
    ...columnsOf({ checkedIn: 'Checked in', checkedOut: 'Checked out' }, 'day'),
    { key: 'days', label: 'Days in period', kind: 'int' },
    { key: 'charge', label: 'Charge in period', kind: 'money' },
  ],
  rows: figures.stays.map((stay) => ({
    cells: {
      record: stay.number,
      client: stay.clientName,
      facility: stay.facilityName,
      vin: stay.vin,
      checkedIn: stay.checkedInOn,
      checkedOut: stay.checkedOutOn,
      days: stay.daysInPeriod,
      charge: stay.chargeInPeriod,
    },
    links: { record: recordHref(stay.id) },
  })),
});

const CHART_CLIENTS = 12;

const notes = (figures: ClientStorageReportFigures) => {
  const unpriced = figures.clients.reduce((total, row) => total + row.unpricedStays, 0);
  return [
    'Storage days are the calendar days a vehicle was on site inside the period (check-in and check-out days count, in the tenant’s time zone; a stay still on site runs to today). Charges are those days’ share of each stay’s charge by its rate card, as the storage record prices it: free days first, closed days when the card does not bill them, each month’s cap, and a stay’s minimum on its last day.',
    'Average stay: the stays checked out in the period, from check-in day to check-out day. On site now: vehicles checked in and not yet out today, whatever the period.',
    ...(unpriced > 0
      ? [
          `${unpriced} stay${unpriced === 1 ? ' has' : 's have'} no rate card at its facility: ${unpriced === 1 ? 'its' : 'their'} days count, with no charge.`,
        ]
      : []),
    ...(figures.stayCount > RECORD_LIMIT ? [`The stays show the first ${RECORD_LIMIT} of ${figures.stayCount}: pick a client.`] : []),
  ];
};

/**
 * Client storage (issue 31, docs/client-reports.md): per client over a period — stays, storage days, charges, average
 * stay and vehicles on site now — with every stay behind the figures.
 */
export const clientStorageReport = defineClientReport(
  { name: 'client-storage', title: 'Client storage', page: CLIENT_STORAGE_PAGE },
  clientStorageFigures,
  (rc, params, figures) => {
    const charted = [...figures.clients].sort((a, b) => b.storageDays - a.storageDays).slice(0, CHART_CLIENTS);
    return reportResult(rc, params.period, {
      tables: [clientsTable(figures, params), staysTable(figures)],
      charts: charted.length
        ? [
            {
              title: 'Storage days by client',
              kind: 'bar',
              valueKind: 'int',
              series: [{ key: 'days', label: 'Storage days', points: charted.map((row) => ({ x: row.clientName, y: row.storageDays })) }],
            },
          ]
        : [],
      notes: notes(figures),
    });
  },
);
