import { useState } from 'react';
import { type AnyVariables, type TypedDocumentNode, useMutation } from 'urql';
import { type Failure, graphqlFailure } from '../forms/failure';
import toast from '../ui/toast';
import { isConflict, transitionFailureMessage } from './transitionFailure';

/** What every machine-driven record's transition mutation takes (server/transitions: one service for all of them). */
type TransitionVariables<E, I> = { id: string; event: E; input: I | null; version: number };

/** The event input a transition mutation takes (its `input` variable). */
export type InputOf<V> = V extends { input?: infer I } ? NonNullable<I> : never;

export type RecordTransitionOptions<E extends string, D> = {
  /** The event's words for the toast ("Approve" → "RP-100001: approve done."). */
  labelOf: (event: E) => string;
  /** The record in a refusal's words ("repair": "Someone changed this repair — reloaded."). */
  noun: string;
  /** Reloads the record after a CONFLICT (someone else moved it first). */
  refetch: () => void;
  /** The toast once the event is done, from the mutation's answer; by default "<number>: <event> done.". */
  done?: (event: E, data: D | undefined) => string;
};

/**
 * Sending a record's machine events, the same for every machine-driven record (legs, orders, quotes, repairs,
 * tag-and-title packets, storage records, condition reports): `send` sends one with the record's version and answers
 * the failure for a dialog to show beside its fields (null when done, with a toast); `direct` sends an event that asks
 * nothing (or runs `request`, an event another mutation performs) and keeps its refusal as `message`, in the words
 * of `transitionFailureMessage`. A CONFLICT reloads the record.
 */
export const useRecordTransition = <E extends string, D, V extends AnyVariables>(
  mutation: TypedDocumentNode<D, V>,
  record: { id: string; number: string; version: number },
  { labelOf, noun, refetch, done }: RecordTransitionOptions<E, D>,
) => {
  const [, transition] = useMutation(mutation);
  const [sendingEvent, setSendingEvent] = useState<E | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  /** One event's request: its button is busy meanwhile, and a CONFLICT reloads the record. */
  const track = async (event: E, request: () => Promise<Failure | null>): Promise<Failure | null> => {
    setSendingEvent(event);
    setMessage(null);
    try {
      const failure = await request();
      if (failure && isConflict(failure)) refetch();
      return failure;
    } finally {
      setSendingEvent(null);
    }
  };

  const send = (event: E, input?: InputOf<V>): Promise<Failure | null> =>
    track(event, async () => {
      const variables: TransitionVariables<E, InputOf<V>> = { id: record.id, event, input: input ?? null, version: record.version };
      const result = await transition(variables as unknown as V);
      if (result.error) return graphqlFailure(result.error);
      toast.success(done ? done(event, result.data) : `${record.number}: ${labelOf(event).toLowerCase()} done.`);
      return null;
    });

  const direct = async (event: E, request?: () => Promise<Failure | null>): Promise<Failure | null> => {
    const failure = await (request ? track(event, request) : send(event));
    if (failure) setMessage(transitionFailureMessage(failure, noun));
    return failure;
  };

  return { sending: sendingEvent !== null, sendingEvent, message, send, direct };
};
