import type { TransportMethod } from '../../src/generated/enums/TransportMethod';
import type { VehicleClass } from '../../src/generated/enums/VehicleClass';
import { TRANSPORT_METHOD_LABEL as METHOD_LABEL, VEHICLE_CLASS_LABEL as CLASS_LABEL } from '../../src/domain/labels';
import type { ReportColumn, ReportResult, ReportTable } from '../../src/domain/reports/table';
import { columnsOf, defineReport, reportResult } from '../reports/reports.public';
import { FINANCE_REPORT_ROLES } from './financeReports.access';
import { type FinancialFigures, type FinancialRow, financial } from './financeReports.financial';
import { financialReportParams } from './financeReports.params';

const FIGURE_COLUMNS: ReportColumn[] = [
  ...columnsOf({ revenue: 'Revenue', driverPay: 'Driver pay', carrierPay: 'Carrier pay', expenses: 'Expenses', margin: 'Margin' }, 'money'),
  { key: 'marginRate', label: 'Margin %', kind: 'percent' },
];

const cells = (row: FinancialFigures) => ({ ...row, marginRate: row.revenue > 0 ? row.margin / row.revenue : null });

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthLabel = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

const table = (
  key: string,
  title: string,
  label: string,
  rows: FinancialRow[],
  total: FinancialFigures,
  name: (row: FinancialRow) => string,
  link?: (row: FinancialRow) => Record<string, string> | undefined,
): ReportTable => ({
  key,
  title,
  columns: [{ key: 'name', label }, ...FIGURE_COLUMNS],
  rows: rows.map((row) => ({ cells: { name: name(row), ...cells(row) }, links: link?.(row) })),
  totals: { name: 'Total', ...cells(total) },
});

/**
 * /admin/reports/financial: revenue, driver and carrier pay, expenses and margin over the period, by month, client,
 * transport method and vehicle class, with the months drawn as a chart.
 */
export const financialReport = defineReport({
  name: 'financial',
  title: 'Financial',
  page: '/admin/reports/financial',
  roles: FINANCE_REPORT_ROLES,
  params: financialReportParams,
  run: async (rc, { period, client, method }): Promise<ReportResult> => {
    const result = await financial({ tx: rc.tx, zone: rc.zone }, period, { clientId: client ?? null, method: method ?? null });
    rc.progress(1, 1);
    const months = result.month.map((row) => monthLabel(row.key ?? ''));
    const series = (key: 'revenue' | 'margin' | 'expenses', label: string) => ({
      key,
      label,
      points: result.month.map((row, index) => ({ x: months[index], y: row[key] })),
    });
    return reportResult(rc, period, {
      tables: [
        table('months', 'By month', 'Month', result.month, result.total, (row) => monthLabel(row.key ?? '')),
        table(
          'clients',
          'By client',
          'Client',
          result.client,
          result.total,
          (row) => row.label ?? 'No client (receipts on no leg)',
          (row) => (row.key ? { name: `/accounting/invoices?client=${row.key}` } : undefined),
        ),
        table('methods', 'By transport method', 'Transport method', result.method, result.total, (row) =>
          row.key ? METHOD_LABEL[row.key as TransportMethod] : 'Not on a leg',
        ),
        table('classes', 'By vehicle class', 'Vehicle class', result.vehicleClass, result.total, (row) =>
          row.key ? CLASS_LABEL[row.key as VehicleClass] : 'No class or not on a leg',
        ),
      ],
      charts: [
        {
          title: 'Revenue, pay and expenses, and margin by month',
          kind: 'bar',
          valueKind: 'money',
          series: [
            series('revenue', 'Revenue'),
            {
              key: 'pay',
              label: 'Driver and carrier pay',
              points: result.month.map((row, index) => ({ x: months[index], y: row.driverPay + row.carrierPay })),
            },
            series('expenses', 'Expenses'),
            series('margin', 'Margin'),
          ],
        },
      ],
      notes: [
        'Revenue: the lines of the invoices issued in the period (open or paid; a credit note counts against its month), tax left out. A line billed for a leg carries its transport method and vehicle class; order-wide lines (a first service charge, a discount) and storage and fees without a leg are "Not on a leg".',
        "Driver and carrier pay: the legs of the approved settlements (open or paid) whose period ends in this one, by payee. Expenses: the drivers' approved receipts spent in the period.",
        'Margin = revenue − driver pay − carrier pay − expenses.',
      ],
    });
  },
});
