import { useState } from 'react';
import { useCurrentTenant } from '../../kit/app/useCurrentUser';
import { useDateTimeFormat } from '../../kit/app/useDateTimeFormat';
import type { CustodyMove } from '../../kit/record/custodyMove';
import { Button } from '../../kit/ui/Button';
import { Dialog } from '../../kit/ui/Dialog';
import { TextField } from '../../kit/ui/TextField';
import { actualTimeOf, earliestMinute, type ZonedMinute, zonedMinute } from './custodyMoveTime';

/** The words of each move's confirmation. */
const WORDS: Record<CustodyMove, { title: string; ask: string; label: string; submit: string }> = {
  PICK_UP: {
    title: 'Pick up leg {n}?',
    ask: 'Confirm the vehicle is on your truck and give the time you picked it up.',
    label: 'Picked up',
    submit: 'Confirm the pick up',
  },
  DELIVER: {
    title: 'Deliver leg {n}?',
    ask: 'Confirm you handed the vehicle over and give the time you delivered it.',
    label: 'Delivered',
    submit: 'Confirm the delivery',
  },
};

export type CustodyMoveDialogProps = {
  event: CustodyMove;
  legNumber: string;
  /** The window's start: the pickup report's time for a pick up, the pick up's for a delivery (null: none known). */
  after: string | null;
  afterWhat: string;
  busy: boolean;
  /** The server's refusal, its `input.actualAt` field error first. */
  serverError: string | null;
  onConfirm: (actualAt: string) => void;
  onClose: () => void;
};

/**
 * Pick up and Deliver ask before they move the leg: the actual time, now unless the driver says otherwise, on the
 * tenant's clock, between the step before and now (src/domain/legActualTime.ts, the server's rule).
 */
export const CustodyMoveDialog = ({
  event,
  legNumber,
  after,
  afterWhat,
  busy,
  serverError,
  onConfirm,
  onClose,
}: CustodyMoveDialogProps) => {
  const timeZone = useCurrentTenant()?.timeZone;
  const format = useDateTimeFormat();
  const words = WORDS[event];
  const [value, setValue] = useState<ZonedMinute>(() => zonedMinute(new Date(), timeZone));
  const [error, setError] = useState<string | null>(null);
  const min = earliestMinute(after, timeZone);
  const today = zonedMinute(new Date(), timeZone).day;
  const submit = () => {
    const checked = actualTimeOf(value, { after, afterWhat }, timeZone);
    if (!checked.ok) setError(checked.error);
    else {
      setError(null);
      onConfirm(checked.actualAt);
    }
  };
  const shown = error ?? serverError;
  return (
    <Dialog title={words.title.replace('{n}', legNumber)} onClose={onClose}>
      <form
        className="custody-move-form"
        noValidate
        onSubmit={(formEvent) => {
          formEvent.preventDefault();
          submit();
        }}
      >
        <p>{words.ask}</p>
        <TextField
          type="date"
          label={`${words.label} on`}
          value={value.day}
          min={min?.day}
          max={today}
          onChange={(day) => setValue({ ...value, day })}
          required
        />
        <TextField
          type="time"
          label={`${words.label} at`}
          value={value.time}
          onChange={(time) => setValue({ ...value, time })}
          hint={`Now unless you change it: not later than now${after ? `, not before ${afterWhat} (${format(after)})` : ''}. Time zone: ${timeZone ?? 'this phone’s'}.`}
          error={shown ?? undefined}
          required
        />
        <div className="custody-move-buttons">
          <Button type="submit" variant="primary" className="capture-target btn-wrap" busy={busy}>
            {words.submit}
          </Button>
          <Button type="button" className="capture-target" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
};
