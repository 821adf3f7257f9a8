import { useState } from 'react';
import { useCurrentTenant } from '../../kit/app/useCurrentUser';
import { ActualTimeInputs } from '../../kit/record/ActualTimeInputs';
import { actualTimeOf, type ZonedMinute, zonedMinute } from '../../kit/record/actualTime';
import type { CustodyMove } from '../../kit/record/custodyMove';
import { Button } from '../../kit/ui/Button';
import { Dialog } from '../../kit/ui/Dialog';

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
  const words = WORDS[event];
  const [value, setValue] = useState<ZonedMinute>(() => zonedMinute(new Date(), timeZone));
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const checked = actualTimeOf(value, { after, afterWhat }, timeZone);
    if (!checked.ok) setError(checked.error);
    else {
      setError(null);
      onConfirm(checked.actualAt);
    }
  };
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
        <ActualTimeInputs
          label={words.label}
          value={value}
          onChange={setValue}
          between={{ after, afterWhat }}
          timeZone={timeZone}
          error={error ?? serverError}
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
