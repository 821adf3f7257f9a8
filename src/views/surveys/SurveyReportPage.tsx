import { SURVEY_TAG_LABEL } from '../../domain/surveys/labels';
import { DeliverySurveyTagValues } from '../../generated/enums/DeliverySurveyTag';
import { ReportPage, type ReportFilter } from '../kit/reports/ReportPage';
import type { PageProps } from '../kit/router/pageProps';

const FILTERS: readonly ReportFilter[] = [
  { key: 'client', label: 'Client', kind: 'client' },
  {
    key: 'tag',
    label: 'Tag',
    kind: 'select',
    options: DeliverySurveyTagValues.map((tag) => ({ value: tag, label: SURVEY_TAG_LABEL[tag] })),
  },
  {
    key: 'rating',
    label: 'Rating',
    kind: 'select',
    options: [{ value: 'LOW', label: '2 or less' }, ...['1', '2', '3', '4', '5'].map((value) => ({ value, label: value }))],
  },
];

/**
 * /admin/reports/delivery-survey: the delivery surveys answered in a period — scores over time, by driver, client and
 * tag, and the answers with their comments; every figure opens the answers behind it (a narrower report, the
 * driver's page, the leg).
 */
export const SurveyReportPage = ({ route }: PageProps) => (
  <ReportPage
    report="delivery-survey"
    title="Delivery surveys"
    route={route}
    filters={FILTERS}
    intro={<p>What customers said of their deliveries. Open a figure to see the answers behind it; a leg opens its page.</p>}
  />
);
