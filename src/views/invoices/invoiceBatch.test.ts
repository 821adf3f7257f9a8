import { describe, expect, it } from 'vitest';
import { type BatchState, type ChunkResult, everyLegId, invoiceChunks, runBatch } from './invoiceBatch';

const groups = [
  {
    client: { displayName: 'Northwind' },
    poRequired: true,
    legs: [
      { leg: { id: 'l1' }, order: { id: 'o1' }, blockers: [] },
      { leg: { id: 'l2' }, order: { id: 'o2' }, blockers: [] },
      { leg: { id: 'l3' }, order: { id: 'o3' }, blockers: ['NO_PRICE' as const] },
    ],
  },
  { client: { displayName: 'Contoso' }, poRequired: false, legs: [{ leg: { id: 'l4' }, order: { id: 'o4' }, blockers: [] }] },
];

describe('invoicing a batch', () => {
  it('"everything" chooses every leg that has a price', () => {
    expect(everyLegId(groups)).toEqual(['l1', 'l2', 'l4']);
  });

  it('posts a client per request, a large client in slices, each with its own orders’ PO numbers', () => {
    const input = { legIds: ['l1', 'l2', 'l4'], poNumbers: [{ orderId: 'o1', poNumber: 'PO-1' }] };
    expect(invoiceChunks(groups, input)).toEqual([
      { client: 'Northwind', input: { legIds: ['l1', 'l2'], poNumbers: [{ orderId: 'o1', poNumber: 'PO-1' }] } },
      { client: 'Contoso', input: { legIds: ['l4'], poNumbers: [] } },
    ]);
    expect(invoiceChunks(groups, input, 1).map((chunk) => chunk.input.legIds)).toEqual([['l1'], ['l2'], ['l4']]);
  });

  const chunks = invoiceChunks(groups, { legIds: ['l1', 'l2', 'l4'], poNumbers: [] }, 1);
  const record = () => {
    const states: BatchState[] = [];
    const invoices: string[] = [];
    const onProgress = (state: BatchState, made: readonly string[]) => {
      states.push(state);
      invoices.push(...made);
    };
    return { states, invoices, onProgress };
  };

  it('shows n of m as each request answers, and ends done', async () => {
    const seen = record();
    const post = async (input: { legIds: string[] }): Promise<ChunkResult<string>> => ({ ok: true, invoices: [`INV-${input.legIds[0]}`] });
    const end = await runBatch(chunks, post, seen.onProgress, () => false);
    expect(seen.states.map((state) => `${state.status} ${state.done}/${state.total}`)).toEqual([
      'running 0/3',
      'running 1/3',
      'running 2/3',
      'done 3/3',
    ]);
    expect(end.status).toBe('done');
    expect(seen.invoices).toEqual(['INV-l1', 'INV-l2', 'INV-l4']);
  });

  it('stops at the first failure with a clear message; what was invoiced stays', async () => {
    const seen = record();
    const post = async (input: { legIds: string[] }): Promise<ChunkResult<string>> =>
      input.legIds[0] === 'l2' ? { ok: false, message: 'L2 is already on invoice INV-1.' } : { ok: true, invoices: ['INV-9'] };
    const end = await runBatch(chunks, post, seen.onProgress, () => false);
    expect(end).toEqual({
      status: 'failed',
      done: 1,
      total: 3,
      message: 'Stopped at Northwind: L2 is already on invoice INV-1. 1 of 3 legs were invoiced; their drafts stay.',
    });
    expect(seen.invoices).toEqual(['INV-9']);
  });

  it('cancel stops before the next request', async () => {
    let calls = 0;
    const post = async (): Promise<ChunkResult<string>> => {
      calls += 1;
      return { ok: true, invoices: [] };
    };
    const end = await runBatch(
      chunks,
      post,
      () => {},
      () => calls >= 2,
    );
    expect(calls).toBe(2);
    expect(end).toMatchObject({ status: 'cancelled', done: 2, total: 3, message: 'Cancelled: 2 of 3 legs invoiced.' });
  });
});
