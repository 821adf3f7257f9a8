import { useState } from 'react';
import { useMutation } from 'urql';
import type { TntPacketEvent } from '@/generated/enums/TntPacketEvent';
import type { TntPacketTransitionInput } from '@/generated/graphql';
import { type Failure, graphqlFailure } from '../forms/failure';
import { type EventOption, EventOptionsBar } from '../record/EventOptionsBar';
import { Alert } from '../ui/Alert';
import toast from '../ui/toast';
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
  const [{ fetching }, transition] = useMutation(TransitionTntPacketMutation);
  const [open, setOpen] = useState<PacketDialogEvent | null>(null);
  const [sendingEvent, setSendingEvent] = useState<TntPacketEvent | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const options = packet.eventOptions.map((option) => ({ ...option, event: option.event as TntPacketEvent }));

  const send = async (event: TntPacketEvent, input?: TntPacketTransitionInput): Promise<Failure | null> => {
    setSendingEvent(event);
    setMessage(null);
    const result = await transition({ id: packet.id, event, input: input ?? null, version: packet.version });
    setSendingEvent(null);
    if (!result.error) {
      toast.success(`${packet.number}: ${TNT_EVENT_LABEL[event].toLowerCase()} done.`);
      return null;
    }
    const failure = graphqlFailure(result.error);
    if (failure.code === 'CONFLICT') refetch();
    return failure;
  };

  const direct = async (event: TntPacketEvent) => {
    const failure = await send(event);
    if (failure) setMessage(tntFailureMessage(failure));
  };

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
