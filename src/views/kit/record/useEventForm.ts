import type { Failure } from '../forms/failure';
import { useForm } from '../forms/useForm';
import { transitionFailureMessage } from './transitionFailure';

export type EventFormOptions<I> = {
  /** The record in a refusal's words ("repair"). */
  noun: string;
  /** Sends the event with its input (RecordActions' dialog props): the failure, or null once the record moved. */
  onSubmit: (input: I) => Promise<Failure | null>;
};

/**
 * The form of an event's dialog (`useForm`): `submitWith(build)` sends the input `build` makes once it passes the
 * event's shared schema (null: the form's own errors are shown and nothing is sent), and shows the server's refusal
 * beside the fields it names, or above them in `transitionFailureMessage`'s words.
 */
export const useEventForm = <T extends Record<string, unknown>, I>(initial: T, { noun, onSubmit }: EventFormOptions<I>) => {
  const form = useForm(initial);
  const submitWith = (build: () => I | null | Promise<I | null>) =>
    form.submit(async () => {
      const input = await build();
      if (input === null) return;
      const failure = await onSubmit(input);
      if (failure) form.fail({ ...failure, message: transitionFailureMessage(failure, noun) });
    });
  return { ...form, submitWith };
};
