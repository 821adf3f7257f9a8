import { useState } from 'react';
import { type AnyVariables, type TypedDocumentNode, useMutation } from 'urql';
import { type Failure, graphqlFailure } from '../forms/failure';
import toast from '../ui/toast';

/** What every machine-driven record's transition mutation takes (server/transitions: one service for all of them). */
type TransitionVariables<E, I> = { id: string; event: E; input: I | null; version: number };

export type RecordTransitionOptions<E extends string> = {
  /** The event's words for the toast ("Approve" → "RP-100001: approve done."). */
  labelOf: (event: E) => string;
  /** A refusal in the area's words, shown above the action bar when an event sent straight from it is refused. */
  failureMessage: (failure: Failure) => string;
  /** Reloads the record after a CONFLICT (someone else moved it first). */
  refetch: () => void;
};

/**
 * Sending a record's machine events from its action bar (`EventOptionsBar`), the same for every machine-driven record
 * (repairs, tag-and-title packets, storage records): `send` answers the failure for a dialog to show beside its fields
 * (null when done, with a toast), `direct` sends an event that asks nothing and keeps its refusal as `message`; a
 * CONFLICT reloads the record.
 */
export const useRecordTransition = <E extends string, I, V extends AnyVariables>(
  mutation: TypedDocumentNode<unknown, V>,
  record: { id: string; number: string; version: number },
  { labelOf, failureMessage, refetch }: RecordTransitionOptions<E>,
) => {
  const [{ fetching }, transition] = useMutation(mutation);
  const [sendingEvent, setSendingEvent] = useState<E | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const send = async (event: E, input?: I): Promise<Failure | null> => {
    setSendingEvent(event);
    setMessage(null);
    const variables: TransitionVariables<E, I> = { id: record.id, event, input: input ?? null, version: record.version };
    const result = await transition(variables as unknown as V);
    setSendingEvent(null);
    if (!result.error) {
      toast.success(`${record.number}: ${labelOf(event).toLowerCase()} done.`);
      return null;
    }
    const failure = graphqlFailure(result.error);
    if (failure.code === 'CONFLICT') refetch();
    return failure;
  };

  const direct = async (event: E) => {
    const failure = await send(event);
    if (failure) setMessage(failureMessage(failure));
  };

  return { fetching, sendingEvent, message, send, direct };
};

/** The variables of a typed document (its second type parameter). */
export type VariablesOf<D> = D extends TypedDocumentNode<unknown, infer V> ? V : never;
