import type { LegTransitionInput, OrderLegEvent } from '@/generated/graphql';
import { useState } from 'react';
import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { EventOptionsBar } from '../kit/record/EventOptionsBar';
import { type DialogEvent, isDialogEvent, LegEventDialog } from './LegEventDialog';
import { LEG_EVENT_LABEL } from '../kit/record/legLabels';
import { useLegTransition } from './useLegTransition';

/** What the bar and its dialogs read: the events open now, the version to send, the dialog's defaults. */
export const LegActionBarFragment = graphql(`
  fragment LegActionBar_leg on OrderLeg {
    id
    number
    version
    availableEvents
    eventOptions {
      event
      enabled
      refusal
      reason
    }
    transportMethod
    driverId
    truckingCompanyId
    confirmedPickupAt
    confirmedDeliveryAt
    requestedPickup {
      mode
      date
    }
    requestedDelivery {
      mode
      date
    }
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

type Option = { event: OrderLegEvent; enabled: boolean; refusal: 'ROLE' | 'RECORD' | null; reason: string | null };

const variantOf = (event: OrderLegEvent, primary: OrderLegEvent | undefined) =>
  DANGER.includes(event) ? 'danger' : event === primary ? 'primary' : 'secondary';

/**
 * Every event the leg's status knows, from the server's leg machine (`eventOptions`), in the machine's order: the
 * open ones as buttons (the first forward step is the main one), the ones the leg's facts refuse disabled with the
 * machine's reason, and those the user's role may not send named once. Events that carry a reason, dates or a
 * carrier open a dialog first.
 */
export const LegActionBar = ({ leg: source, refetch }: LegActionBarProps) => {
  const leg = getFragmentData(LegActionBarFragment, source);
  const { send, sending, sendingEvent } = useLegTransition(leg, refetch);
  const [open, setOpen] = useState<DialogEvent | null>(null);
  const options = leg.eventOptions as readonly Option[];
  const primary = options.find((option) => option.enabled && !SIDE.includes(option.event) && !DANGER.includes(option.event))?.event;

  const submit = async (event: DialogEvent, input: LegTransitionInput) => {
    const failure = await send(event, input);
    if (!failure) setOpen(null);
    return failure;
  };

  return (
    <>
      <EventOptionsBar<OrderLegEvent>
        options={options}
        legend="Leg actions"
        idPrefix="leg-action"
        labelOf={(event) => LEG_EVENT_LABEL[event]}
        variantOf={(event) => variantOf(event, primary)}
        sendingEvent={sendingEvent ?? null}
        held={(event) => sending && sendingEvent !== event}
        onPick={(event) => (isDialogEvent(event) ? setOpen(event) : void send(event))}
        empty="No status actions are open to you on this leg now."
      />
      {open && (
        <LegEventDialog event={open} leg={leg} busy={sending} onSubmit={(input) => submit(open, input)} onClose={() => setOpen(null)} />
      )}
    </>
  );
};
