import { assignDecalSchema, destroyDecalSchema, iftaDecalInputSchema, returnDecalSchema } from '../../src/domain/schemas/safety';
import type { IftaDecalInput, IftaDecalMove, IftaDecalStatus } from '../../src/generated/resolvers';
import { referenceErrors, requireReferences } from '../records/references';
import { auditWrite, validateInput } from '../records/writes';
import { badUserInput, validate } from '../errors';
import type { GraphQLContext } from '../graphql/context';
import { requireSafetyWriter } from './safety.access';
import { DECAL_SELECT, DECALS, type IftaDecalRow } from './safety.rows';
import { moveStatus } from './safety.status';

/** IFTA decals: add one to the year's stock, issue it to a unit, take it back, destroy it. */

const TAKEN = { 'input.number': ['This decal number is already in the year’s inventory.'] };

/** The statuses each move of a decal starts from: the moves below refuse any other, IftaDecal.moves offers these. */
export const DECAL_MOVES_FROM: Record<IftaDecalMove, readonly IftaDecalStatus[]> = {
  ASSIGN: ['IN_STOCK', 'RETURNED'],
  RETURN: ['ASSIGNED'],
  DESTROY: ['IN_STOCK', 'ASSIGNED', 'RETURNED'],
};

export const createIftaDecal = async (ctx: GraphQLContext, input: IftaDecalInput): Promise<IftaDecalRow> => {
  const who = requireSafetyWriter(ctx);
  const data = validateInput(iftaDecalInputSchema, input);
  const { rows: existing } = await ctx.db.query('SELECT 1 FROM ifta_decals WHERE tenant_id = $1 AND year = $2 AND number = $3', [
    who.tenantId,
    data.year,
    data.number,
  ]);
  if (existing.length > 0) throw badUserInput(TAKEN);
  const { rows } = await ctx.db
    .query<IftaDecalRow>(`INSERT INTO ifta_decals AS dc (tenant_id, year, number) VALUES ($1, $2, $3) RETURNING ${DECAL_SELECT}`, [
      who.tenantId,
      data.year,
      data.number,
    ])
    .catch((error: unknown) => {
      throw typeof error === 'object' && error !== null && 'code' in error && error.code === '23505' ? badUserInput(TAKEN) : error;
    });
  await auditWrite(ctx, who, DECALS, 'create', rows[0].id, { after: rows[0] });
  return rows[0];
};

export const assignIftaDecal = async (ctx: GraphQLContext, id: string, version: number, unitId: string, issuedOn: string) => {
  const who = requireSafetyWriter(ctx);
  const data = validate(assignDecalSchema, { unitId, issuedOn });
  await requireReferences([referenceErrors(ctx, who.tenantId, 'units', [{ id: data.unitId, field: 'unitId' }])]);
  const { after } = await moveStatus<IftaDecalRow>(
    ctx,
    who,
    DECALS,
    { id, version, from: DECAL_MOVES_FROM.ASSIGN, verb: 'assign', words: 'issued to a unit' },
    () => ({
      status: 'ASSIGNED',
      unit_id: data.unitId,
      issued_on: data.issuedOn,
      returned_on: null,
    }),
  );
  return after;
};

export const returnIftaDecal = async (ctx: GraphQLContext, id: string, version: number, returnedOn: string) => {
  const who = requireSafetyWriter(ctx);
  const data = validate(returnDecalSchema, { returnedOn });
  const { after } = await moveStatus<IftaDecalRow>(
    ctx,
    who,
    DECALS,
    { id, version, from: DECAL_MOVES_FROM.RETURN, verb: 'return', words: 'returned' },
    (decal) => {
      if (decal.issuedOn && data.returnedOn < decal.issuedOn)
        throw badUserInput({ returnedOn: ['The returned date may not be before the issued date.'] });
      return { status: 'RETURNED', returned_on: data.returnedOn };
    },
  );
  return after;
};

export const destroyIftaDecal = async (
  ctx: GraphQLContext,
  id: string,
  version: number,
  destroyedOn: string,
  reason: string | null | undefined,
) => {
  const who = requireSafetyWriter(ctx);
  const data = validate(destroyDecalSchema, { destroyedOn, reason });
  const { after } = await moveStatus<IftaDecalRow>(
    ctx,
    who,
    DECALS,
    { id, version, from: DECAL_MOVES_FROM.DESTROY, verb: 'destroy', words: 'destroyed' },
    () => ({ status: 'DESTROYED', destroyed_on: data.destroyedOn, destroyed_reason: data.reason }),
  );
  return after;
};
