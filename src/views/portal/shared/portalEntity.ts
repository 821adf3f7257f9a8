/** Which portal record a tab belongs to: an order, or a leg (with its order, whose quote the leg shares). */
export type PortalEntity = { kind: 'order'; id: string } | { kind: 'leg'; id: string; orderId: string };

export const portalOrderIdOf = (entity: PortalEntity): string => (entity.kind === 'order' ? entity.id : entity.orderId);
