import { SURVEY_LOW_RATING, surveyAnswerSchema } from '../../src/domain/surveys/answer';
import { SURVEY_TAG_LABEL } from '../../src/domain/surveys/labels';
import type { DeliverySurveyState } from '../../src/generated/enums/DeliverySurveyState';
import type { Queryable } from '../db/database';
import { badUserInput } from '../errors';
import type { GraphQLContext } from '../graphql/context';
import { recordFailedAttempt, tooManyAttempts } from '../http/throttle';
import { notify } from '../notifications/notifications.public';
import { fieldErrors } from '../../src/domain/schemas/fieldErrors';
import { surveyMove } from './surveys.invite';
import { surveyLookupHash } from './surveys.tokens';

/** What the public page gets: the state, and the move's names when the survey is open or answered. */
export type PublicSurvey = {
  state: DeliverySurveyState;
  operatorName?: string | null;
  vehicle?: string | null;
  from?: string | null;
  to?: string | null;
  driverFirstName?: string | null;
  deliveredAt?: Date | null;
  expiresAt?: Date | null;
  retryAfter?: number | null;
};

type Found = { tenantId: string; id: string };

/**
 * The rate limit (server/http/throttle.ts, 5 in a minute per address, as login and the contact form): a token or code
 * that opens nothing counts, and so does every answer sent; a valid link opened again does not.
 */
const find = async (ctx: GraphQLContext, raw: string, answering: boolean): Promise<Found | PublicSurvey> => {
  const tx = ctx.db;
  {
    const key = `delivery-survey|${ctx.ip}`;
    const wait = await tooManyAttempts(tx, key);
    if (wait > 0) return { state: 'TOO_MANY_REQUESTS', retryAfter: wait };
    const hash = surveyLookupHash(ctx.config.sessionSecret, raw);
    const { rows } = hash
      ? await tx.query<Found>('SELECT tenant_id AS "tenantId", id FROM app_delivery_survey_find($1)', [hash])
      : { rows: [] };
    if (rows.length === 0 || answering) await recordFailedAttempt(tx, key);
    return rows[0] ?? { state: 'INVALID' };
  }
};

const turns = new WeakMap<object, Promise<unknown>>();

/**
 * Runs `fn` in the request's transaction as the survey's tenant (row-level security on), then puts the request's own
 * tenant back (a public request has none). One at a time per request, so two fields of one operation never
 * read under each other's tenant.
 */
const asTenant = <T>(ctx: GraphQLContext, tenantId: string, fn: (tx: Queryable) => Promise<T>): Promise<T> => {
  const run = async () => {
    const { rows } = await ctx.db.query<{ before: string | null }>(
      "SELECT current_setting('app.tenant_id', true) AS before, set_config('app.tenant_id', $1, true)",
      [tenantId],
    );
    try {
      return await fn(ctx.db);
    } finally {
      // After a failed statement the transaction is over anyway (rolled back), and this reset with it.
      await ctx.db.query("SELECT set_config('app.tenant_id', $1, true)", [rows[0]?.before ?? '']).catch(() => undefined);
    }
  };
  const turn = (turns.get(ctx) ?? Promise.resolve()).then(run, run);
  turns.set(
    ctx,
    turn.catch(() => undefined),
  );
  return turn;
};

type SurveyState = { orderLegId: string; expiresAt: Date; answeredAt: Date | null };

const stateOf = (survey: SurveyState): DeliverySurveyState =>
  survey.answeredAt ? 'ANSWERED' : survey.expiresAt.getTime() <= Date.now() ? 'EXPIRED' : 'OPEN';

const present = async (tx: Queryable, survey: SurveyState): Promise<PublicSurvey> => {
  const state = stateOf(survey);
  if (state === 'EXPIRED') return { state };
  const move = await surveyMove(tx, survey.orderLegId);
  if (!move) return { state: 'INVALID' };
  // The public page names the move, not the leg's number.
  const { legNumber: _number, ...shown } = move;
  return { state, ...shown, expiresAt: survey.expiresAt };
};

const lockSurvey = async (tx: Queryable, id: string, lock: boolean) =>
  (
    await tx.query<SurveyState>(
      `SELECT order_leg_id AS "orderLegId", expires_at AS "expiresAt", answered_at AS "answeredAt" FROM delivery_surveys
       WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
      [id],
    )
  ).rows[0];

/** The survey a token or code opens, read as its own tenant (row-level security on, no user). */
export const publicSurvey = async (ctx: GraphQLContext, raw: string): Promise<PublicSurvey> => {
  const found = await find(ctx, raw, false);
  if ('state' in found) return found;
  return asTenant(ctx, found.tenantId, async (tx) => {
    const survey = await lockSurvey(tx, found.id, false);
    return survey ? present(tx, survey) : { state: 'INVALID' };
  });
};

/** Client relations (and their leads) of the tenant hear of a score of 2 or less. */
const clientRelations = async (tx: Queryable, tenantId: string) =>
  (
    await tx.query<{ userId: string }>(
      `SELECT DISTINCT u.id AS "userId" FROM users u JOIN user_roles r ON r.user_id = u.id
       JOIN user_tenants ut ON ut.user_id = u.id AND ut.tenant_id = $1
       WHERE r.role IN ('CLIENT_RELATIONS', 'CLIENT_RELATIONS_LEAD') AND u.deleted_at IS NULL`,
      [tenantId],
    )
  ).rows.map((row) => row.userId);

/**
 * Answers the survey once: the answer is validated (BAD_USER_INPUT naming input.rating, input.tags, input.comment),
 * the row is locked so two answers at once leave one, and a rating of 2 or less notifies client relations.
 */
export const answerSurvey = async (ctx: GraphQLContext, raw: string, input: unknown): Promise<PublicSurvey> => {
  const found = await find(ctx, raw, true);
  if ('state' in found) return found;
  return asTenant(ctx, found.tenantId, async (tx) => {
    const survey = await lockSurvey(tx, found.id, true);
    if (!survey) return { state: 'INVALID' };
    if (stateOf(survey) !== 'OPEN') return present(tx, survey);
    const parsed = surveyAnswerSchema.safeParse(input);
    if (!parsed.success)
      throw badUserInput(
        Object.fromEntries(Object.entries(fieldErrors(parsed.error)).map(([path, messages]) => [`input.${path}`, messages])),
      );
    const answer = parsed.data;
    await tx.query('UPDATE delivery_surveys SET answered_at = now(), rating = $2, tags = $3, comment = $4 WHERE id = $1', [
      found.id,
      answer.rating,
      answer.tags,
      answer.comment,
    ]);
    if (answer.rating <= SURVEY_LOW_RATING) {
      const { rows } = await tx.query<{ orderId: string; number: string }>(
        'SELECT order_id AS "orderId", number FROM order_legs WHERE id = $1',
        [survey.orderLegId],
      );
      const leg = rows[0];
      const tags = answer.tags.map((tag) => SURVEY_TAG_LABEL[tag]).join(', ');
      await notify({ db: tx, events: ctx.events, afterCommit: ctx.afterCommit }, await clientRelations(tx, found.tenantId), {
        type: 'DELIVERY_SURVEY',
        title: `Leg ${leg?.number ?? ''} rated ${answer.rating} of 5`,
        body: [answer.comment, tags && `Tags: ${tags}`].filter(Boolean).join(' · ') || 'No comment.',
        data: { orderLegId: survey.orderLegId, orderId: leg?.orderId, rating: answer.rating },
        tenantId: found.tenantId,
      });
    }
    return present(tx, { ...survey, answeredAt: new Date() });
  });
};
