import { Link } from 'wouter';
import { useQuery } from 'urql';
import { DIRECTION_LABEL, REPORT_STATUS_LABEL, REPORT_STATUS_TONE } from '../kit/record/conditionReportLabels';
import { Badge } from '../kit/ui/Badge';
import { EmptyState } from '../kit/ui/EmptyState';
import { ErrorState } from '../kit/ui/ErrorState';
import { Spinner } from '../kit/ui/Spinner';
import { VehicleCustodyQuery } from './VehicleCustody.graphql';
import { Table } from '../kit/ui/Table';
import { ListTime } from '../kit/list/ListDate';

/**
 * The vehicle's chain of custody across orders: each pickup and delivery report in order, what it found, what was new
 * since the report before it, and its bill of lading. A gap in the chain (a leg without a report) shows as a leg in
 * the Legs table above with no report here.
 */
export const VehicleCustody = ({ vehicleId }: { vehicleId: string }) => {
  const [{ data, fetching, error }, refetch] = useQuery({
    query: VehicleCustodyQuery,
    variables: { vehicleId },
    requestPolicy: 'cache-and-network',
  });
  if (fetching && !data) return <Spinner label="Loading the chain of custody…" />;
  if (error && !data) return <ErrorState message={error.message} onRetry={() => refetch({ requestPolicy: 'network-only' })} />;
  const reports = data?.vehicleCustody ?? [];
  if (reports.length === 0)
    return <EmptyState title="No condition report yet">The vehicle’s pickup and delivery reports appear here.</EmptyState>;
  return (
    <Table
      caption="Chain of custody of this vehicle"
      headings={[...['Report', 'Leg', 'At', 'Submitted', 'Damage', 'Status', 'Bill of lading']]}
    >
      {reports.map((report) => (
        <tr key={report.id}>
          <td>
            <Link href={`/order-legs/${report.orderLeg.id}/files/condition-reports`}>{report.number}</Link>
            {report.vinMatches === false && <Badge tone="danger">VIN mismatch</Badge>}
          </td>
          <td>{report.orderLeg.number}</td>
          <td>{DIRECTION_LABEL[report.direction]}</td>
          <td>
            <ListTime at={report.submittedAt} />
            {report.submittedByName ? ` · ${report.submittedByName}` : ''}
          </td>
          <td>
            {report.damages.length === 0 ? 'None' : report.damages.map((damage) => damage.description).join('; ')}
            {report.newDamageCount > 0 && <Badge tone="danger">{`${report.newDamageCount} new since the last custody`}</Badge>}
          </td>
          <td>
            <Badge tone={REPORT_STATUS_TONE[report.status]}>{REPORT_STATUS_LABEL[report.status]}</Badge>
          </td>
          <td>{report.billOfLading ? <a href={`${report.billOfLading.url}?download=1`}>PDF</a> : '—'}</td>
        </tr>
      ))}
    </Table>
  );
};
