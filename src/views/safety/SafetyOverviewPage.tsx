import type { ReactNode } from 'react';
import { useQuery } from 'urql';
import { Link } from 'wouter';
import { todayIn } from '../../domain/dates';
import { WARN_DAYS } from '../../domain/qualification';
import { reportDueWords } from '../../domain/plateReport';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import { ErrorState } from '../kit/ui/ErrorState';
import { Panel } from '../kit/ui/Panel';
import { Spinner } from '../kit/ui/Spinner';
import { documentStanding } from './driverStanding';
import { OpenIncidents } from './OpenIncidents';
import { SafetyOverviewQuery } from './SafetyOverviewPage.graphql';

type Item = { key: string; label: ReactNode; detail: string };

const Section = ({ title, empty, items }: { title: string; empty: string; items: Item[] }) => (
  <section className="safety-section" aria-label={title}>
    <h2 className="safety-section-title">
      {title} <span className="muted">({items.length})</span>
    </h2>
    {items.length === 0 ? (
      <p className="muted">{empty}</p>
    ) : (
      <ul className="safety-list">
        {items.map((item) => (
          <li key={item.key}>
            {item.label} — {item.detail}
          </li>
        ))}
      </ul>
    )}
  </section>
);

/** /safety: what needs a safety manager's attention in the next 30 days. */
export const SafetyOverviewPage = () => {
  const tenant = useCurrentTenant();
  const [{ data, error }, refetch] = useQuery({ query: SafetyOverviewQuery, variables: { days: WARN_DAYS }, pause: !tenant });
  const today = todayIn(tenant?.timeZone);

  if (!data) {
    return (
      <Panel title="Safety overview">
        {error ? (
          <ErrorState message={graphqlFailure(error).message} onRetry={() => refetch({ requestPolicy: 'network-only' })} />
        ) : (
          <Spinner label="Loading the safety overview…" />
        )}
      </Panel>
    );
  }
  const { safetyOverview: overview, drivers } = data;
  const driverItems = (what: string, pick: (d: (typeof drivers.data)[number]) => string | null | undefined) =>
    drivers.data
      .filter((driver) => {
        const day = pick(driver);
        return day !== null && day !== undefined && documentStanding(what, day, today).tone !== 'success';
      })
      .map((driver) => ({
        key: driver.id,
        label: <Link href={`/admin/drivers/${driver.id}`}>{driver.fullName}</Link>,
        detail: `${what}: ${documentStanding(what, pick(driver), today).words.toLowerCase()}`,
      }));
  return (
    <Panel title="Safety overview" description={<p>What runs out within {WARN_DAYS} days, or already has, and what is missing.</p>}>
      <div className="safety-grid">
        <Section
          title="Expiring licences"
          empty="No licence runs out within 30 days."
          items={driverItems('Licence', (d) => d.licenceExpiresOn)}
        />
        <Section
          title="Expiring medical cards"
          empty="No medical card runs out within 30 days."
          items={driverItems('Medical card', (d) => d.medicalCardExpiresOn)}
        />
        <Section
          title="Expiring insurance"
          empty="No trucking company's insurance runs out within 30 days."
          items={overview.expiringInsurance.map((row) => ({
            key: `${row.truckingCompany.id}-${row.kind}`,
            label: <Link href={`/admin/trucking-companies/${row.truckingCompany.id}`}>{row.truckingCompany.displayName}</Link>,
            detail: `${row.kind === 'CARGO' ? 'cargo' : 'liability'} insurance${row.insurer ? ` (${row.insurer})` : ''} ${
              row.expiresOn < today ? 'expired on' : 'expires on'
            } ${row.expiresOn}`,
          }))}
        />
        <Section
          title="Missing plates"
          empty="No transport plate is missing."
          items={overview.missingPlates.map((plate) => ({
            key: plate.id,
            label: <Link href="/safety/transport-plates?status=MISSING">{`${plate.state} ${plate.number}`}</Link>,
            detail: plate.reportDueOn ? reportDueWords(plate.reportDueOn, today) : 'no report deadline',
          }))}
        />
        <Section
          title="Plates expiring"
          empty="No plate registration runs out within 30 days."
          items={overview.expiringPlates.map((plate) => ({
            key: plate.id,
            label: `${plate.state} ${plate.number}`,
            detail: `registration ${plate.expiresOn && plate.expiresOn < today ? 'expired on' : 'expires on'} ${plate.expiresOn}`,
          }))}
        />
        <section className="safety-section" aria-label="IFTA decals">
          <h2 className="safety-section-title">IFTA decals</h2>
          <p>
            {overview.decalsInStock === 0
              ? `Every ${overview.decalYear} decal is on a unit.`
              : `${overview.decalsInStock} ${overview.decalYear} decal${overview.decalsInStock === 1 ? '' : 's'} not assigned to a unit.`}{' '}
            <Link href={`/safety/ifta-stickers?year=${overview.decalYear}`}>See the decals</Link>
          </p>
        </section>
        <OpenIncidents />
      </div>
    </Panel>
  );
};
