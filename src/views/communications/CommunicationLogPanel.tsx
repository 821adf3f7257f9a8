import { useEffect, useState } from 'react';
import { useQuery, useSubscription } from 'urql';
import { getFragmentData } from '@/generated';
import { useCanEdit } from '../kit/app/useCanEdit';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import { ListPaginatorFragment } from '../kit/list/listSource';
import { EmptyState } from '../kit/ui/EmptyState';
import { ErrorState } from '../kit/ui/ErrorState';
import { Pager } from '../kit/ui/Pager';
import { Panel } from '../kit/ui/Panel';
import { Spinner } from '../kit/ui/Spinner';
import { CommunicationEntries } from './CommunicationEntries';
import { CommunicationEntryChangedSubscription, CommunicationLogQuery } from './communications.graphql';
import { LogContactForm } from './LogContactForm';
import type { CommunicationSubject } from './logForm';
import { TemplateMailForm } from './TemplateMailForm';

export type CommunicationLogPanelProps = { subject: CommunicationSubject };

/**
 * A record's communication log (an order, a leg, a client or a customer): its entries newest first, live (a contact
 * logged in another browser appears), with "Log a contact" and, on a leg, the template e-mails for editors.
 */
export const CommunicationLogPanel = ({ subject }: CommunicationLogPanelProps) => {
  const tenant = useCurrentTenant();
  const canEdit = useCanEdit();
  const [page, setPage] = useState(1);
  const variables = { subject: { kind: subject.kind, id: subject.id }, page };
  const [log, reload] = useQuery({ query: CommunicationLogQuery, variables, pause: !tenant });
  const refresh = () => reload({ requestPolicy: 'network-only' });
  // A new entry of this record (logged here, elsewhere, or a callback reminded): the page is asked again.
  const [live] = useSubscription({
    query: CommunicationEntryChangedSubscription,
    variables: { subject: variables.subject },
    pause: !tenant,
  });
  const changed = live.data?.communicationEntryChanged;
  useEffect(() => {
    if (changed) reload({ requestPolicy: 'network-only' });
  }, [changed, reload]);
  const answer = log.data;
  const contacts = answer?.communicationContacts ?? [];
  let body: React.ReactNode;
  if (!answer && log.error) body = <ErrorState message={graphqlFailure(log.error).message} />;
  else if (!answer) body = <Spinner label="Loading the communication log…" />;
  else if (answer.communicationLog.data.length === 0) body = <EmptyState title="No contact logged yet" />;
  else {
    const info = getFragmentData(ListPaginatorFragment, answer.communicationLog.paginatorInfo);
    body = (
      <>
        <CommunicationEntries entries={answer.communicationLog.data} />
        {info.lastPage > 1 && (
          <Pager
            info={{ ...info, currentPage: info.currentPage, lastPage: info.lastPage, hasMorePages: info.hasMorePages }}
            noun="log entries"
            onPage={setPage}
          />
        )}
      </>
    );
  }
  return (
    <Panel title="Communication log" className="panel-wide">
      {body}
      {canEdit && answer && <LogContactForm subject={subject} contacts={contacts} onLogged={refresh} />}
      {canEdit && answer && subject.kind === 'LEG' && <TemplateMailForm legId={subject.id} contacts={contacts} onSent={refresh} />}
    </Panel>
  );
};
