import type { RepairEvent } from '@/generated/enums/RepairEvent';
import type { EventOptionsSource } from '../kit/record/eventOptions';
import { RecordActions } from '../kit/record/RecordActions';
import { REPAIR_EVENT_LABEL } from './labels';
import { isRepairDialogEvent, RepairEventDialog } from './RepairEventDialog';
import { TransitionRepairMutation } from './repair.graphql';

const DANGER: readonly RepairEvent[] = ['DECLINE'];

export type RepairActionsProps = {
  repair: { id: string; number: string; version: number; estimateAmount: number; eventOptions: EventOptionsSource };
  /** Reloads the repair after a CONFLICT. */
  refetch: () => void;
};

/** The repair's action bar (`RecordActions`): steps that record something (amounts, the repair order, a reason) ask first. */
export const RepairActions = ({ repair, refetch }: RepairActionsProps) => (
  <RecordActions
    record={repair}
    mutation={TransitionRepairMutation}
    noun="repair"
    legend={`Actions of repair ${repair.number}`}
    idPrefix={`repair-${repair.id}`}
    labelOf={(event: RepairEvent) => REPAIR_EVENT_LABEL[event]}
    danger={DANGER}
    refetch={refetch}
    empty="No further steps for this repair."
    asks={isRepairDialogEvent}
    dialog={(event, props) => isRepairDialogEvent(event) && <RepairEventDialog event={event} repair={repair} {...props} />}
  />
);
