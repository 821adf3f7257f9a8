import type { GraphQLContext } from '../graphql/context';
import { defineLoaders } from '../graphql/loaders';
import { type MediaRow, mediaLoader } from '../media/media.rows';

/** A settlement's stored statements, newest first (media owner kind 'Settlement', category STATEMENTS). */
const statementLoaders = defineLoaders((db) => ({ filesBySettlement: mediaLoader(db, 'Settlement') }));

/** Settlement.statement: the latest statement PDF, or null until one is generated (row-level security decides who reads it). */
export const settlementStatement = async (ctx: GraphQLContext, settlementId: string): Promise<MediaRow | null> =>
  (await statementLoaders(ctx).filesBySettlement.load(settlementId)).find((file) => file.category === 'STATEMENTS') ?? null;
