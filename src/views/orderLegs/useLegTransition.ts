import type { LegTransitionInput, OrderLegEvent, TransitionOrderLegMutation as Moved } from '@/generated/graphql';
import { enableLegOptimistic } from '../../graphql/legOptimistic';
import type { Failure } from '../kit/forms/failure';
import { LEG_EVENT_LABEL, LEG_STATUS_LABEL } from '../kit/record/legLabels';
import { transitionFailureMessage } from '../kit/record/transitionFailure';
import { useRecordTransition } from '../kit/record/useRecordTransition';
import toast from '../kit/ui/toast';
import { TransitionOrderLegMutation } from './OrderLegPage.graphql';

// The leg's new status shows the moment its action is clicked: the staff cache learns the leg machine's step.
enableLegOptimistic();

/** The toast once a leg moved: the event and the status it brought the leg to. */
export const legMoved = (event: OrderLegEvent, data: Moved | undefined): string => {
  const moved = data?.transitionOrderLeg;
  return moved
    ? `${LEG_EVENT_LABEL[event]}: the leg is now ${LEG_STATUS_LABEL[moved.status].toLowerCase()}.`
    : `${LEG_EVENT_LABEL[event]}: done.`;
};

/**
 * A leg's events sent from outside its page (the dispatch board's panel, the help desk's list), through the same
 * `useRecordTransition` as its page's action bar: the answer is the leg as its page shows it (LegPage_leg), so
 * graphcache updates every view of it. A refusal is toasted and returned for a dialog to show inline; a CONFLICT
 * reloads the leg.
 */
export const useLegTransition = (leg: { id: string; version: number }, refetch: () => void) => {
  // The toast names the leg's new status (legMoved), not its number.
  const record = { id: leg.id, version: leg.version, number: '' };
  const transition = useRecordTransition(TransitionOrderLegMutation, record, {
    labelOf: (event: OrderLegEvent) => LEG_EVENT_LABEL[event],
    noun: 'leg',
    refetch,
    done: legMoved,
  });

  const send = async (event: OrderLegEvent, input: LegTransitionInput | null = null): Promise<Failure | null> => {
    const failure = await transition.send(event, input ?? undefined);
    if (failure) toast.error(transitionFailureMessage(failure, 'leg'));
    return failure;
  };

  return { send, sending: transition.sending, sendingEvent: transition.sendingEvent ?? undefined };
};
