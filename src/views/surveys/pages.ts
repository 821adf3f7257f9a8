import { lazyView } from '../kit/router/lazyView';
import type { Page } from '../kit/router/pageProps';

/** The delivery survey's pages (issue 31): the public survey and its code page, the staff report. */
export const SURVEY_PAGES: Record<string, Page> = {
  'delivery-survey': lazyView(() => import('./FindSurveyPage').then((m) => m.FindSurveyPage)),
  'delivery-survey-id': lazyView(() => import('./SurveyPage').then((m) => m.SurveyPage)),
  'admin-reports-delivery-survey': lazyView(() => import('./SurveyReportPage').then((m) => m.SurveyReportPage)),
};
