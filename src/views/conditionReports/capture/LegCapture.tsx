import { useCallback, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { isStandingReport } from '../../../machines/domain/conditionReport.machine';
import { useCurrentUser } from '../../app/useCurrentUser';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { Spinner } from '../../ui/Spinner';
import { DIRECTION_LABEL } from '../labels';
import { CaptureFlow } from './CaptureFlow';
import { CaptureLegQuery, CaptureMoveLegMutation } from './captureLeg.graphql';
import { dueDirection, moveAfter } from './captureSteps';

/**
 * The leg's report that is due now (pickup before the vehicle moves, delivery while it moves), taken on this device,
 * then the move it allows: "Picked up" / "Delivered" through the leg's machine. `start` says whether the form opens
 * at once (the driver's page) or behind a button (the staff tab, where the reports are listed too).
 */
export const LegCapture = ({ legId, start = 'open' }: { legId: string; start?: 'open' | 'button' }) => {
  const user = useCurrentUser();
  const [{ data, fetching, error }, refetch] = useQuery({ query: CaptureLegQuery, variables: { id: legId } });
  const [moved, move] = useMutation(CaptureMoveLegMutation);
  const [open, setOpen] = useState(start === 'open');
  const [sent, setSent] = useState<string | null>(null);
  const onSent = useCallback(
    (report: { number: string }) => {
      setSent(report.number);
      refetch({ requestPolicy: 'network-only' });
    },
    [refetch],
  );
  if (!user) return null;
  if (fetching && !data) return <Spinner label="Loading the leg…" />;
  if (error && !data) return <ErrorState message={error.message} onRetry={() => refetch({ requestPolicy: 'network-only' })} />;
  const leg = data?.orderLeg;
  if (!leg) return <ErrorState title="Leg not found" message="This leg is not one of yours, or it no longer exists." />;
  if (leg.transportMethod === 'CLIENT_IN') return <Alert tone="info">The client brings this vehicle in: no condition report is taken.</Alert>;
  const direction = dueDirection(leg.status, leg.conditionReports);
  // The latest custody the leg has a standing report for: its delivery once delivered, else its pickup.
  const standing = (['DELIVERY', 'PICKUP'] as const)
    .map((want) => leg.conditionReports.find((report) => report.direction === want && isStandingReport(report.status)))
    .find((report) => report !== undefined);
  const rejected = leg.conditionReports.find((report) => report.status === 'REJECTED' && report.direction === direction);
  const canMove = (leg.status === 'PENDING_PICKUP' && leg.pickupReportSubmitted) || (leg.status === 'IN_TRANSIT' && leg.deliveryReportSubmitted);
  return (
    <div className="leg-capture">
      {/* What the leg says, not only what this page just sent: the report that lets the leg move on now. */}
      {canMove && standing ? (
        <Alert tone="success">Report {standing.number} is in. You can move the leg on.</Alert>
      ) : (
        sent && <Alert tone="success">Report {sent} is in.</Alert>
      )}
      {canMove && (
        <Button
          variant="primary"
          className="capture-target btn-block"
          busy={moved.fetching}
          onClick={() =>
            void move({ id: leg.id, event: moveAfter(leg.status === 'PENDING_PICKUP' ? 'PICKUP' : 'DELIVERY'), version: leg.version }).then((result) => {
              if (!result.error) setSent(null);
            })
          }
        >
          {leg.status === 'PENDING_PICKUP' ? 'Picked up: start the trip' : 'Delivered'}
        </Button>
      )}
      {moved.error && <Alert tone="danger">{moved.error.graphQLErrors[0]?.message ?? moved.error.message}</Alert>}
      {standing && !direction && standing.billOfLading && (
        <p>
          <a href={`${standing.billOfLading.url}?download=1`}>Download the bill of lading ({standing.number})</a>
        </p>
      )}
      {direction && rejected && (
        <Alert tone="warning">
          Report {rejected.number} was rejected: {rejected.rejectReason}. Take it again.
        </Alert>
      )}
      {direction &&
        (open ? (
          <CaptureFlow
            userId={user.id}
            driverName={user.name}
            legId={leg.id}
            direction={direction}
            vehicle={leg.vehicle ?? null}
            onSent={onSent}
          />
        ) : (
          <Button variant="primary" onClick={() => setOpen(true)}>
            Take the {DIRECTION_LABEL[direction].toLowerCase()} report
          </Button>
        ))}
      {!direction && !canMove && !standing && <p className="muted">No condition report is due on this leg now ({leg.status}).</p>}
    </div>
  );
};
