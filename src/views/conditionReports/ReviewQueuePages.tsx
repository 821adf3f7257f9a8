import { type ReactNode, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { ConditionReportStatus } from '@/generated/enums/ConditionReportStatus';
import { QueueFilters } from './QueueFilters';
import { ReportQueue } from './ReportQueue';
import { FLAGGED_NEW_DAMAGE, FLAGGED_REJECTED, isFlaggedView, queueFilter, queueHref, type QueueView, readQueueView } from './queueView';
import { SelectedReport } from './SelectedReport';
import { useLiveConditionReports } from './useLiveConditionReports';

const DISPATCH_PATH = '/dispatch/condition-reports';
const HELP_DESK_PATH = '/help-desk/condition-reports';
const SUBMITTED: readonly ConditionReportStatus[] = ['SUBMITTED'];
const NONE: readonly ConditionReportStatus[] = [];

/** The page's URL view, a way to change it, and a counter that moves whenever a report changes anywhere (live). */
const useQueuePage = (path: string) => {
  const [, navigate] = useLocation();
  const view = readQueueView(useSearch());
  const [refreshKey, setRefreshKey] = useState(0);
  useLiveConditionReports(() => setRefreshKey((key) => key + 1));
  const go = (patch: Partial<QueueView>) => navigate(queueHref(path, { ...view, page: 1, page2: 1, ...patch }));
  const openHref = (report: string) => queueHref(path, { ...view, report });
  return { view, go, openHref, refreshKey, closeHref: queueHref(path, { ...view, report: null }) };
};

/** The lists beside the opened report: side by side on a wide screen, the report under them on a narrow one. */
const QueueLayout = ({ lists, selected, closeHref }: { lists: ReactNode; selected: string | null; closeHref: string }) => (
  <div className={selected ? 'cr-queue-layout cr-queue-layout-open' : 'cr-queue-layout'}>
    <div className="cr-queue-lists">{lists}</div>
    {selected && (
      <aside className="cr-queue-report" aria-label="Opened report">
        <SelectedReport id={selected} closeHref={closeHref} />
      </aside>
    )}
  </div>
);

/** /dispatch/condition-reports: the review queue, submitted reports with new damage first; accept or reject beside it. */
export const DispatchConditionReportsPage = () => {
  const { view, go, openHref, refreshKey, closeHref } = useQueuePage(DISPATCH_PATH);
  const filter = queueFilter(view, SUBMITTED);
  return (
    <div className="cr-queue-page">
      <p className="muted">Submitted reports wait here for review, those with damage new since the last custody first.</p>
      <QueueFilters view={view} defaultStatus={SUBMITTED} clearTo="every" clearLabel="Every status" onChange={go} />
      <QueueLayout
        selected={view.report}
        closeHref={closeHref}
        lists={
          <ReportQueue
            title="Condition reports"
            filter={filter}
            page={view.page}
            onPage={(page) => go({ page, report: view.report })}
            selectedId={view.report}
            openHref={openHref}
            refreshKey={refreshKey}
            empty={
              view.status === null && !view.direction && !view.newDamage ? 'No report waits for review' : 'No report matches these filters'
            }
            exportPrefix="condition-reports"
          />
        }
      />
    </div>
  );
};

/** /help-desk/condition-reports: the flagged reports (new damage since the last custody, or rejected), each saying why. */
export const HelpDeskConditionReportsPage = () => {
  const { view, go, openHref, refreshKey, closeHref } = useQueuePage(HELP_DESK_PATH);
  const flagged = isFlaggedView(view);
  const filter = queueFilter(view, NONE);
  const shared = { selectedId: view.report, openHref, refreshKey, showWhy: true };
  return (
    <div className="cr-queue-page">
      <p className="muted">Reports with damage new since the last custody, and rejected reports: each row says why it is here.</p>
      <QueueFilters view={view} defaultStatus={NONE} clearTo="default" clearLabel="Flagged reports" onChange={go} />
      <QueueLayout
        selected={view.report}
        closeHref={closeHref}
        lists={
          flagged ? (
            <>
              <ReportQueue
                {...shared}
                title="New damage since the last custody"
                filter={FLAGGED_NEW_DAMAGE}
                page={view.page}
                onPage={(page) => go({ page, page2: view.page2, report: view.report })}
                empty="No report shows new damage"
                exportPrefix="condition-reports-new-damage"
              />
              <ReportQueue
                {...shared}
                title="Rejected reports"
                filter={FLAGGED_REJECTED}
                page={view.page2}
                onPage={(page2) => go({ page: view.page, page2, report: view.report })}
                empty="No rejected report"
                exportPrefix="condition-reports-rejected"
              />
            </>
          ) : (
            <ReportQueue
              {...shared}
              title="Condition reports"
              filter={filter}
              page={view.page}
              onPage={(page) => go({ page, report: view.report })}
              empty="No report matches these filters"
              exportPrefix="condition-reports"
            />
          )
        }
      />
    </div>
  );
};
