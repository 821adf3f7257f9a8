import { type BillGroup, groupLegIds } from './readyToBill';

/** At most this many legs in one request (the server's limit, MAX_INVOICE_LEGS in server/invoices/invoices.inputs.ts). */
export const CHUNK_LEGS = 500;

type Input = { legIds: string[]; poNumbers: { orderId: string; poNumber: string }[] };

/** One request of a batch: a client's chosen legs, with the PO numbers of their orders. */
export type Chunk = { client: string; input: Input };

type NamedGroup = BillGroup & { client: { displayName: string } };

/** Every leg of every client shown that may be chosen: "invoice everything". */
export const everyLegId = (groups: readonly BillGroup[]): string[] => groups.flatMap(groupLegIds);

/**
 * The chosen legs as requests, one per client (a client's legs stay together, so its weekly or monthly invoice is one
 * invoice), a client with more legs than a request takes split in slices of CHUNK_LEGS.
 */
export const invoiceChunks = (groups: readonly NamedGroup[], input: Input, size = CHUNK_LEGS): Chunk[] => {
  const chosen = new Set(input.legIds);
  return groups.flatMap((group) => {
    const legs = group.legs.filter((leg) => chosen.has(leg.leg.id));
    const slices: Chunk[] = [];
    for (let start = 0; start < legs.length; start += size) {
      const slice = legs.slice(start, start + size);
      const orders = new Set(slice.map((leg) => leg.order.id));
      slices.push({
        client: group.client.displayName,
        input: { legIds: slice.map((leg) => leg.leg.id), poNumbers: input.poNumbers.filter((po) => orders.has(po.orderId)) },
      });
    }
    return slices;
  });
};

export type BatchState = {
  status: 'running' | 'done' | 'cancelled' | 'failed';
  /** Legs invoiced so far, and in all. */
  done: number;
  total: number;
  message: string | null;
};

export type ChunkResult<T> = { ok: true; invoices: readonly T[] } | { ok: false; message: string };

/**
 * Posts the chunks one after the other, each its own request and so its own transaction: what a chunk invoiced stays
 * when a later one fails or the batch is cancelled. Stops at the first failure, saying which client and why.
 */
export const runBatch = async <T>(
  chunks: readonly Chunk[],
  post: (input: Input) => Promise<ChunkResult<T>>,
  onProgress: (state: BatchState, invoices: readonly T[]) => void,
  cancelled: () => boolean,
): Promise<BatchState> => {
  const total = chunks.reduce((sum, chunk) => sum + chunk.input.legIds.length, 0);
  let done = 0;
  onProgress({ status: 'running', done, total, message: null }, []);
  for (const chunk of chunks) {
    if (cancelled()) {
      const state: BatchState = { status: 'cancelled', done, total, message: `Cancelled: ${done} of ${total} legs invoiced.` };
      onProgress(state, []);
      return state;
    }
    const result = await post(chunk.input);
    if (!result.ok) {
      const message = `Stopped at ${chunk.client}: ${result.message} ${done} of ${total} legs were invoiced; their drafts stay.`;
      const state: BatchState = { status: 'failed', done, total, message };
      onProgress(state, []);
      return state;
    }
    done += chunk.input.legIds.length;
    onProgress({ status: done === total ? 'done' : 'running', done, total, message: null }, result.invoices);
  }
  return { status: 'done', done, total, message: null };
};
