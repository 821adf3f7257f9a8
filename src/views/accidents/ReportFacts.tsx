import { Link } from 'wouter';
import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { formatDateTime } from '../../domain/format';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { legStatusLabel } from '../kit/record/legLabels';
import { VehicleNameFragment } from '../kit/record/fragments';
import { Badge } from '../kit/ui/Badge';
import { Panel } from '../kit/ui/Panel';
import { INCIDENT_KIND_LABEL, LEG_ACTION_LABEL, WEATHER_LABEL } from './labels';
import { ReportDetailsFragment } from './reportDetails';
import { ReportPeople } from './ReportPeople';
import { DetailsRow } from '../kit/record/RecordHeader';

export const ReportFactsFragment = graphql(`
  fragment ReportFacts_report on AccidentReport {
    id
    ...ReportDetails
    order {
      id
      number
    }
    leg {
      id
      number
      status
    }
    vehicle {
      ...VehicleName
      plate
      plateState
    }
    vin
    driver {
      id
      fullName
      licenceNumber
      licenceState
    }
    legStatusAtReport
    legAction
    recordable {
      recordable
      reasons
    }
    reportedByName
    createdAt
  }
`);

const yes = (value: boolean) => (value ? 'Yes' : 'No');

/** Everything a report says: what, when, where, who, the leg and what the report did to it, people hurt, police, claims. */
export const ReportFacts = ({ report: source }: { report: FragmentType<typeof ReportFactsFragment> }) => {
  const facts = getFragmentData(ReportFactsFragment, source);
  const report = { ...facts, ...getFragmentData(ReportDetailsFragment, facts) };
  const tenant = useCurrentTenant();
  const place = [report.street, report.city, [report.state, report.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const coordinates = report.latitude !== null && report.latitude !== undefined ? `${report.latitude}, ${report.longitude}` : null;
  const named = getFragmentData(VehicleNameFragment, report.vehicle);
  const vehicle = named ? [named.year, named.make, named.model].filter(Boolean).join(' ') : null;
  return (
    <>
      <Panel title="DOT recordable" className="panel-wide">
        <p>
          {report.recordable.recordable ? (
            <Badge tone="danger">DOT recordable: yes</Badge>
          ) : (
            <Badge tone="success">DOT recordable: no</Badge>
          )}
        </p>
        <ul className="plain-list">
          {report.recordable.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      </Panel>
      <Panel title="What happened" className="panel-wide">
        <p>{report.description}</p>
        <dl className="details details-grid">
          <DetailsRow term="Kind">{INCIDENT_KIND_LABEL[report.kind]}</DetailsRow>
          <DetailsRow term="When">{`${formatDateTime(report.occurredAt, tenant?.locale, report.timeZone)} (${report.timeZone})`}</DetailsRow>
          <DetailsRow term="Where">{[place, coordinates].filter(Boolean).join(' · ') || 'Not given'}</DetailsRow>
          <DetailsRow term="Weather">{report.weather ? WEATHER_LABEL[report.weather] : 'Not given'}</DetailsRow>
          <DetailsRow term="Driver">
            {report.driver ? <Link href={`/admin/drivers/${report.driver.id}`}>{report.driver.fullName}</Link> : 'None'}
            {report.driver?.licenceNumber && (
              <div className="muted">{`Licence ${report.driver.licenceNumber}${report.driver.licenceState ? ` (${report.driver.licenceState})` : ''}`}</div>
            )}
          </DetailsRow>
          <DetailsRow term="Vehicle">{[vehicle, report.vin].filter(Boolean).join(', ') || 'None'}</DetailsRow>
          <DetailsRow term="Leg">
            {report.leg ? (
              <>
                <Link href={`/order-legs/${report.leg.id}`}>{report.leg.number}</Link>
                {` — now ${legStatusLabel(report.leg.status)}`}
                {report.legStatusAtReport && (
                  <div className="muted">{`${legStatusLabel(report.legStatusAtReport)} when reported; ${LEG_ACTION_LABEL[report.legAction].toLowerCase()}`}</div>
                )}
              </>
            ) : (
              'None'
            )}
          </DetailsRow>
          <DetailsRow term="Order">
            {report.order ? <Link href={`/orders/${report.order.id}`}>{report.order.number}</Link> : 'None'}
          </DetailsRow>
          <DetailsRow term="Injuries">{String(report.injuries)}</DetailsRow>
          <DetailsRow term="Treated away from the scene">{String(report.injuriesTreatedAway)}</DetailsRow>
          <DetailsRow term="Fatalities">{String(report.fatalities)}</DetailsRow>
          <DetailsRow term="Towed with disabling damage">{yes(report.towedDisabled)}</DetailsRow>
          <DetailsRow term="Hazmat released">{yes(report.hazmatReleased)}</DetailsRow>
          <DetailsRow term="Police">
            {[report.policeAgency, report.policeReportNumber && `report ${report.policeReportNumber}`].filter(Boolean).join(', ') || 'None'}
          </DetailsRow>
          <DetailsRow term="Claim numbers">{report.claimNumbers.join(', ') || 'None'}</DetailsRow>
          <DetailsRow term="Reported">{`${formatDateTime(report.createdAt, tenant?.locale, tenant?.timeZone)}${report.reportedByName ? ` by ${report.reportedByName}` : ''}`}</DetailsRow>
        </dl>
      </Panel>
      <ReportPeople parties={report.otherParties} witnesses={report.witnesses} />
    </>
  );
};
