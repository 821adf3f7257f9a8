import { type ReactNode, useState } from 'react';
import type { AnyVariables, TypedDocumentNode } from 'urql';
import type { Failure } from '../forms/failure';
import { Alert } from '../ui/Alert';
import type { ButtonProps } from '../ui/Button';
import { EventOptionsBar } from './EventOptionsBar';
import { type EventOptionsSource, eventOptionsOf } from './eventOptions';
import { type InputOf, type RecordTransitionOptions, useRecordTransition } from './useRecordTransition';

/** What an event's dialog is handed: whether the event is on its way, how to send it with its input, how to close. */
export type RecordDialogProps<I> = {
  busy: boolean;
  /** Resolves to the failure to show beside the fields, or null once the record moved (the dialog then closes). */
  onSubmit: (input: I) => Promise<Failure | null>;
  onClose: () => void;
};

export type RecordActionsProps<E extends string, D, V extends AnyVariables> = RecordTransitionOptions<E, D> & {
  /** The record as its page has it: the version to send and the server's `eventOptions` for its status. */
  record: { id: string; number: string; version: number; eventOptions: EventOptionsSource };
  /** The record's transition mutation (`transitionX(id, event, input, version)`). */
  mutation: TypedDocumentNode<D, V>;
  /** The bar's name for screen readers ("Leg actions"). */
  legend: string;
  /** Unique per bar on the page: the refusal reasons' ids start with it. */
  idPrefix: string;
  /** Events that undo or end the record (cancel, decline): drawn as dangerous. */
  danger?: readonly E[];
  /** Side steps: never the bar's main action (a pending pickup's main action is Pick up, not Unassign). */
  side?: readonly E[];
  /** The events this bar sends, when others of the machine are sent elsewhere (a condition report's capture page submits it). */
  only?: readonly E[];
  /** Said instead of the bar when no event is shown. */
  empty?: string;
  /** Whether an event asks something first; `dialog` draws the asking. */
  asks?: (event: E) => boolean;
  dialog?: (event: E, props: RecordDialogProps<InputOf<V>>) => ReactNode;
  /** Events another mutation performs (a quote's confirmation converts it into its order): resolve to the failure, or null. */
  perform?: Partial<Record<E, () => Promise<Failure | null>>>;
};

/**
 * The button style of each event: the first open step that is neither dangerous nor a side step is the bar's main
 * action, dangerous ones are drawn so, and the rest are secondary.
 */
export const eventVariants = <E extends string>(
  options: readonly { event: E; enabled: boolean }[],
  danger: readonly E[] = [],
  side: readonly E[] = [],
): ((event: E) => ButtonProps['variant']) => {
  const main = options.find(({ event, enabled }) => enabled && !danger.includes(event) && !side.includes(event))?.event;
  return (event) => (danger.includes(event) ? 'danger' : event === main ? 'primary' : 'secondary');
};

/**
 * Every action bar of a machine-driven record: the server's `eventOptions` for its status (the open ones as buttons,
 * the ones the record's facts refuse disabled with the machine's reason, those the role may not send named once),
 * sent through `useRecordTransition` (the record's version, a toast, a reload on CONFLICT, a refusal in words above
 * the bar), and the area's dialog for an event that asks something first. An area's bar is its labels, its dialogs
 * and this call.
 */
export const RecordActions = <E extends string, D, V extends AnyVariables>({
  record,
  mutation,
  legend,
  idPrefix,
  danger,
  side,
  only,
  empty,
  asks,
  dialog,
  perform,
  ...transition
}: RecordActionsProps<E, D, V>) => {
  const { sending, sendingEvent, message, send, direct } = useRecordTransition<E, D, V>(mutation, record, transition);
  const [open, setOpen] = useState<E | null>(null);
  const options = eventOptionsOf(record.eventOptions)
    .map((option) => ({ ...option, event: option.event as E }))
    .filter((option) => !only || only.includes(option.event));

  const pick = (event: E) => {
    if (asks?.(event)) return setOpen(event);
    void direct(event, perform?.[event]);
  };

  return (
    <>
      {message && <Alert tone="danger">{message}</Alert>}
      <EventOptionsBar
        options={options}
        legend={legend}
        idPrefix={idPrefix}
        labelOf={transition.labelOf}
        variantOf={eventVariants(options, danger, side)}
        sendingEvent={sendingEvent}
        held={(event) => sending && sendingEvent !== event}
        onPick={pick}
        empty={empty}
      />
      {open &&
        dialog?.(open, {
          busy: sending,
          onClose: () => setOpen(null),
          onSubmit: async (input) => {
            const failure = await send(open, input);
            if (!failure) setOpen(null);
            return failure;
          },
        })}
    </>
  );
};
