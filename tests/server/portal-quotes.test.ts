import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from './support/client';
import { auditRows, count, expectError, one, userIdOf } from './support/helpers';
import {
  CREATE_QUOTE,
  ok,
  type PortalQuoteView,
  type PortalWorld,
  portalQuote,
  portalRequest,
  portalSession,
  RESPOND,
  startPortalServer,
} from './support/portal';
import type { TestServer } from './support/testServer';

let server: TestServer;
let world: PortalWorld;
let client: TestClient;
let customer: TestClient;
let dispatch: TestClient;
beforeAll(async () => {
  ({ server, world, client, customer, dispatch } = await startPortalServer());
});
afterAll(() => server?.close());

type Responded = { portalRespondToQuote: PortalQuoteView & { declineReason: string | null } };
const respond = (as: TestClient, quote: { id: string; version: number }, event: 'ACCEPT' | 'DECLINE', reason?: string) =>
  as.gql<Responded>(RESPOND, { id: quote.id, event, reason, version: quote.version });
const stored = (id: string) =>
  one<{ status: string; version: number; declineReason: string | null; source: string }>(
    server.db,
    'SELECT status, version, decline_reason AS "declineReason", source FROM quotes WHERE id = $1',
    [id],
  );
const noticesOf = async (quoteId: string) =>
  (
    await server.db.query<{ email: string; title: string; body: string }>(
      `SELECT u.email, n.title, n.body FROM notifications n JOIN users u ON u.id = n.user_id
       WHERE n.type = 'QUOTE' AND n.data->>'quoteId' = $1 ORDER BY u.email`,
      [quoteId],
    )
  ).rows;
const DESK = [
  'call-center-lead@legwork.test',
  'call-center@legwork.test',
  'client-relations-lead@legwork.test',
  'client-relations@legwork.test',
].sort();

describe('portalPriceQuote and portalCreateQuote', () => {
  it('prices without saving, then saves a PENDING PORTAL quote with the same line items, once per key', async () => {
    const input = portalRequest(world.northwind, { extras: { tagAndTitle: true } });
    const before = await count(server.db, 'quotes');
    const price = ok(
      await client.gql<{ portalPriceQuote: { total: number; lineItems: { type: string; amount: number }[] } }>(
        'query($input: QuoteInput!) { portalPriceQuote(input: $input) { total lineItems { type amount } } }',
        { input },
      ),
    ).portalPriceQuote;
    expect(price.total).toBeGreaterThan(0);
    expect(await count(server.db, 'quotes')).toBe(before);

    const key = randomUUID();
    const quote = await portalQuote(client, input, key);
    expect(quote).toMatchObject({ status: 'PENDING', version: 1, total: price.total, availableEvents: ['ACCEPT', 'DECLINE'] });
    expect((quote as unknown as { lineItems: unknown[] }).lineItems).toEqual(price.lineItems);
    expect(await stored(quote.id)).toMatchObject({ status: 'PENDING', source: 'PORTAL' });
    const clientId = await userIdOf(server.db, 'client@legwork.test');
    expect((await auditRows(server.db, 'quote.create', clientId)).map((row) => row.entityId)).toContain(quote.id);
    const again = await portalQuote(client, input, key);
    expect(again.id).toBe(quote.id);
    expect(await count(server.db, 'quotes')).toBe(before + 1);
  });

  it('refuses what the portal may not ask for', async () => {
    const result = await client.gql(CREATE_QUOTE, {
      input: portalRequest(world.northwind, { validUntil: '2099-01-01', extras: { firstServiceCharge: true } }),
      key: randomUUID(),
    });
    expect(expectError(result, 'BAD_USER_INPUT').extensions.errors).toEqual({
      'input.extras.firstServiceCharge': ['Service charges are set by the operator.'],
      'input.validUntil': ['How long a price holds is set by the operator.'],
    });
  });
});

