import { notFound, isUuid } from '../errors';
import type { GraphQLContext } from '../graphql/context';
import { findOrder } from '../orders/orders.rows';
import { requirePortal, serviceActor } from '../portal/portal.public';
import { receiveDocument } from './tagAndTitle.service';
import { tntLoaders } from './tagAndTitle.loaders';
import type { TntPacketRow } from './tagAndTitle.rows';

/**
 * The portal's side of tag and title: a client or customer reads the packets of its own orders (their checklists;
 * PortalTntPacket leaves out fees, notes and who among staff did what) and uploads a missing or rejected document,
 * which becomes RECEIVED for the clerk to review. Row-level security scopes both (migration 033): another client's
 * order or document is NOT_FOUND.
 */
export const portalTntPackets = async (ctx: GraphQLContext, orderId: string): Promise<TntPacketRow[]> => {
  await requirePortal(ctx);
  const order = isUuid(orderId) ? await findOrder(ctx.db, orderId) : null;
  if (!order) throw notFound('Order');
  return tntLoaders(ctx).packetsByOrder.load(order.id);
};

export const uploadPortalTntDocument = async (
  ctx: GraphQLContext,
  args: { id: string; version: number; file: File },
): Promise<TntPacketRow> => receiveDocument(ctx, serviceActor(await requirePortal(ctx)), args);
