import type { CaptureLegQuery as CaptureLegData } from '@/generated/graphql';
import { useCallback, useState } from 'react';
import { type CombinedError, useMutation, useQuery } from 'urql';
import { Link } from 'wouter';
import { LEG_STATUS_LABEL } from '../../../domain/labels';
import { isStandingReport, REPORT_LEG_STATUSES } from '../../../machines/domain/conditionReport.machine';
import { useCurrentUser } from '../../kit/app/useCurrentUser';
import { useDateTimeFormat } from '../../kit/app/useDateTimeFormat';
import { Alert } from '../../kit/ui/Alert';
import { Button } from '../../kit/ui/Button';
import { ErrorState } from '../../kit/ui/ErrorState';
import { Spinner } from '../../kit/ui/Spinner';
import { DIRECTION_LABEL } from '../../kit/record/conditionReportLabels';
import { type CustodyMove, custodyMove } from '../../kit/record/custodyMove';
import { eventOptionsOf } from '../../kit/record/eventOptions';
import { legRouteOf } from '../../kit/record/legRoute';
import { CaptureFlow, type CaptureFlowProps } from './CaptureFlow';
import { CaptureLegQuery, CaptureMoveLegMutation } from './captureLeg.graphql';
import { CustodyMoveDialog } from './CustodyMoveDialog';
import { dueDirection, openStorageReport, type StorageDirection } from './captureSteps';

/** When each storage report is taken, and the leg action its report opens (the storage yard's words). */
const STORAGE_STEP: Record<StorageDirection, { when: string; next: string }> = {
  CHECK_IN: { when: 'while the vehicle is on its way to storage', next: 'check the vehicle in with “To storage” in the leg’s actions' },
  CHECK_OUT: { when: 'while the vehicle is in storage', next: 'check the vehicle out with “From storage” in the leg’s actions' },
};

/** The button that hands the vehicle over once its report is in. */
const MOVE_LABEL: Record<CustodyMove, string> = { PICK_UP: 'Picked up: start the trip', DELIVER: 'Delivered' };

/** What the driver does once the report is in, before the move. */
const AFTER_REPORT: Record<CustodyMove, string> = {
  PICK_UP: 'Next: once the vehicle is on your truck, tap “Picked up: start the trip”.',
  DELIVER: 'Next: once you have handed the vehicle over, tap “Delivered”.',
};

/** The address the driver heads for after the pick up. */
const placeOf = (stop: { name: string; address1: string; city: string; stateProvince: string; postalCode: string } | null) =>
  stop ? `${stop.name}, ${stop.address1}, ${stop.city}, ${stop.stateProvince} ${stop.postalCode}` : 'the delivery stop';

/** The server's word on the actual time (its field error), else its message. */
const moveErrorOf = (error: CombinedError | undefined): string | null => {
  if (!error) return null;
  const first = error.graphQLErrors[0];
  const fields = first?.extensions?.errors as Record<string, string[]> | undefined;
  return fields?.['input.actualAt']?.[0] ?? first?.message ?? error.message;
};

export type LegCaptureProps = {
  legId: string;
  /** Whether the form opens at once (the driver's page, a storage report asked for) or behind a button (the staff tab). */
  start?: 'open' | 'button';
  /** A storage report to take (the staff tab's "Take check-in report"); without it, the pickup or delivery report due now. */
  direction?: StorageDirection;
  /** Called once the server has the report, after the leg is read again. */
  onSent?: () => void;
};

/**
 * The leg's report that is due now (pickup before the vehicle moves, delivery while it moves), taken on this device,
 * then the move it allows: "Picked up" / "Delivered" through the leg's machine. A storage check-in or check-out report
 * is taken the same way when asked for; its move ("To storage" with a facility, "From storage") is the action bar's.
 */
