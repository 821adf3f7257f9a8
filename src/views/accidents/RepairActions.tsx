import { useState } from 'react';
import { useRecordTransition, type VariablesOf } from '../kit/record/useRecordTransition';
import type { RepairEvent } from '@/generated/enums/RepairEvent';
import type { RepairTransitionInput } from '@/generated/graphql';
import { Alert } from '../kit/ui/Alert';
import { EventOptionsBar } from '../kit/record/EventOptionsBar';
import { REPAIR_EVENT_LABEL } from './labels';
import { accidentFailureMessage } from './repairFailure';
import { isRepairDialogEvent, type RepairDialogEvent, RepairEventDialog } from './RepairEventDialog';
import { TransitionRepairMutation } from './repair.graphql';

type Option = { event: string; enabled: boolean; refusal?: string | null; reason?: string | null };

export type RepairActionsProps = {
  repair: { id: string; number: string; version: number; estimateAmount: number; eventOptions: readonly Option[] };
  /** Reloads the repair after a CONFLICT. */
  refetch: () => void;
};

/**
 * The repair machine's events for this status (`eventOptions`): the open ones as buttons, the ones the record's
 * facts refuse disabled with the reason, those the role may not send named once. Steps that record something ask first.
 */
export const RepairActions = ({ repair, refetch }: RepairActionsProps) => {
  const { fetching, sendingEvent, message, send, direct } = useRecordTransition<
    RepairEvent,
    RepairTransitionInput,
    VariablesOf<typeof TransitionRepairMutation>
  >(TransitionRepairMutation, repair, {
    labelOf: (event) => REPAIR_EVENT_LABEL[event],
    failureMessage: (failure) => accidentFailureMessage(failure, 'repair'),
    refetch,
  });
  const [open, setOpen] = useState<RepairDialogEvent | null>(null);
  const options = repair.eventOptions.map((option) => ({ ...option, event: option.event as RepairEvent }));

  if (options.length === 0) return <p className="muted">No further steps for this repair.</p>;
  return (
    <>
      {message && <Alert tone="danger">{message}</Alert>}
      <EventOptionsBar
        options={options}
        legend={`Actions of repair ${repair.number}`}
        idPrefix={`repair-${repair.id}`}
        labelOf={(event) => REPAIR_EVENT_LABEL[event]}
        variantOf={(event) => (event === 'DECLINE' ? 'danger' : 'primary')}
        sendingEvent={sendingEvent}
        held={() => fetching}
        onPick={(event) => (isRepairDialogEvent(event) ? setOpen(event) : void direct(event))}
      />
      {open && (
        <RepairEventDialog
          event={open}
          repair={repair}
          busy={fetching}
          onClose={() => setOpen(null)}
          onSubmit={async (input) => {
            const failure = await send(open, input);
            if (!failure) setOpen(null);
            return failure;
          }}
        />
      )}
    </>
  );
};
