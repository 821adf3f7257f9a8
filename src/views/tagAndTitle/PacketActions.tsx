import type { TntPacketEvent } from '@/generated/enums/TntPacketEvent';
import type { EventOptionsSource } from '../kit/record/eventOptions';
import { RecordActions } from '../kit/record/RecordActions';
import { TNT_EVENT_LABEL } from './labels';
import { isPacketDialogEvent, PacketEventDialog } from './PacketEventDialog';
import { TransitionTntPacketMutation } from './PacketPage.graphql';

const DANGER: readonly TntPacketEvent[] = ['HOLD'];

export type PacketActionsProps = {
  packet: { id: string; number: string; version: number; eventOptions: EventOptionsSource };
  /** Reloads the packet after a CONFLICT. */
  refetch: () => void;
};

/** The packet's action bar (`RecordActions`): shipping and holding ask first (the shipment, or why it is held). */
export const PacketActions = ({ packet, refetch }: PacketActionsProps) => (
  <RecordActions
    record={packet}
    mutation={TransitionTntPacketMutation}
    noun="packet"
    legend={`Actions of packet ${packet.number}`}
    idPrefix={`tnt-${packet.id}`}
    labelOf={(event: TntPacketEvent) => TNT_EVENT_LABEL[event]}
    danger={DANGER}
    refetch={refetch}
    empty="No further steps for this packet."
    asks={isPacketDialogEvent}
    dialog={(event, props) => isPacketDialogEvent(event) && <PacketEventDialog event={event} number={packet.number} {...props} />}
  />
);
