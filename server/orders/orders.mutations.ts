import type { Resolvers } from '../../src/generated/resolvers';
import { requireEditor } from '../auth/actors';
import { acknowledgeAlert, createAlert } from './orders.alerts';
import { addOrderNote, createComment } from './orders.comments';
import { uploadOrderMedia } from './orders.media';
import { deleteOrder, updateOrder } from './orders.edits';
import { createOrderFromInput } from './orders.service';
import { transitionOrder } from './orders.transition';
import { orderChanges } from './orders.subscription';
import { liveField } from '../graphql/liveRecords';

/** The write side of orders; the rules live in server/orders (one file per concern), a leg's in server/orderLegs. */
export const orderMutations: Resolvers = {
  Mutation: {
    createOrder: (_parent, { input, submit, idempotencyKey }, ctx) => {
      requireEditor(ctx);
      return createOrderFromInput(ctx, input, { submit: submit ?? false, source: 'STAFF', idempotencyKey, refusePastPickups: true });
    },
    updateOrder: (_parent, args, ctx) => updateOrder(ctx, args),
    deleteOrder: (_parent, args, ctx) => deleteOrder(ctx, args),
    transitionOrder: (_parent, args, ctx) => transitionOrder(ctx, args),
    addOrderNote: (_parent, args, ctx) => addOrderNote(ctx, args),
    createComment: (_parent, args, ctx) => createComment(ctx, args),
    createAlert: (_parent, args, ctx) => createAlert(ctx, args),
    acknowledgeAlert: (_parent, args, ctx) => acknowledgeAlert(ctx, args),
    uploadOrderMedia: (_parent, args, ctx) => uploadOrderMedia(ctx, args),
  },
  Subscription: {
    orderChanged: liveField(orderChanges),
  },
};
