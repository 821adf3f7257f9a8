import { useMutation } from 'urql';
import { Link, useLocation } from 'wouter';
import { getFragmentData } from '@/generated';
import { resolveTimeZone } from '../../domain/dates';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import type { PageProps } from '../kit/router/pageProps';
import { Alert } from '../kit/ui/Alert';
import { Panel } from '../kit/ui/Panel';
import toast from '../kit/ui/toast';
import { pickedLegOf } from './LegPicker';
import { useReportQuery } from './useReportQuery';
import { partyRowOf, witnessRowOf } from './PeopleEditors';
import { transitionFailureMessage } from '../kit/record/transitionFailure';
import { ReportForm } from './ReportForm';
import { ReportDetailsFragment } from './reportDetails';
import { reportFormValues } from './reportInput';
import { CreateReportMutation, EditReportQuery, ReportFormFragment, UpdateReportMutation } from './ReportFormPage.graphql';
import { READ_ONLY_NOTE, useCanEditAccidents } from './useCanEditAccidents';

const ReadOnly = ({ title }: { title: string }) => (
  <Panel title={title}>
    <Alert tone="info">{READ_ONLY_NOTE}</Alert>
    <Link href="/accidents-incidents/reports">All reports</Link>
  </Panel>
);

/** /accidents-incidents/create: a new report; on a leg it may move the leg to repair or put it on hold. */
export const CreateReportPage = () => {
  const tenant = useCurrentTenant();
  const canEdit = useCanEditAccidents();
  const [, navigate] = useLocation();
  const [, create] = useMutation(CreateReportMutation);
  if (!canEdit) return <ReadOnly title="Report an accident or incident" />;
  const timeZone = resolveTimeZone(tenant?.timeZone);
  return (
    <Panel title="Report an accident or incident" actions={<Link href="/accidents-incidents/reports">All reports</Link>}>
      <ReportForm
        initial={reportFormValues()}
        initialLeg={null}
        initialParties={[]}
        initialWitnesses={[]}
        timeZone={timeZone}
        creating
        submitLabel="Save report"
        cancelHref="/accidents-incidents"
        onSubmit={async (input) => {
          const result = await create({ input });
          if (result.error) return graphqlFailure(result.error);
          if (result.data) {
            toast.success(`Report ${result.data.createAccidentReport.number} saved.`);
            navigate(`/accidents-incidents/reports/${result.data.createAccidentReport.id}`);
          }
          return null;
        }}
      />
    </Panel>
  );
};

/** /accidents-incidents/edit/:id: the report's facts (the leg move happens only when a report is made). */
export const EditReportPage = ({ params }: PageProps) => {
  const canEdit = useCanEditAccidents();
  const [, navigate] = useLocation();
  const [, update] = useMutation(UpdateReportMutation);
  const { record, placeholder, refetch } = useReportQuery(EditReportQuery, params.id, 'network-only');
  if (!canEdit) return <ReadOnly title="Edit report" />;
  if (!record) return placeholder;
  const report = getFragmentData(ReportFormFragment, record);
  const href = `/accidents-incidents/reports/${report.id}`;
  // A closed report is read-only until it is reopened (the server offers no EDIT then).
  if (!report.moves.includes('EDIT'))
    return (
      <Panel title={`Edit report ${report.number}`}>
        <Alert tone="info">This report is closed: reopen it on the report page to change it.</Alert>
        <Link href={href}>Back to the report</Link>
      </Panel>
    );
  const details = getFragmentData(ReportDetailsFragment, report);
  return (
    <Panel title={`Edit report ${report.number}`} actions={<Link href={href}>Back to the report</Link>}>
      <ReportForm
        key={report.version}
        initial={reportFormValues({ ...report, ...details })}
        initialLeg={report.leg ? pickedLegOf(report.leg) : null}
        initialParties={details.otherParties.map(partyRowOf)}
        initialWitnesses={details.witnesses.map(witnessRowOf)}
        timeZone={details.timeZone}
        creating={false}
        submitLabel="Save changes"
        cancelHref={href}
        onSubmit={async (input) => {
          const result = await update({ id: report.id, version: report.version, input });
          if (result.error) {
            const failure = graphqlFailure(result.error);
            if (failure.code !== 'CONFLICT') return failure;
            refetch();
            return { ...failure, message: transitionFailureMessage(failure, 'report') };
          }
          toast.success(`Report ${report.number} saved.`);
          navigate(href);
          return null;
        }}
      />
    </Panel>
  );
};
