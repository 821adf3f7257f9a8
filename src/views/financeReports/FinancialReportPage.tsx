import type { PageProps } from '../kit/router/pageProps';
import { ReportPage } from '../kit/reports/ReportPage';
import { FINANCIAL_FILTERS } from './filters';

/** /admin/reports/financial: revenue, pay, expenses and margin by month, client, transport method and vehicle class. */
export const FinancialReportPage = ({ route }: PageProps) => (
  <ReportPage
    report="financial"
    title="Financial"
    route={route}
    defaultKind="QUARTER"
    filters={FINANCIAL_FILTERS}
    intro={
      <p>
        Revenue is what was invoiced in the period, tax left out; driver and carrier pay are the approved settlements ending in it; expenses
        the drivers’ approved receipts. Margin is revenue less all three.
      </p>
    }
  />
);
