import type { LegTransitionInput, OrderLegEvent } from '@/generated/graphql';
import { useState } from 'react';
import { LinkButton } from '../kit/ui/LinkButton';
import { type DialogEvent, type LegForDialog, LegEventDialog } from '../orderLegs/public';
import { useLegTransition } from '../orderLegs/public';
import { AlertsTab } from '../kit/record/AlertsTab';
import { CommentsTab } from '../kit/record/CommentsTab';
import { Button } from '../kit/ui/Button';
import { Dialog } from '../kit/ui/Dialog';

export type LegActionsProps = {
  leg: LegForDialog & { version: number; orderId: string; availableEvents: readonly OrderLegEvent[] };
  /** Reloads the list: only after a CONFLICT (the moved leg itself arrives with the answer). */
  refetch: () => void;
};

type Open = DialogEvent | 'comments' | 'alerts' | null;

/** The leg's name for screen readers after each short button label: "Hold leg FX-1-1". */
const Named = ({ label, number }: { label: string; number: string }) => (
  <>
    {label}
    <span className="visually-hidden">{` leg ${number}`}</span>
  </>
);

/**
 * What the help desk does about a listed leg, one click each: open it, comment, raise an alert (the leg page's own
 * tabs in a dialog), hold it and reschedule it (the leg page's event dialog and transition, offered when the leg's
 * machine lets this user send them: a confirmation's new dates, or an aborted leg back to confirmation).
 */
export const LegActions = ({ leg, refetch }: LegActionsProps) => {
  const [open, setOpen] = useState<Open>(null);
  const { send, sending, sendingEvent } = useLegTransition(leg, refetch);
  const may = (event: OrderLegEvent) => leg.availableEvents.includes(event);
  const entity = { kind: 'leg' as const, id: leg.id, orderId: leg.orderId };

  const submit = async (event: DialogEvent, input: LegTransitionInput) => {
    const failure = await send(event, input);
    if (!failure) setOpen(null);
    return failure;
  };

  return (
    <div className="button-row help-desk-actions">
      <LinkButton href={`/order-legs/${leg.id}`} className="btn-small">
        <Named label="Open" number={leg.number} />
      </LinkButton>
      <Button className="btn-small" onClick={() => setOpen('comments')}>
        <Named label="Comment on" number={leg.number} />
      </Button>
      <Button className="btn-small" onClick={() => setOpen('alerts')}>
        <Named label="Alert about" number={leg.number} />
      </Button>
      {may('HOLD') && (
        <Button className="btn-small" busy={sendingEvent === 'HOLD'} onClick={() => setOpen('HOLD')}>
          <Named label="Hold" number={leg.number} />
        </Button>
      )}
      {may('CONFIRM') ? (
        <Button className="btn-small" busy={sendingEvent === 'CONFIRM'} onClick={() => setOpen('CONFIRM')}>
          <Named label="Reschedule" number={leg.number} />
        </Button>
      ) : (
        may('RESCHEDULE') && (
          <Button className="btn-small" busy={sendingEvent === 'RESCHEDULE'} disabled={sending} onClick={() => void send('RESCHEDULE')}>
            <Named label="Reschedule" number={leg.number} />
          </Button>
        )
      )}
      {(open === 'HOLD' || open === 'CONFIRM') && (
        <LegEventDialog event={open} leg={leg} busy={sending} onSubmit={(input) => submit(open, input)} onClose={() => setOpen(null)} />
      )}
      {(open === 'comments' || open === 'alerts') && (
        <Dialog title={`${open === 'comments' ? 'Comments on' : 'Alerts on'} leg ${leg.number}`} onClose={() => setOpen(null)}>
          {open === 'comments' ? <CommentsTab entity={entity} /> : <AlertsTab entity={entity} />}
          <div className="button-row">
            <Button onClick={() => setOpen(null)}>Close</Button>
          </div>
        </Dialog>
      )}
    </div>
  );
};
