import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runReportAs } from '../../server/reports/reports.public';
import { deliverySurveyReport } from '../../server/surveys/surveys.report';
import { newSurveyToken, printedSurveyCode, surveyCodeOf } from '../../server/surveys/surveys.tokens';
import { signedIn, TestClient } from './support/client';
import { driverIdOfUser } from './support/drivers';
import { expectError, linkInMail, one, tenantIdOf, userIdOf } from './support/helpers';
import { orderFixture } from './support/orderFixtures';
import { startTestServer, type TestServer } from './support/testServer';

/** Issue 31's delivery surveys: the mailed link and the bill of lading's code, one answer per leg, the low score's alert. */

let server: TestServer;
let east: string;
let north: string;
let dispatch: TestClient;
let northAdmin: TestClient;
let dale: string;
let clientRelations: string;

const PUBLIC = `query($token: String!) { publicDeliverySurvey(token: $token) {
  state operatorName vehicle from to driverFirstName retryAfter } }`;
const ANSWER = `mutation($token: String!, $input: DeliverySurveyAnswerInput!) {
  answerDeliverySurvey(token: $token, input: $input) { state driverFirstName } }`;
const LIST = `query($legId: ID, $driverId: ID) { deliverySurveys(orderLegId: $legId, driverId: $driverId) {
  id orderLegId legNumber rating tags comment answeredAt driverName } }`;

type Survey = { state: string; operatorName?: string; vehicle?: string; from?: string; to?: string; driverFirstName?: string };

const anonymous = () => new TestClient(server.url);
const lookup = async (token: string) =>
  (await anonymous().gql<{ publicDeliverySurvey: Survey }>(PUBLIC, { token })).data?.publicDeliverySurvey;
const answer = (token: string, input: Record<string, unknown>, as = anonymous()) =>
  as.gql<{ answerDeliverySurvey: Survey }>(ANSWER, { token, input });

/** A leg of Dale's, in transit with its reports in, delivered by dispatch; answers the mailed token and the BOL code. */
const deliveredLeg = async (email: string) => {
  const order = await orderFixture(server.db, east).order({ legs: [{ status: 'IN_TRANSIT', driverId: dale }] });
  const [legId] = order.legIds;
  await server.db.query(
    `UPDATE order_legs SET pickup_report_submitted = true, delivery_report_submitted = true, delivery_contact = $2 WHERE id = $1`,
    [legId, JSON.stringify({ name: 'Dana Receiver', phone: null, email })],
  );
  const { version } = (await one<{ version: number }>(server.db, 'SELECT version FROM order_legs WHERE id = $1', [legId])) as {
    version: number;
  };
  const moved = await dispatch.gql(
    'mutation($id: ID!, $version: Int!) { transitionOrderLeg(id: $id, event: DELIVER, version: $version) { id status } }',
    { id: legId, version },
  );
  expect(moved.errors).toBeUndefined();
  const [, token] = await linkInMail(server.url, email, /\/delivery-survey\/([\w.-]+)/);
  return { order, legId, token, code: printedSurveyCode(surveyCodeOf(server.config.sessionSecret, legId)) };
};

beforeAll(async () => {
  server = await startTestServer();
  east = await tenantIdOf(server.db, 'Legwork East');
  north = await tenantIdOf(server.db, 'Legwork North');
  dispatch = await signedIn(server.url, 'dispatch@legwork.test');
  northAdmin = await signedIn(server.url, 'admin@legwork.test', 'Legwork North');
  dale = await driverIdOfUser(server.db, 'driver@legwork.test');
  clientRelations = await userIdOf(server.db, 'client-relations@legwork.test');
}, 120_000);
afterAll(async () => {
  await server?.close();
});
// The rate limit counts every failed lookup and answer from 127.0.0.1; each test starts with a clean slate.
beforeEach(async () => {
  await server.db.query("DELETE FROM login_attempts WHERE key LIKE 'delivery-survey|%'");
});

