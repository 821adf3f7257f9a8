import { type AnyVariables, type CombinedError, type DocumentInput, useQuery } from 'urql';
import type { EntityRef } from './entity';

export type EntityQuerySpec<OrderData, LegData, LegVariables extends AnyVariables, Value> = {
  order: DocumentInput<OrderData, { id: string }>;
  leg: DocumentInput<LegData, LegVariables>;
  legVariables: LegVariables;
  /** The tab's list out of whichever answer came: the order's or the leg's. */
  pick: (order: OrderData | undefined, leg: LegData | undefined) => Value | null | undefined;
};

export type EntityQuery<Value> = { value: Value | null | undefined; error: CombinedError | undefined; refetch: () => void };

/** A tab's data for an order or a leg: two queries, only the entity's one runs (order or leg). */
export const useEntityQuery = <OrderData, LegData, LegVariables extends AnyVariables, Value>(
  entity: EntityRef,
  { order, leg, legVariables, pick }: EntityQuerySpec<OrderData, LegData, LegVariables, Value>,
): EntityQuery<Value> => {
  const [orderResult, refetchOrder] = useQuery<OrderData, { id: string }>({
    query: order,
    variables: { id: entity.id },
    pause: entity.kind !== 'order',
  });
  const [legResult, refetchLeg] = useQuery<LegData, LegVariables>({ query: leg, variables: legVariables, pause: entity.kind !== 'leg' });
  const isOrder = entity.kind === 'order';
  return {
    value: isOrder ? pick(orderResult.data, undefined) : pick(undefined, legResult.data),
    error: (isOrder ? orderResult : legResult).error,
    refetch: () => (isOrder ? refetchOrder : refetchLeg)({ requestPolicy: 'network-only' }),
  };
};