describe('portalRespondToQuote', () => {
  it('accepts a PENDING quote, audited, and tells the portal desk in the same transaction', async () => {
    const quote = await portalQuote(client, portalRequest(world.northwind));
    const accepted = ok(await respond(client, quote, 'ACCEPT')).portalRespondToQuote;
    expect(accepted).toMatchObject({ status: 'ACCEPTED', version: 2, availableEvents: [] });
    expect(await stored(quote.id)).toMatchObject({ status: 'ACCEPTED', version: 2 });
    const clientId = await userIdOf(server.db, 'client@legwork.test');
    expect((await auditRows(server.db, 'quote.accept', clientId)).filter((row) => row.entityId === quote.id)).toHaveLength(1);
    expect(await noticesOf(quote.id)).toEqual(
      DESK.map((email) => ({
        email,
        title: `Quote ${quote.number} accepted`,
        body: `Clara Client (Northwind Motors) accepted quote ${quote.number} in the portal.`,
      })),
    );
    // The desk sees it in its own notification list.
    const desk = await portalSession(server.url, 'call-center@legwork.test');
    const list = ok(await desk.gql<{ notifications: { data: { title: string }[] } }>('{ notifications(first: 50) { data { title } } }'));
    expect(list.notifications.data.map((n) => n.title)).toContain(`Quote ${quote.number} accepted`);
    // Accepted is not the portal's to answer again.
    expectError(await respond(client, accepted, 'DECLINE', 'Changed my mind'), 'INVALID_TRANSITION');
  });

  it('tells the staff creator of a quote, not the desk, when the client answers it', async () => {
    const made = ok(
      await dispatch.gql<{ createQuote: { id: string; number: string; version: number } }>(
        'mutation($input: QuoteInput!) { createQuote(input: $input) { id number version } }',
        { input: { ...portalRequest(world.northwind), customerId: world.downtown } },
      ),
    ).createQuote;
    const declined = ok(await respond(customer, made, 'DECLINE', '  Too expensive  ')).portalRespondToQuote;
    expect(declined).toMatchObject({ status: 'DECLINED', declineReason: 'Too expensive' });
    expect(await noticesOf(made.id)).toEqual([
      {
        email: 'dispatch@legwork.test',
        title: `Quote ${made.number} declined`,
        body: `Cody Customer declined quote ${made.number}: Too expensive`,
      },
    ]);
  });

  it('needs a reason to decline, and changes nothing without one', async () => {
    const quote = await portalQuote(client, portalRequest(world.northwind));
    const before = await count(server.db, 'notifications');
    for (const reason of [undefined, '   ']) {
      expect(expectError(await respond(client, quote, 'DECLINE', reason), 'BAD_USER_INPUT').extensions.errors).toEqual({
        reason: ['Tell the operator why you decline the quote.'],
      });
    }
    expect(await stored(quote.id)).toMatchObject({ status: 'PENDING', version: 1, declineReason: null });
    expect(await count(server.db, 'notifications')).toBe(before);
    expect(await count(server.db, "audit_logs WHERE entity_id = $1 AND event = 'quote.decline'", [quote.id])).toBe(0);
  });

  it('answers a stale version with CONFLICT and a quote that is no longer PENDING with INVALID_TRANSITION', async () => {
    const quote = await portalQuote(client, portalRequest(world.northwind));
    expectError(await respond(client, { id: quote.id, version: 7 }, 'ACCEPT'), 'CONFLICT');
    expect(await stored(quote.id)).toMatchObject({ status: 'PENDING', version: 1 });
    await server.db.query("UPDATE quotes SET status = 'EXPIRED', version = 2 WHERE id = $1", [quote.id]);
    const refused = expectError(await respond(client, { id: quote.id, version: 2 }, 'ACCEPT'), 'INVALID_TRANSITION');
    expect(refused.message).toContain(quote.number);
    // A PENDING quote past its date cannot be accepted either (the expiry job may not have run yet).
    const late = await portalQuote(client, portalRequest(world.northwind));
    await server.db.query('UPDATE quotes SET valid_until = current_date - 2 WHERE id = $1', [late.id]);
    expectError(await respond(client, late, 'ACCEPT'), 'INVALID_TRANSITION');
    expect(await stored(late.id)).toMatchObject({ status: 'PENDING', version: 1 });
  });

  it("keeps a customer user away from its client's other quotes", async () => {
    const quote = await portalQuote(client, portalRequest(world.northwind));
    expectError(await respond(customer, quote, 'ACCEPT'), 'NOT_FOUND');
    expect(await stored(quote.id)).toMatchObject({ status: 'PENDING', version: 1 });
  });
});
