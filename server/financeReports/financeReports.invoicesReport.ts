import type { AgingBucket } from '../../src/generated/enums/AgingBucket';
import type { ReportColumn, ReportResult, ReportRow } from '../../src/domain/reports/table';
import { columnsOf, defineReport, reportResult } from '../reports/reports.public';
import { FINANCE_REPORT_ROLES } from './financeReports.access';
import { type ClientAging, receivablesAging } from './financeReports.invoices';
import { clientReportParams } from './financeReports.params';

const BUCKET_COLUMNS: readonly (ReportColumn & { key: AgingBucket })[] = [
  { key: 'CURRENT', label: 'Current', kind: 'money' },
  { key: 'DAYS_1_30', label: '1–30 days', kind: 'money' },
  { key: 'DAYS_31_60', label: '31–60 days', kind: 'money' },
  { key: 'DAYS_61_90', label: '61–90 days', kind: 'money' },
  { key: 'DAYS_90_PLUS', label: 'Over 90 days', kind: 'money' },
];

/** The invoices list (src/views/invoices/invoicesView.ts) with its filters in the URL. */
const invoicesList = (filters: Record<string, string>) => `/accounting/invoices?${new URLSearchParams(filters)}`;
const invoicePage = (id: string) => `/accounting/invoices/view?id=${encodeURIComponent(id)}`;

const figures = (row: Omit<ClientAging, 'clientId' | 'clientName'>) => ({
  ...row.aging,
  receivable: row.receivable,
  sales: row.sales,
  dso: row.dso,
});

/**
 * /admin/reports/invoices: receivables aging per client as of the period's last day (today while it runs), the
 * period's sales and DSO, and the invoices behind the figures.
 */
export const invoicesReport = defineReport({
  name: 'invoices-aging',
  title: 'Receivables aging',
  page: '/admin/reports/invoices',
  roles: FINANCE_REPORT_ROLES,
  params: clientReportParams,
  run: async (rc, { period, client }): Promise<ReportResult> => {
    const aging = await receivablesAging({ tx: rc.tx, zone: rc.zone }, period, client ?? null);
    rc.progress(1, 1);
    const clientRows: ReportRow[] = aging.clients.map((row) => ({
      cells: { client: row.clientName, ...figures(row) },
      links: {
        client: invoicesList({ status: 'OPEN', client: row.clientId }),
        // The list ages as of today: its bucket filters show these invoices only when the report is as of today.
        ...(aging.asOfToday
          ? Object.fromEntries(BUCKET_COLUMNS.map(({ key }) => [key, invoicesList({ status: 'OPEN', aging: key, client: row.clientId })]))
          : {}),
      },
    }));
    return reportResult(rc, period, {
      tables: [
        {
          key: 'aging',
          title: `Receivables aging as of ${aging.asOf}`,
          columns: [
            { key: 'client', label: 'Client' },
            ...BUCKET_COLUMNS,
            ...columnsOf({ receivable: 'Receivable', sales: 'Invoiced in period' }, 'money'),
            { key: 'dso', label: 'DSO (days)', kind: 'decimal', digits: 1 },
          ],
          rows: clientRows,
          totals: { client: 'Total', ...figures(aging.total) },
        },
        {
          key: 'invoices',
          title: `Open invoices as of ${aging.asOf}`,
          columns: [
            ...columnsOf({ number: 'Invoice', client: 'Client' }),
            ...columnsOf({ issuedOn: 'Issued', dueOn: 'Due' }, 'day'),
            { key: 'daysPastDue', label: 'Days past due', kind: 'int' },
            { key: 'balance', label: 'Balance', kind: 'money' },
          ],
          rows: aging.invoices.map((invoice) => ({
            cells: {
              number: invoice.number,
              client: invoice.clientName,
              issuedOn: invoice.issuedOn,
              dueOn: invoice.dueOn,
              daysPastDue: invoice.daysPastDue,
              balance: invoice.balance,
            },
            links: { number: invoicePage(invoice.id), client: invoicesList({ status: 'OPEN', client: invoice.clientId }) },
          })),
          totals: { number: 'Total', balance: aging.total.receivable },
        },
      ],
      charts: [
        {
          title: 'Receivables by age',
          kind: 'bar',
          valueKind: 'money',
          series: [
            {
              key: 'receivable',
              label: 'Receivable',
              points: BUCKET_COLUMNS.map(({ key, label }) => ({ x: label, y: aging.total.aging[key] })),
            },
          ],
        },
      ],
      notes: [
        `Balances as they stood at the end of ${aging.asOf} in the tenant's time zone: each issued invoice's total less the payments received and the credit applied by then (an invoice a credit note had taken back by then owes nothing); days past due = ${aging.asOf} − the due day.`,
        `DSO (days sales outstanding) = receivable ÷ invoiced in the period (invoices less credit notes, tax included, issued from ${period.from} to ${aging.asOf}) × ${aging.days} days; none where nothing was invoiced.`,
        ...(aging.asOfToday
          ? []
          : ["The invoices list ages as of today: its links here open each client's open invoices; each invoice below opens its page."]),
      ],
    });
  },
});
