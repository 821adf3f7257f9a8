import { Link } from 'wouter';
import type { PageProps } from '../kit/router/pageProps';

/** The reports, as a controller closing a period reads them: what each answers, and where it opens. */
const REPORTS: readonly { path: string; name: string; answers: string }[] = [
  {
    path: '/admin/reports/financial',
    name: 'Financial',
    answers: 'Revenue, driver and carrier pay, expenses and margin by period, client, transport method and vehicle class.',
  },
  {
    path: '/admin/reports/invoices',
    name: 'Invoices',
    answers: 'Receivables aging per client (current, 1–30, 31–60, 61–90, 90+ days past due) and days sales outstanding.',
  },
  { path: '/admin/reports/rebate', name: 'Rebate', answers: 'Volume rebates owed to each client by its agreed tiers.' },
  {
    path: '/admin/reports/ifta',
    name: 'IFTA',
    answers:
      'The quarterly fuel tax return per fuel type: miles and gallons by jurisdiction, tax due or credit, and the trip record per unit.',
  },
  {
    path: '/admin/reports/client-order',
    name: 'Client orders',
    answers: 'Orders, legs, on-time pickup and delivery and damage claims per client.',
  },
  {
    path: '/admin/reports/client-storage',
    name: 'Client storage',
    answers: 'Storage days, charges, average stay and vehicles on site per client.',
  },
  {
    path: '/admin/reports/delivery-survey',
    name: 'Delivery surveys',
    answers: 'Delivery scores over time, by driver, client and tag, with the comments.',
  },
];

/** /admin/reports: every report with what it answers; each runs over a period picked on its page. */
export const ReportsIndexPage = (_props: PageProps) => (
  <div className="report-page">
    <p className="muted">Each report runs over a month, quarter, year or custom days in the company’s time zone, and downloads as CSV.</p>
    <ul className="report-index">
      {REPORTS.map((report) => (
        <li key={report.path}>
          <Link href={report.path}>{report.name}</Link>
          <p className="muted">{report.answers}</p>
        </li>
      ))}
    </ul>
  </div>
);