describe('a delivered leg', () => {
  it('mails its delivery contact a link that names the move, answered once without a session', async () => {
    const { legId, token } = await deliveredLeg('dana@example.com');
    const survey = await lookup(token);
    expect(survey).toMatchObject({ state: 'OPEN', operatorName: 'Legwork East', driverFirstName: expect.any(String) });
    expect(survey?.vehicle).toBeTruthy();
    expect(survey?.from).toBeTruthy();
    expect(survey?.to).toBeTruthy();
    // Only the hash is stored.
    const stored = await one<{ tokenHash: string }>(
      server.db,
      'SELECT token_hash AS "tokenHash" FROM delivery_surveys WHERE order_leg_id = $1',
      [legId],
    );
    expect(token).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(stored?.tokenHash).not.toContain(token.replaceAll('-', '').slice(0, 16));

    const answered = await answer(token, { rating: 5, tags: ['FRIENDLY', 'ON_TIME'], comment: 'Great, thanks!' });
    expect(answered.errors).toBeUndefined();
    expect(answered.data?.answerDeliverySurvey.state).toBe('ANSWERED');
    // Used: a second answer changes nothing, and the page says it is answered.
    const again = await answer(token, { rating: 1, tags: [], comment: 'Changed my mind' });
    expect(again.data?.answerDeliverySurvey.state).toBe('ANSWERED');
    expect((await lookup(token))?.state).toBe('ANSWERED');
    const rows = (await dispatch.gql<{ deliverySurveys: Record<string, unknown>[] }>(LIST, { legId })).data?.deliverySurveys;
    expect(rows).toEqual([
      expect.objectContaining({ orderLegId: legId, rating: 5, tags: ['FRIENDLY', 'ON_TIME'], comment: 'Great, thanks!' }),
    ]);
    // The driver page's list holds it too.
    const byDriver = (await dispatch.gql<{ deliverySurveys: { orderLegId: string }[] }>(LIST, { driverId: dale })).data?.deliverySurveys;
    expect(byDriver?.map((row) => row.orderLegId)).toContain(legId);
  });

  it('is answered once per leg: the bill of lading code opens the same survey as the mailed link', async () => {
    const { legId, code, token } = await deliveredLeg('cody@example.com');
    expect(code).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    expect((await lookup(code))?.state).toBe('OPEN');
    expect((await lookup(code.toLowerCase().replace('-', ' ')))?.state).toBe('OPEN');
    expect((await answer(code, { rating: 4, tags: ['VEHICLE_CLEAN'] })).data?.answerDeliverySurvey.state).toBe('ANSWERED');
    // The mailed token of the same leg is now used as well: one answer per leg.
    expect((await lookup(token))?.state).toBe('ANSWERED');
    expect(await one(server.db, 'SELECT count(*)::int AS n FROM delivery_surveys WHERE order_leg_id = $1', [legId])).toEqual({ n: 1 });
  });

  it('refuses an expired or forged token, and a token never opens another leg', async () => {
    const first = await deliveredLeg('eve@example.com');
    const second = await deliveredLeg('frank@example.com');
    await server.db.query(`UPDATE delivery_surveys SET expires_at = now() - interval '1 second' WHERE order_leg_id = $1`, [first.legId]);
    expect(await lookup(first.token)).toEqual(expect.objectContaining({ state: 'EXPIRED', vehicle: null, driverFirstName: null }));
    expect((await answer(first.token, { rating: 5, tags: [] })).data?.answerDeliverySurvey.state).toBe('EXPIRED');

    // Forged: a nonce with another signature, a token signed with another secret, junk, a code nobody was given.
    const forged = [
      `${second.token.slice(0, 19)}0000-000000000000`,
      newSurveyToken('another-secret-of-at-least-32-chars').token,
      'not a token',
      'ZZZZ-ZZZZ',
    ];
    for (const token of forged.slice(0, 4)) {
      await server.db.query("DELETE FROM login_attempts WHERE key LIKE 'delivery-survey|%'");
      expect((await lookup(token))?.state).toBe('INVALID');
    }
    // The second leg's token answers the second leg only; the first stays unanswered (and expired).
    await answer(second.token, { rating: 3, tags: [] });
    const states = await server.db.query<{ legId: string; rating: number | null }>(
      'SELECT order_leg_id AS "legId", rating FROM delivery_surveys WHERE order_leg_id = ANY($1::uuid[])',
      [[first.legId, second.legId]],
    );
    expect(Object.fromEntries(states.rows.map((row) => [row.legId, row.rating]))).toEqual({ [first.legId]: null, [second.legId]: 3 });
  });

  it('takes a rating from 1 to 5 and the listed tags only: BAD_USER_INPUT with field errors, nothing stored', async () => {
    const { legId, token } = await deliveredLeg('gina@example.com');
    for (const rating of [0, 6, 2.5]) {
      const error = expectError(await answer(token, { rating, tags: [] }), 'BAD_USER_INPUT');
      expect(Object.keys(error.extensions.errors as object)).toContain('input.rating');
    }
    const tooLong = expectError(
      await answer(token, { rating: 4, tags: ['FRIENDLY', 'FRIENDLY'], comment: 'x'.repeat(2001) }),
      'BAD_USER_INPUT',
    );
    expect(Object.keys(tooLong.extensions.errors as object).sort()).toEqual(['input.comment', 'input.tags']);
    const badTag = await answer(token, { rating: 4, tags: ['FAST'] });
    expect(badTag.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await one(server.db, 'SELECT answered_at AS at FROM delivery_surveys WHERE order_leg_id = $1', [legId])).toEqual({ at: null });
    expect((await lookup(token))?.state).toBe('OPEN');
  });

  it("notifies the tenant's client relations of a score of 2 or less, and not of a 3", async () => {
    const before = await one<{ n: number }>(
      server.db,
      "SELECT count(*)::int AS n FROM notifications WHERE type = 'DELIVERY_SURVEY' AND user_id = $1",
      [clientRelations],
    );
    const fine = await deliveredLeg('hal@example.com');
    await answer(fine.token, { rating: 3, tags: [] });
    const low = await deliveredLeg('ivy@example.com');
    await answer(low.token, { rating: 2, tags: ['ON_TIME'], comment: 'Scratched the bumper' });
    const { rows } = await server.db.query<{ title: string; body: string; data: Record<string, unknown>; tenantId: string }>(
      `SELECT title, body, data, tenant_id AS "tenantId" FROM notifications WHERE type = 'DELIVERY_SURVEY' AND user_id = $1
       ORDER BY created_at`,
      [clientRelations],
    );
    expect(rows.length).toBe((before?.n ?? 0) + 1);
    expect(rows.at(-1)).toMatchObject({
      title: `Leg ${low.order.number}-1 rated 2 of 5`,
      body: 'Scratched the bumper · Tags: On time',
      data: { orderLegId: low.legId, rating: 2 },
      tenantId: east,
    });
  });

  it('rate-limits an address that keeps guessing: 5 failed lookups a minute', async () => {
    const { token } = await deliveredLeg('jon@example.com');
    for (let i = 0; i < 5; i += 1) expect((await lookup(`ABCD-EFG${i + 2}`))?.state).toBe('INVALID');
    const blocked = (await anonymous().gql<{ publicDeliverySurvey: Survey & { retryAfter: number } }>(PUBLIC, { token })).data
      ?.publicDeliverySurvey;
    expect(blocked?.state).toBe('TOO_MANY_REQUESTS');
    expect(blocked?.retryAfter).toBeGreaterThan(0);
    expect((await answer(token, { rating: 5, tags: [] })).data?.answerDeliverySurvey.state).toBe('TOO_MANY_REQUESTS');
  });
});

