import type { PageProps } from '../kit/router/pageProps';
import { ReportPage } from '../kit/reports/ReportPage';
import { CLIENT_FILTERS } from './filters';

/** /admin/reports/rebate: the volume rebate each client with agreed tiers is owed for the period. */
export const RebateReportPage = ({ route }: PageProps) => (
  <ReportPage
    report="rebate"
    title="Volume rebates"
    route={route}
    defaultKind="QUARTER"
    filters={CLIENT_FILTERS}
    intro={
      <p>
        A client’s legs delivered in the period reach the highest of its tiers they meet; that tier’s rate applies to its invoiced revenue
        of the period, tax left out. Tiers are set on the client’s Invoicing tab.
      </p>
    }
  />
);
