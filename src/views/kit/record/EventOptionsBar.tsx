import { Button, type ButtonProps } from '../ui/Button';

/** An event of a record's machine as the server's `eventOptions` gives it (transitions.options.ts). */
export type EventOption<E extends string> = { event: E; enabled: boolean; refusal?: string | null; reason?: string | null };

export type EventOptionsBarProps<E extends string> = {
  options: readonly EventOption<E>[];
  /** The bar's name for screen readers ("Leg actions", "Actions of repair RP-100001"). */
  legend: string;
  /** Unique per bar on the page: the refusal reasons' ids start with it. */
  idPrefix: string;
  labelOf: (event: E) => string;
  variantOf: (event: E) => ButtonProps['variant'];
  /** The event on its way (its button is busy). */
  sendingEvent: E | null;
  /** Whether an enabled button is held back anyway (another event is on its way). */
  held: (event: E) => boolean;
  onPick: (event: E) => void;
  /** Said instead of the bar when no event is shown. */
  empty?: string;
};

/**
 * Every event the record's status knows (the machine's `eventOptions`): the open ones as buttons, the ones the record's
 * facts refuse disabled with the machine's reason (also each button's accessible description), and those the user's
 * role may not send named once. RecordActions draws every record's action bar with it.
 */
export const EventOptionsBar = <E extends string>({
  options,
  legend,
  idPrefix,
  labelOf,
  variantOf,
  sendingEvent,
  held,
  onPick,
  empty,
}: EventOptionsBarProps<E>) => {
  const shown = options.filter((option) => option.enabled || option.refusal === 'RECORD');
  const forRole = options.filter((option) => option.refusal === 'ROLE');
  const reasonId = (event: E) => `${idPrefix}-why-${event}`;
  return (
    <>
      {shown.length === 0 ? (
        empty && <p className="muted action-bar-empty">{empty}</p>
      ) : (
        <fieldset className="action-bar">
          <legend className="visually-hidden">{legend}</legend>
          {shown.map(({ event, enabled }) => (
            <Button
              key={event}
              variant={variantOf(event)}
              busy={sendingEvent === event}
              disabled={!enabled || held(event)}
              aria-describedby={enabled ? undefined : reasonId(event)}
              onClick={() => onPick(event)}
            >
              {labelOf(event)}
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
                <strong>{labelOf(event)}</strong> is not possible yet: {reason}
              </li>
            ))}
          {forRole.length > 0 && <li className="muted">Not open to your role: {forRole.map(({ event }) => labelOf(event)).join(', ')}.</li>}
        </ul>
      )}
    </>
  );
};
