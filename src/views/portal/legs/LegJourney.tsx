import type { LegHoldReason, OrderLegStatus } from '@/generated/graphql';
import { useId } from 'react';
import type { DateMode } from '@/generated/graphql';
import { formatDateTime, formatRequested } from '../../../domain/format';
import { Alert } from '../../kit/ui/Alert';
import { Badge } from '../../kit/ui/Badge';
import { Panel } from '../../kit/ui/Panel';
import { type JourneyEvent, type JourneyStepState, legJourney } from '../shared/journey';
import { PORTAL_HOLD_REASON_LABEL, PORTAL_LEG_STATUS_LABEL } from '../shared/labels';
import { LegStatusBadge } from '../shared/LegStatusBadge';

export type LegJourneyProps = {
  status: OrderLegStatus;
  holdReason?: LegHoldReason | null;
  pickedUpAt?: string | null;
  deliveredAt?: string | null;
  /** The confirmed delivery (the server's eta): the only time shown as expected. */
  eta?: string | null;
  /** What was asked, shown as a request ("Requested before Dec 15, 2026") until a time is confirmed. */
  requestedDelivery?: { mode: DateMode; date?: string | null } | null;
  driverFirstName?: string | null;
  activity: readonly JourneyEvent[];
  locale?: string;
  timeZone?: string;
};

const STEP_BADGE: Record<JourneyStepState, { tone: 'success' | 'info' | 'neutral'; text: string }> = {
  done: { tone: 'success', text: 'Done' },
  current: { tone: 'info', text: 'Now' },
  upcoming: { tone: 'neutral', text: 'Next' },
};

const stopText = (status: OrderLegStatus, holdReason: LegHoldReason | null | undefined): string | null => {
  if (status === 'ON_HOLD') return `On hold: ${holdReason ? PORTAL_HOLD_REASON_LABEL[holdReason].toLowerCase() : 'no reason given'}.`;
  if (status === 'CANCELLED') return 'This move was cancelled.';
  if (status === 'ABORTED') return 'The pickup did not happen. Our team is arranging a new date.';
  return null;
};

/** The leg's live status first of all: where the vehicle is in its journey, when it arrives, who drives it. */
export const LegJourney = ({
  status,
  holdReason,
  pickedUpAt,
  deliveredAt,
  eta,
  requestedDelivery,
  driverFirstName,
  activity,
  locale,
  timeZone,
}: LegJourneyProps) => {
  const journey = legJourney({ status, pickedUpAt, deliveredAt, activity });
  const progressId = useId();
  const stop = stopText(status, holdReason);
  const arrival = deliveredAt
    ? `Delivered ${formatDateTime(deliveredAt, locale, timeZone)}`
    : eta
      ? `Expected ${formatDateTime(eta, locale, timeZone)}`
      : requestedDelivery && requestedDelivery.mode !== 'ASAP'
        ? formatRequested(requestedDelivery, locale).replace(/^Requested/, 'Delivery requested')
        : 'Delivery date not set yet';
  return (
    <Panel title="Live status" className="panel-wide">
      {/* A polite live region: a change pushed by the server is read out without moving focus. */}
      <div role="status" aria-live="polite">
        <p className="lead">
          <span className="visually-hidden">Status: </span>
          <LegStatusBadge status={status} /> <strong>{arrival}</strong>
          {driverFirstName && <> · Driver: {driverFirstName}</>}
        </p>
        {stop && <Alert tone={status === 'CANCELLED' ? 'danger' : 'warning'}>{stop}</Alert>}
      </div>
      <p>
        <label htmlFor={progressId}>
          Journey: {journey.done} of {journey.steps.length} steps done
        </label>{' '}
        <progress id={progressId} max={journey.steps.length} value={journey.done} />
      </p>
      <ol className="replay-steps" aria-label="Journey steps">
        {journey.steps.map((step, index) => {
          const badge = STEP_BADGE[step.state];
          const current = index === journey.current && step.state === 'current';
          return (
            <li
              key={step.key}
              className={current ? 'replay-step replay-current' : 'replay-step'}
              aria-current={current ? 'step' : undefined}
            >
              <Badge tone={badge.tone}>{badge.text}</Badge>
              <span>{step.label}</span>
              {current && PORTAL_LEG_STATUS_LABEL[status] !== step.label && (
                <span className="muted">({PORTAL_LEG_STATUS_LABEL[status]})</span>
              )}
              {step.at && (
                <time className="muted" dateTime={step.at}>
                  {formatDateTime(step.at, locale, timeZone)}
                </time>
              )}
            </li>
          );
        })}
      </ol>
    </Panel>
  );
};
