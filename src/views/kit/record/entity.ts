/** Which record an activity tab belongs to: an order, or a leg (with its order, for uploads and the quote). */
export type EntityRef = { kind: 'order'; id: string } | { kind: 'leg'; id: string; orderId: string };

export const orderIdOf = (entity: EntityRef): string => (entity.kind === 'order' ? entity.id : entity.orderId);
