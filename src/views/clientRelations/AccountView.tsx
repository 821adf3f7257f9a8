import { lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'wouter';
import { useQuery } from 'urql';
import { graphqlFailure } from '../kit/forms/failure';
import { DetailsRow } from '../kit/record/RecordHeader';
import { EmptyState } from '../kit/ui/EmptyState';
import { ErrorState } from '../kit/ui/ErrorState';
import { Panel } from '../kit/ui/Panel';
import { Spinner } from '../kit/ui/Spinner';
import { AccountViewQuery } from './clientRelations.graphql';
import { paymentDays, percent } from './figures';
import { ISSUE_LABEL, ISSUE_SINCE } from './labels';

const CommunicationLogPanel = lazy(() => import('../communications/public').then((m) => ({ default: m.CommunicationLogPanel })));

export type AccountViewProps = { clientId: string };

/**
 * An account as its manager prepares a review: its last 90 days (volume, on time, damage, days to pay), what is open on
 * it, whom to call and the communication log.
 */
export const AccountView = ({ clientId }: AccountViewProps) => {
  const [{ data, error }, reexecute] = useQuery({ query: AccountViewQuery, variables: { clientId } });
  const health = data?.clientHealth;
  if (!health && error) {
    const failure = graphqlFailure(error);
    return failure.code === 'NOT_FOUND' ? (
      <EmptyState title="No such account">
        <Link href="/client-relations/clients">Back to the accounts</Link>
      </EmptyState>
    ) : (
      <ErrorState message={failure.message} onRetry={() => reexecute({ requestPolicy: 'network-only' })} />
    );
  }
  if (!health) return <Spinner label="Loading the account…" />;
  const { client } = health;
  let issues: ReactNode = <p>Nothing open.</p>;
  if (health.openIssues.length > 0)
    issues = (
      <ul>
        {health.openIssues.map((issue) => (
          <li key={`${issue.kind}:${issue.id}`}>
            {ISSUE_LABEL[issue.kind]}: {issue.href ? <Link href={issue.href}>{issue.number}</Link> : issue.number} (
            {ISSUE_SINCE[issue.kind]} {issue.since})
          </li>
        ))}
      </ul>
    );
  return (
    <section aria-label={`Account ${client.displayName}`}>
      <Panel title={client.displayName} description={`Account manager: ${client.accountManager?.name ?? 'nobody yet'}`}>
        <dl className="details">
          <DetailsRow term={`Orders since ${health.since}`}>{health.orders}</DetailsRow>
          <DetailsRow term="Legs delivered">{health.legsDelivered}</DetailsRow>
          <DetailsRow term="On time">
            {percent(health.onTimeRate)} ({health.legsOnTime} of {health.legsPromised} with a promised day)
          </DetailsRow>
          <DetailsRow term="Damage rate">
            {percent(health.damageRate)} ({health.legsDamaged} of {health.legsDelivered})
          </DetailsRow>
          <DetailsRow term="Days to pay">
            {paymentDays(health.averagePaymentDays)} ({health.invoicesPaid} invoices paid)
          </DetailsRow>
        </dl>
      </Panel>
      <Panel title="Open issues">{issues}</Panel>
      <Panel title="Contacts">
        {client.contacts.length === 0 ? (
          <p>No contacts yet.</p>
        ) : (
          <ul>
            {client.contacts.map((contact) => (
              <li key={contact.id}>
                {contact.fullName ?? 'Unnamed'}
                {contact.title ? `, ${contact.title}` : ''}
                {contact.phone && (
                  <>
                    {' · '}
                    <a href={`tel:${contact.phone}`}>{contact.phone}</a>
                    {contact.phoneExt ? ` ext. ${contact.phoneExt}` : ''}
                  </>
                )}
                {contact.mobilePhone && (
                  <>
                    {' · '}
                    <a href={`tel:${contact.mobilePhone}`}>{contact.mobilePhone}</a>
                  </>
                )}
                {contact.email && (
                  <>
                    {' · '}
                    <a href={`mailto:${contact.email}`}>{contact.email}</a>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <Suspense fallback={<Spinner label="Loading the communication log…" />}>
        <CommunicationLogPanel subject={{ kind: 'CLIENT', id: client.id }} />
      </Suspense>
    </section>
  );
};
