import { useMutation, useSubscription } from 'urql';
import { Link } from 'wouter';
import { LinkButton } from '../kit/ui/LinkButton';
import { getFragmentData } from '@/generated';
import type { AccidentReportMove } from '@/generated/enums/AccidentReportMove';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import type { PageProps } from '../kit/router/pageProps';
import { Alert } from '../kit/ui/Alert';
import { Badge } from '../kit/ui/Badge';
import { Button } from '../kit/ui/Button';
import { Panel } from '../kit/ui/Panel';
import toast from '../kit/ui/toast';
import { INCIDENT_KIND_LABEL, REPORT_STATUS_LABEL, REPORT_STATUS_TONE } from './labels';
import { PreventabilityReview } from './PreventabilityReview';
import { RepairChangedSubscription } from './repair.graphql';
import { transitionFailureMessage } from '../kit/record/transitionFailure';
import { ReportActivity } from './ReportActivity';
import { ReportFacts } from './ReportFacts';
import { ReportMedia } from './ReportMedia';
import {
  AccidentReportDetailFragment,
  CloseReportMutation,
  ReopenReportMutation,
  ReportChangedSubscription,
  ReportPageQuery,
} from './ReportPage.graphql';
import { ReportRepairs } from './ReportRepairs';
import { READ_ONLY_NOTE, useCanEditAccidents } from './useCanEditAccidents';
import { useReportQuery } from './useReportQuery';
import { useState } from 'react';

/** /accidents-incidents/reports/:id: the report, its DOT test, the review, files, repairs and activity. */
export const ReportPage = ({ params }: PageProps) => {
  const tenant = useCurrentTenant();
  const canEdit = useCanEditAccidents();
  const { record, placeholder, refetch } = useReportQuery(ReportPageQuery, params.id, 'cache-and-network');
  useSubscription({ query: ReportChangedSubscription, pause: !tenant });
  useSubscription({ query: RepairChangedSubscription, pause: !tenant });
  const [{ fetching: closing }, close] = useMutation(CloseReportMutation);
  const [{ fetching: reopening }, reopen] = useMutation(ReopenReportMutation);
  const [message, setMessage] = useState<string | null>(null);

  if (!record) return placeholder;
  const report = getFragmentData(AccidentReportDetailFragment, record);
  // What the report may do now is the server's answer (an open one is edited or closed, a closed one reopened).
  const may = (move: AccidentReportMove) => report.moves.includes(move);

  const toggle = async (move: 'CLOSE' | 'REOPEN') => {
    setMessage(null);
    const result =
      move === 'CLOSE' ? await close({ id: report.id, version: report.version }) : await reopen({ id: report.id, version: report.version });
    if (!result.error) return toast.success(move === 'CLOSE' ? `${report.number} closed.` : `${report.number} reopened.`);
    const failure = graphqlFailure(result.error);
    if (failure.code === 'CONFLICT') refetch();
    setMessage(transitionFailureMessage(failure, 'report'));
  };

  return (
    <div className="page-grid">
      <Panel
        title={`${INCIDENT_KIND_LABEL[report.kind]} ${report.number}`}
        className="panel-wide"
        actions={
          canEdit && (
            <>
              {may('EDIT') && <LinkButton href={`/accidents-incidents/edit/${report.id}`}>Edit report</LinkButton>}
              {may('CLOSE') && (
                <Button variant="primary" busy={closing} onClick={() => toggle('CLOSE')}>
                  Close report
                </Button>
              )}
              {may('REOPEN') && (
                <Button busy={reopening} onClick={() => toggle('REOPEN')}>
                  Reopen report
                </Button>
              )}
            </>
          )
        }
      >
        <p>
          <Badge tone={REPORT_STATUS_TONE[report.status]}>{REPORT_STATUS_LABEL[report.status]}</Badge>{' '}
          <Link href="/accidents-incidents/reports">All reports</Link>
        </p>
        {!canEdit && <p className="muted">{READ_ONLY_NOTE}</p>}
        {may('REOPEN') && <p className="muted">The report is closed: reopen it to change it or its review. Files can still be added.</p>}
        {message && <Alert tone="danger">{message}</Alert>}
      </Panel>
      <ReportFacts report={report} />
      <PreventabilityReview key={report.version} report={report} canEdit={may('EDIT')} refetch={refetch} />
      <ReportMedia report={report} canEdit={canEdit} onUploaded={refetch} />
      <ReportRepairs report={report} canEdit={canEdit} refetch={refetch} />
      <ReportActivity id={report.id} version={report.version} />
    </div>
  );
};
