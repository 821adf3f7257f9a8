import type { OrderLocationRole } from '../../src/generated/enums';

export type RouteLeg = { position: number; originId: string | null; destinationId: string | null };
export type RoutePlace = { locationId: string; role: Extract<OrderLocationRole, 'ORIGIN' | 'STOP' | 'DESTINATION'>; position: number };

/**
 * An order's places as its legs run: each distinct place once, in the order the route first reaches it; ORIGIN when
 * only ever left from, DESTINATION when only ever delivered to, STOP when both (a hub). The rule of migration 016's
 * app_order_locations_sync, which the server runs; the seed builds its rows with this copy.
 */
export const routePlaces = (legs: readonly RouteLeg[]): RoutePlace[] => {
  const seen = new Map<string, { leaves: boolean; arrives: boolean; rank: number }>();
  const visit = (id: string | null, leaves: boolean, rank: number) => {
    if (!id) return;
    const place = seen.get(id) ?? { leaves: false, arrives: false, rank };
    seen.set(id, { leaves: place.leaves || leaves, arrives: place.arrives || !leaves, rank: Math.min(place.rank, rank) });
  };
  for (const leg of legs) {
    visit(leg.originId, true, leg.position * 2);
    visit(leg.destinationId, false, leg.position * 2 + 1);
  }
  return [...seen.entries()]
    .sort(([, a], [, b]) => a.rank - b.rank)
    .map(([locationId, place], index) => ({
      locationId,
      role: place.leaves && place.arrives ? 'STOP' : place.leaves ? 'ORIGIN' : 'DESTINATION',
      position: index + 1,
    }));
};
