import type { OrderLegEvent } from '@/generated/graphql';
import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { pickupReportTakenAt } from '../kit/record/actualTime';
import { legEndsOf } from '../kit/record/legEnds';
import { LEG_EVENT_LABEL } from '../kit/record/legLabels';
import { RecordActions } from '../kit/record/RecordActions';
import { isDialogEvent, LegEventDialog } from './LegEventDialog';
import { TransitionOrderLegMutation } from './OrderLegPage.graphql';
import { legMoved } from './useLegTransition';

/**
 * What the bar and its dialogs read: the events open now, the version to send, the dialog's defaults, and the steps a
 * pick up's or a delivery's time may not come before (the pickup report, the pick up).
 */
export const LegActionBarFragment = graphql(`
  fragment LegActionBar_leg on OrderLeg {
    id
    number
    version
    availableEvents
    eventOptions {
      ...RecordEventOption
    }
    transportMethod
    driverId
    truckingCompanyId
    ...LegEnds
    origin {
      id
      name
      contactName
      contactPhone
    }
    destination {
      id
      name
      contactName
      contactPhone
    }
    pickedUpAt
    conditionReports {
      id
      direction
      status
      capturedAt
    }
  }
`);

export type LegActionBarProps = {
  leg: FragmentType<typeof LegActionBarFragment>;
  /** Reloads the leg: only after a CONFLICT (the moved leg itself arrives with the answer). */
  refetch: () => void;
};

const DANGER: readonly OrderLegEvent[] = ['CANCEL', 'ABORT'];
/** Side steps and undoing: never the page's main action (a pending pickup's main action is Pick up, not Unassign). */
const SIDE: readonly OrderLegEvent[] = [
  'UNASSIGN',
  'HOLD',
  'RELEASE',
  'RESCHEDULE',
  'AT_PORT',
  'LEFT_PORT',
  'TO_REPAIR',
  'REPAIRED',
  'TO_STORAGE',
  'FROM_STORAGE',
];

/**
 * The leg's action bar (`RecordActions`): every event the leg's status knows, from the server's leg machine, in the
 * machine's order, the first forward step the main one. Events that carry a reason, dates, a carrier or (Pick up,
 * Deliver) the actual time open the leg's dialog first.
 */
export const LegActionBar = ({ leg: source, refetch }: LegActionBarProps) => {
  const leg = getFragmentData(LegActionBarFragment, source);
  const forDialog = { ...leg, ...legEndsOf(leg), pickupReportTakenAt: pickupReportTakenAt(leg.conditionReports) };
  return (
    <RecordActions
      record={leg}
      mutation={TransitionOrderLegMutation}
      noun="leg"
      legend="Leg actions"
      idPrefix="leg-action"
      labelOf={(event: OrderLegEvent) => LEG_EVENT_LABEL[event]}
      done={legMoved}
      danger={DANGER}
      side={SIDE}
      refetch={refetch}
      empty="No status actions are open to you on this leg now."
      asks={isDialogEvent}
      dialog={(event, props) => isDialogEvent(event) && <LegEventDialog event={event} leg={forDialog} {...props} />}
    />
  );
};
