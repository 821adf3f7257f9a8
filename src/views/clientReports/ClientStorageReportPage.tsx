import type { PageProps } from '../kit/router/pageProps';
import { ReportPage } from '../kit/reports/ReportPage';
import { CLIENT_FILTER } from './clientFilter';

/**
 * /admin/reports/client-storage: per client over a period, storage days, charges, average stay and vehicles on site
 * now; each figure opens the stays behind it or the storage records on site.
 */
export const ClientStorageReportPage = ({ route }: PageProps) => (
  <ReportPage
    report="client-storage"
    title="Client storage"
    route={route}
    filters={CLIENT_FILTER}
    intro={
      <p>
        Days on site inside the period and their share of each stay’s charge; the average of the stays that ended in it; vehicles on site
        today. Open a figure to see the stays behind it.
      </p>
    }
  />
);
