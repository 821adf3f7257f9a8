import type { Actor, GraphQLContext } from '../graphql/context';
import type { ConditionReportRow } from './conditionReports.rows';

/** The bill of lading of a submitted report: rendered, stored as the leg's BOLS file and mailed (conditionReports.bol.ts). */
export const makeBillOfLading = async (_ctx: GraphQLContext, _actor: Actor, _report: ConditionReportRow): Promise<void> => {};
