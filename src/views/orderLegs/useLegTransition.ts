import type { LegTransitionInput, OrderLegEvent } from '@/generated/graphql';
import toast from '../kit/ui/toast';
import { useMutation } from 'urql';
import { enableLegOptimistic } from '../../graphql/legOptimistic';
import { TransitionOrderLegMutation } from './OrderLegPage.graphql';
import { isConflict, transitionFailureMessage } from '../kit/record/transitionFailure';
import { type Failure, graphqlFailure } from '../kit/forms/failure';
import { LEG_EVENT_LABEL, LEG_STATUS_LABEL } from '../kit/record/legLabels';

type Leg = { id: string; version: number };

// The leg's new status shows the moment its action is clicked: the staff cache learns the leg machine's step.
enableLegOptimistic();

/**
 * Sends one leg event with the version the page shows. The answer is the leg as its page shows it (LegPage_leg,
 * history included), so graphcache updates the page from it: nothing is fetched again. A refusal is toasted and
 * returned for the dialog to show inline; a CONFLICT (someone else moved the leg) reloads the leg.
 */
export const useLegTransition = (leg: Leg, refetch: () => void) => {
  const [state, transition] = useMutation(TransitionOrderLegMutation);

  const send = async (event: OrderLegEvent, input: LegTransitionInput | null = null): Promise<Failure | null> => {
    const result = await transition({ id: leg.id, event, input, version: leg.version });
    const moved = result.data?.transitionOrderLeg;
    if (moved) {
      toast.success(`${LEG_EVENT_LABEL[event]}: the leg is now ${LEG_STATUS_LABEL[moved.status].toLowerCase()}.`);
      return null;
    }
    const failure: Failure = result.error
      ? graphqlFailure(result.error)
      : { code: null, message: 'The leg was not changed.', fieldErrors: {} };
    toast.error(transitionFailureMessage(failure, 'leg'));
    if (isConflict(failure)) refetch();
    return failure;
  };

  return { send, sending: state.fetching, sendingEvent: state.fetching ? state.operation?.variables.event : undefined };
};
