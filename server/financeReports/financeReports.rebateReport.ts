import type { ReportResult } from '../../src/domain/reports/table';
import { columnsOf, defineReport, reportResult } from '../reports/reports.public';
import { FINANCE_REPORT_ROLES } from './financeReports.access';
import { clientReportParams } from './financeReports.params';
import { rebates } from './financeReports.rebate';

const percent = (rateBp: number) => rateBp / 10_000;

/**
 * /admin/reports/rebate: each client with agreed tiers, its legs delivered in the period, the tier reached, its
 * invoiced revenue and the rebate owed.
 */
export const rebateReport = defineReport({
  name: 'rebate',
  title: 'Volume rebates',
  page: '/admin/reports/rebate',
  roles: FINANCE_REPORT_ROLES,
  params: clientReportParams,
  run: async (rc, { period, client }): Promise<ReportResult> => {
    const rows = await rebates({ tx: rc.tx, zone: rc.zone }, period, client ?? null);
    rc.progress(1, 1);
    return reportResult(rc, period, {
      tables: [
        {
          key: 'rebates',
          title: 'Rebates owed',
          columns: [
            { key: 'client', label: 'Client' },
            ...columnsOf({ legs: 'Legs delivered', tier: 'Tier reached (legs)' }, 'int'),
            { key: 'rate', label: 'Rate', kind: 'percent', digits: 2 },
            ...columnsOf({ revenue: 'Revenue', rebate: 'Rebate owed' }, 'money'),
            { key: 'next', label: 'Next tier', kind: 'text' },
          ],
          rows: rows.map((row) => ({
            cells: {
              client: row.clientName,
              legs: row.legs,
              tier: row.tier?.minLegs ?? null,
              rate: row.tier ? percent(row.tier.rateBp) : null,
              revenue: row.revenue,
              rebate: row.rebate,
              next: row.next
                ? `${row.next.legsShort} more legs for ${(row.next.rateBp / 100).toFixed(2)}% (at ${row.next.minLegs})`
                : 'Top tier',
            },
            links: { client: `/admin/clients/${row.clientId}` },
          })),
          totals: {
            client: 'Total',
            legs: rows.reduce((sum, row) => sum + row.legs, 0),
            revenue: rows.reduce((sum, row) => sum + row.revenue, 0),
            rebate: rows.reduce((sum, row) => sum + row.rebate, 0),
          },
        },
      ],
      charts: [
        {
          title: 'Rebate owed by client',
          kind: 'bar',
          valueKind: 'money',
          series: [{ key: 'rebate', label: 'Rebate owed', points: rows.map((row) => ({ x: row.clientName, y: row.rebate })) }],
        },
      ],
      notes: [
        "Volume: the client's legs delivered in the period (by the delivery's day in the tenant's time zone). The tier reached is the highest whose threshold the volume meets; its rate applies to all of the period's revenue, not only the legs past the threshold.",
        'Revenue: the lines of the invoices issued to the client in the period (open or paid, less credit notes), tax left out, as in the financial report. Rebate owed = revenue × rate, rounded to the cent.',
        "Only clients with tiers are listed; a client's tiers are set on its page (Invoicing).",
      ],
    });
  },
});