export const LegCapture = ({ legId, start = 'open', direction: storageDirection, onSent: sentToPage }: LegCaptureProps) => {
  const user = useCurrentUser();
  const [{ data, fetching, error }, refetch] = useQuery({ query: CaptureLegQuery, variables: { id: legId } });
  const [moved, move] = useMutation(CaptureMoveLegMutation);
  const [open, setOpen] = useState(start === 'open');
  const [sent, setSent] = useState<string | null>(null);
  // The move's confirmation is open; the move this page just made, and when (says what comes next).
  const [confirming, setConfirming] = useState(false);
  const [movedNow, setMovedNow] = useState<{ event: CustodyMove; at: string } | null>(null);
  const format = useDateTimeFormat();
  const onSent = useCallback(
    (report: { number: string }) => {
      setSent(report.number);
      refetch({ requestPolicy: 'network-only' });
      sentToPage?.();
    },
    [refetch, sentToPage],
  );
  if (!user) return null;
  if (fetching && !data) return <Spinner label="Loading the leg…" />;
  if (error && !data) return <ErrorState message={error.message} onRetry={() => refetch({ requestPolicy: 'network-only' })} />;
  const leg = data?.orderLeg;
  if (!leg) return <ErrorState title="Leg not found" message="This leg is not one of yours, or it no longer exists." />;
  if (storageDirection) return <StorageCapture leg={leg} direction={storageDirection} user={user} sent={sent} onSent={onSent} />;
  if (leg.transportMethod === 'CLIENT_IN')
    return <Alert tone="info">The client brings this vehicle in: no condition report is taken.</Alert>;
  const direction = dueDirection(leg.status, leg.conditionReports);
  // The latest custody the leg has a standing report for: its delivery once delivered, else its pickup.
  const standing = (['DELIVERY', 'PICKUP'] as const)
    .map((want) => leg.conditionReports.find((report) => report.direction === want && isStandingReport(report.status)))
    .find((report) => report !== undefined);
  const rejected = leg.conditionReports.find((report) => report.status === 'REJECTED' && report.direction === direction);
  // The move the standing report lets this user make now, as the leg's machine answers it.
  const next = custodyMove(eventOptionsOf(leg.eventOptions));
  const canMove = next?.enabled === true;
  return (
    <div className="leg-capture">
      {/* What the leg says, not only what this page just sent: the report that lets the leg move on now. */}
      {canMove && standing && next ? (
        <Alert tone="success">
          Report {standing.number} is in. {AFTER_REPORT[next.event]}
        </Alert>
      ) : (
        sent && <Alert tone="success">Report {sent} is in.</Alert>
      )}
      {movedNow?.event === 'PICK_UP' && (
        <Alert tone="success">
          Picked up {format(movedNow.at)}. Next: drive to {placeOf(leg.destination)}. When you arrive, take the delivery report.
        </Alert>
      )}
      {movedNow?.event === 'DELIVER' && (
        <Alert tone="success">
          Delivered {format(movedNow.at)}. This leg is done. {start === 'open' && <Link href="/dashboard">Back to my legs</Link>}
        </Alert>
      )}
      {canMove && next && (
        <Button variant="primary" className="capture-target btn-block btn-wrap" onClick={() => setConfirming(true)}>
          {MOVE_LABEL[next.event]}
        </Button>
      )}
      {confirming && next && (
        <CustodyMoveDialog
          event={next.event}
          legNumber={leg.number}
          after={next.event === 'PICK_UP' ? (standing?.capturedAt ?? null) : (leg.pickedUpAt ?? null)}
          afterWhat={next.event === 'PICK_UP' ? 'the pickup report' : 'the pick up'}
          busy={moved.fetching}
          serverError={moveErrorOf(moved.error)}
          onClose={() => setConfirming(false)}
          onConfirm={(actualAt) =>
            void move({ id: leg.id, event: next.event, version: leg.version, input: { actualAt } }).then((result) => {
              if (result.error) return;
              setSent(null);
              setConfirming(false);
              // The next report waits behind its button, under the word of what comes next, not as a bare step 1.
              setOpen(false);
              setMovedNow({ event: next.event, at: actualAt });
            })
          }
        />
      )}
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
          <LegCaptureFlow leg={leg} direction={direction} user={user} onSent={onSent} />
        ) : (
          <Button variant="primary" className="capture-target btn-wrap" onClick={() => setOpen(true)}>
            Take the {DIRECTION_LABEL[direction].toLowerCase()} report
          </Button>
        ))}
      {!direction && !canMove && !standing && <p className="muted">No condition report is due on this leg now ({leg.status}).</p>}
    </div>
  );
};

type CaptureLeg = NonNullable<CaptureLegData['orderLeg']>;

type LegCaptureFlowProps = {
  leg: CaptureLeg;
  direction: CaptureFlowProps['direction'];
  user: { id: string; name: string };
  onSent: CaptureFlowProps['onSent'];
};

/** The report form for this leg's vehicle, taken and signed by the user signed in. */
const LegCaptureFlow = ({ leg, direction, user, onSent }: LegCaptureFlowProps) => (
  <CaptureFlow
    userId={user.id}
    driverName={user.name}
    legId={leg.id}
    direction={direction}
    vehicle={legRouteOf(leg).vehicle ?? null}
    onSent={onSent}
  />
);

type StorageCaptureProps = {
  leg: CaptureLeg;
  direction: StorageDirection;
  user: { id: string; name: string };
  sent: string | null;
  onSent: (report: { number: string }) => void;
};

/**
 * A storage check-in or check-out report, taken by the yard (a leg the client brings in takes these too): the form while
 * the leg is where this report is taken and none is open, else what stands and what comes next.
 */
const StorageCapture = ({ leg, direction, user, sent, onSent }: StorageCaptureProps) => {
  const label = DIRECTION_LABEL[direction];
  const step = STORAGE_STEP[direction];
  const open = openStorageReport(direction, leg.conditionReports);
  if (open)
    return (
      <Alert tone="success">
        {label} report {open.number} is in: {step.next}.
      </Alert>
    );
  if (!REPORT_LEG_STATUSES[direction].includes(leg.status))
    return (
      <Alert tone="info">
        A {label.toLowerCase()} report is taken {step.when}; this leg is {LEG_STATUS_LABEL[leg.status].toLowerCase()}.
      </Alert>
    );
  // A rejected report of this stay is taken again (the server rewrites it); an older stay's is not this one's.
  const rejected = leg.conditionReports.find(
    (report) => report.status === 'REJECTED' && report.direction === direction && !report.storageRecordId,
  );
  return (
    <div className="leg-capture">
      {sent && <Alert tone="success">Report {sent} is in.</Alert>}
      {rejected && (
        <Alert tone="warning">
          Report {rejected.number} was rejected: {rejected.rejectReason}. Take it again.
        </Alert>
      )}
      <LegCaptureFlow leg={leg} direction={direction} user={user} onSent={onSent} />
    </div>
  );
};
