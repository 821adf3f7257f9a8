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
const SIDE: readonly OrderLegEvent[] = ['UNASSIGN', 'HOLD', 'RELEASE', 'RESCHEDULE', 'AT_PORT', 'LEFT_PORT', 'TO_REPAIR', 'REPAIRED', 'TO_STORAGE', 'FROM_STORAGE'];

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
  const shown = options.filter((option) => option.enabled || option.refusal === 'RECORD');
  const forRole = options.filter((option) => option.refusal === 'ROLE');
  const primary = options.find((option) => option.enabled && !SIDE.includes(option.event) && !DANGER.includes(option.event))?.event;
  const reasonId = (event: OrderLegEvent) => `leg-action-why-${event}`;

  const submit = async (event: DialogEvent, input: LegTransitionInput) => {
    const failure = await send(event, input);
    if (!failure) setOpen(null);
    return failure;
  };

  return (
    <>
      {shown.length === 0 ? (
        <p className="muted action-bar-empty">No status actions are open to you on this leg now.</p>
      ) : (
        <fieldset className="action-bar">
          <legend className="visually-hidden">Leg actions</legend>
          {shown.map(({ event, enabled }) => (
            <Button
              key={event}
              variant={variantOf(event, primary)}
              busy={sendingEvent === event}
              disabled={!enabled || (sending && sendingEvent !== event)}
              aria-describedby={enabled ? undefined : reasonId(event)}
              onClick={() => (isDialogEvent(event) ? setOpen(event) : void send(event))}
            >
              {LEG_EVENT_LABEL[event]}
            </Button>
          ))}
        </fieldset>
      )}
      {(shown.some((option) => !option.enabled) || forRole.length > 0) && (
        <ul className="plain-list action-reasons">
          {shown
            .filter((option) => !option.enabled)
            .map(({ event, reason }) => (
              <li key={event} id={reasonId(event)}>
                <strong>{LEG_EVENT_LABEL[event]}</strong> is not possible yet: {reason}
              </li>
            ))}
          {forRole.length > 0 && (
            <li className="muted">Not open to your role: {forRole.map(({ event }) => LEG_EVENT_LABEL[event]).join(', ')}.</li>
          )}
        </ul>
      )}
      {open && <LegEventDialog event={open} leg={leg} busy={sending} onSubmit={(input) => submit(open, input)} onClose={() => setOpen(null)} />}
    </>
  );
};
