import { useState } from 'react';
import { useRecordTransition, type VariablesOf } from '../kit/record/useRecordTransition';
import type { TntPacketEvent } from '@/generated/enums/TntPacketEvent';
import type { TntPacketTransitionInput } from '@/generated/graphql';
import { type EventOption, EventOptionsBar } from '../kit/record/EventOptionsBar';
import { Alert } from '../kit/ui/Alert';
import { TNT_EVENT_LABEL } from './labels';
import { isPacketDialogEvent, type PacketDialogEvent, PacketEventDialog } from './PacketEventDialog';
import { TransitionTntPacketMutation } from './PacketPage.graphql';
import { tntFailureMessage } from './tntFailure';

export type PacketActionsProps = {
  packet: { id: string; number: string; version: number; eventOptions: readonly EventOption<string>[] };
  /** Reloads the packet after a CONFLICT. */
  refetch: () => void;
};

/**
 * The packet machine's events for this status (`eventOptions`): open ones as buttons, those the record refuses
 * (clearing with a document not accepted) disabled with the reason, those the role may not send named once.
 */
export const PacketActions = ({ packet, refetch }: PacketActionsProps) => {
  const { fetching, sendingEvent, message, send, direct } = useRecordTransition<
    TntPacketEvent,
    TntPacketTransitionInput,
    VariablesOf<typeof TransitionTntPacketMutation>
  >(TransitionTntPacketMutation, packet, {
    labelOf: (event) => TNT_EVENT_LABEL[event],
    failureMessage: (failure) => tntFailureMessage(failure),
    refetch,
  });
  const [open, setOpen] = useState<PacketDialogEvent | null>(null);
  const options = packet.eventOptions.map((option) => ({ ...option, event: option.event as TntPacketEvent }));

  return (
    <>
      {message && <Alert tone="danger">{message}</Alert>}
      <EventOptionsBar
        options={options}
        legend={`Actions of packet ${packet.number}`}
        idPrefix={`tnt-${packet.id}`}
        labelOf={(event) => TNT_EVENT_LABEL[event]}
        variantOf={(event) => (event === 'HOLD' ? 'danger' : 'primary')}
        sendingEvent={sendingEvent}
        held={() => fetching}
        onPick={(event) => (isPacketDialogEvent(event) ? setOpen(event) : void direct(event))}
        empty="No further steps for this packet."
      />
      {open && (
        <PacketEventDialog
          event={open}
          number={packet.number}
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
