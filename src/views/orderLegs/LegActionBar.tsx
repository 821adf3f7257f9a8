import type { LegTransitionInput, OrderLegEvent } from '@/generated/graphql';
import { useState } from 'react';
import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { Button } from '../ui/Button';
import { type DialogEvent, isDialogEvent, LegEventDialog } from './LegEventDialog';
import { LEG_EVENT_LABEL } from './labels';
import { useLegTransition } from './useLegTransition';

/** What the bar and its dialogs read: the events open now, the version to send, the dialog's defaults. */
export const LegActionBarFragment = graphql(`
  fragment LegActionBar_leg on OrderLeg {
    id
    number
    version
    availableEvents
    transportMethod
    driverId
    truckingCompanyId
    confirmedPickupAt
    confirmedDeliveryAt
  }
`);

export type LegActionBarProps = {
  leg: FragmentType<typeof LegActionBarFragment>;
  /** Reloads the leg: only after a CONFLICT (the moved leg itself arrives with the answer). */
  refetch: () => void;
};

const DANGER: readonly OrderLegEvent[] = ['CANCEL', 'ABORT'];

/**
 * Exactly the events the server's leg machine allows this user now (`availableEvents`), in the machine's order.
 * Events that carry a reason, dates or a carrier open a dialog first.
 */
export const LegActionBar = ({ leg: source, refetch }: LegActionBarProps) => {
  const leg = getFragmentData(LegActionBarFragment, source);
  const { send, sending, sendingEvent } = useLegTransition(leg, refetch);
  const [open, setOpen] = useState<DialogEvent | null>(null);

  if (leg.availableEvents.length === 0)
    return <p className="muted action-bar-empty">No status actions are open to you on this leg now.</p>;

  const submit = async (event: DialogEvent, input: LegTransitionInput) => {
    const failure = await send(event, input);
    if (!failure) setOpen(null);
    return failure;
  };

  return (
    <>
      <fieldset className="action-bar">
        <legend className="visually-hidden">Leg actions</legend>
      {leg.availableEvents.map((event) => (
        <Button
          key={event}
          variant={DANGER.includes(event) ? 'danger' : event === 'HOLD' ? 'secondary' : 'primary'}
          busy={sendingEvent === event}
          disabled={sending && sendingEvent !== event}
          onClick={() => (isDialogEvent(event) ? setOpen(event) : void send(event))}
        >
          {LEG_EVENT_LABEL[event]}
        </Button>
      ))}
      </fieldset>
      {open && <LegEventDialog event={open} leg={leg} busy={sending} onSubmit={(input) => submit(open, input)} onClose={() => setOpen(null)} />}
    </>
  );
};