describe('tenants', () => {
  it("never shows another tenant's surveys to staff", async () => {
    const { legId } = await deliveredLeg('kim@example.com');
    const seen = await northAdmin.gql<{ deliverySurveys: unknown[] }>(LIST, { legId });
    expect(seen.data?.deliverySurveys).toEqual([]);
    expect(await one(server.db, 'SELECT tenant_id AS t FROM delivery_surveys WHERE order_leg_id = $1', [legId])).toEqual({ t: east });
    expect(north).not.toBe(east);
  });

  it('keeps the survey list from the public', async () => {
    expectError(await anonymous().gql(LIST, {}), 'UNAUTHENTICATED');
  });
});

describe('the delivery survey report', () => {
  it('scores answers over time, by driver, client and tag, lists the comments, links every figure, and reads only its tenant', async () => {
    const admin = await userIdOf(server.db, 'admin@legwork.test');
    const order = await orderFixture(server.db, east).order({ legs: [{ status: 'DELIVERED', driverId: dale }, { status: 'DELIVERED' }] });
    const northOrder = await orderFixture(server.db, north).order({ legs: [{ status: 'DELIVERED' }] });
    const answer = (
      tenant: string,
      legId: string,
      driverId: string | null,
      at: string,
      rating: number,
      tags: string[],
      comment: string | null,
    ) =>
      server.db.query(
        `INSERT INTO delivery_surveys (tenant_id, order_leg_id, driver_id, token_hash, code_hash, expires_at, created_at, answered_at, rating, tags, comment)
         VALUES ($1, $2, $3, md5(random()::text), md5(random()::text), $4::timestamptz + interval '30 days', $4, $4, $5, $6, $7)`,
        [tenant, legId, driverId, at, rating, tags, comment],
      );
    // 03:00 UTC on March 1 is still February 28 in New York: outside a March period.
    await answer(east, order.legIds[0], dale, '2001-03-05T15:00:00Z', 2, ['ON_TIME'], 'Scratched the bumper');
    await answer(east, order.legIds[1], null, '2001-03-20T15:00:00Z', 5, ['ON_TIME', 'FRIENDLY'], null);
    await server.db.query(
      `UPDATE delivery_surveys SET answered_at = '2001-03-01T03:00:00Z', created_at = '2001-03-01T03:00:00Z' WHERE order_leg_id = $1`,
      [order.legIds[1]],
    );
    await answer(north, northOrder.legIds[0], null, '2001-03-10T15:00:00Z', 1, [], 'North secret');
    await answer(
      east,
      (await orderFixture(server.db, east).order({ legs: [{ status: 'DELIVERED' }] })).legIds[0],
      null,
      '2001-03-31T15:00:00Z',
      4,
      [],
      'Fine',
    );

    const result = await runReportAs(server.db, { tenantId: east, userId: admin }, deliverySurveyReport, {
      period: { kind: 'MONTH', from: '2001-03-01', to: '2001-03-31' },
    });
    const table = (key: string) => result.tables.find((candidate) => candidate.key === key);
    expect(table('time')?.totals).toEqual({ when: 'All', answers: 2, average: 3, low: 1 });
    expect(table('time')?.rows).toHaveLength(31);
    const march5 = table('time')?.rows.find((row) => row.cells.when === '2001-03-05');
    expect(march5?.cells).toEqual({ when: '2001-03-05', answers: 1, average: 2, low: 1 });
    expect(march5?.links?.low).toBe(
      '/admin/reports/delivery-survey?period=CUSTOM&from=2001-03-05&to=2001-03-05&rating=LOW#report-table-answers',
    );
    expect(table('drivers')?.rows.map((row) => [row.cells.driver, row.cells.answers, row.links?.driver])).toEqual(
      [
        ['No driver', 1, expect.stringContaining('/admin/reports/delivery-survey?')],
        [expect.any(String), 1, `/admin/drivers/${dale}`],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    expect(table('clients')?.rows.every((row) => row.links?.answers?.includes('client='))).toBe(true);
    const onTime = table('tags')?.rows.find((row) => row.cells.tag === 'On time');
    expect(onTime?.cells).toEqual({ tag: 'On time', answers: 1, share: 0.5, average: 2 });
    expect(onTime?.links?.answers).toContain('tag=ON_TIME');
    expect(table('answers')?.rows.map((row) => [row.cells.rating, row.cells.comment, row.links?.leg])).toEqual([
      [4, 'Fine', expect.stringMatching(/^\/order-legs\//)],
      [2, 'Scratched the bumper', `/order-legs/${order.legIds[0]}`],
    ]);
    expect(JSON.stringify(result)).not.toContain('North secret');

    // Filtered to the low scores and a tag; a bad filter is a field error.
    const lowOnly = await runReportAs(server.db, { tenantId: east, userId: admin }, deliverySurveyReport, {
      period: { kind: 'MONTH', from: '2001-03-01', to: '2001-03-31' },
      rating: 'LOW',
    });
    expect(lowOnly.tables.find((candidate) => candidate.key === 'answers')?.rows.map((row) => row.cells.rating)).toEqual([2]);
    await expect(
      runReportAs(server.db, { tenantId: east, userId: admin }, deliverySurveyReport, {
        period: { kind: 'MONTH', from: '2001-03-01', to: '2001-03-31' },
        tag: 'FAST',
      }),
    ).rejects.toMatchObject({ extensions: { code: 'BAD_USER_INPUT', errors: { 'params.tag': expect.any(Array) } } });
  });
});
