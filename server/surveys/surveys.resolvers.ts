import type { Resolvers } from '../../src/generated/resolvers';
import { requireStaff } from '../auth/actors';
import { isUuid } from '../errors';
import { answerSurvey, publicSurvey } from './surveys.answer';
import { SURVEY_FROM, SURVEY_SELECT, type DeliverySurveyRow } from './surveys.rows';

export const surveysResolvers: Resolvers = {
  Query: {
    publicDeliverySurvey: (_parent, { token }, ctx) => publicSurvey(ctx, token),
    deliverySurveys: async (_parent, { orderLegId, driverId, first }, ctx) => {
      requireStaff(ctx);
      const conditions: string[] = [];
      const params: unknown[] = [];
      for (const [column, id] of [
        ['s.order_leg_id', orderLegId],
        ['s.driver_id', driverId],
      ] as const) {
        if (id == null) continue;
        if (!isUuid(id)) return [];
        params.push(id);
        conditions.push(`${column} = $${params.length}`);
      }
      params.push(Math.min(Math.max(first ?? 50, 1), 200));
      const { rows } = await ctx.db.query<DeliverySurveyRow>(
        `SELECT ${SURVEY_SELECT} FROM ${SURVEY_FROM} ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}
         ORDER BY s.answered_at DESC NULLS LAST, s.created_at DESC LIMIT $${params.length}`,
        params,
      );
      return rows;
    },
  },
  Mutation: {
    answerDeliverySurvey: (_parent, { token, input }, ctx) => answerSurvey(ctx, token, input),
  },
};
