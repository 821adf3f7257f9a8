import { qualify } from '../../src/domain/qualification';
import { badUserInput } from '../errors';
import type { GraphQLContext } from '../graphql/context';
import type { OrderLegRow } from '../orders/orders.rows';
import { qualificationFacts } from './carriers.qualification';
import { lockDriver } from './carriers.rows';
import { referenceErrors, requireReferences } from '../records/references';

type CarrierChanges = { driverId?: unknown; truckingCompanyId?: unknown; unitId?: unknown; transportMethod?: unknown };

const idOf = (value: unknown): string | null | undefined => (typeof value === 'string' ? value : value === null ? null : undefined);

/**
 * updateOrderLeg's carriers: each id names a live row of the tenant (a guessed or foreign id is BAD_USER_INPUT), a
 * unit rides only on a TOW leg or a TRUCKED leg the operator runs itself, and a leg that is already assigned takes a
 * new driver only if qualification.ts would let leg.assign give it to them.
 */
export const checkLegCarriers = async (ctx: GraphQLContext, tenantId: string, leg: OrderLegRow, changes: CarrierChanges) => {
  const driverId = idOf(changes.driverId);
  const truckingCompanyId = idOf(changes.truckingCompanyId);
  const unitId = idOf(changes.unitId);
  await requireReferences([
    referenceErrors(ctx, tenantId, 'drivers', [{ id: driverId, field: 'input.driverId' }]),
    referenceErrors(ctx, tenantId, 'trucking_companies', [{ id: truckingCompanyId, field: 'input.truckingCompanyId' }]),
    referenceErrors(ctx, tenantId, 'units', [{ id: unitId, field: 'input.unitId' }]),
  ]);
  const method = typeof changes.transportMethod === 'string' ? changes.transportMethod : leg.transportMethod;
  const unit = unitId === undefined ? leg.unitId : unitId;
  const company = truckingCompanyId === undefined ? leg.truckingCompanyId : truckingCompanyId;
  if (unit && method !== 'TOW' && method !== 'TRUCKED')
    throw badUserInput({ 'input.unitId': ['A unit is recorded on TOW and TRUCKED legs only.'] });
  if (unit && method === 'TRUCKED' && company)
    throw badUserInput({ 'input.unitId': ["A trucking company's leg runs on the company's equipment, not on a unit of ours."] });
  const assigned = leg.status === 'PENDING_PICKUP' || (leg.status === 'ON_HOLD' && leg.heldFrom === 'PENDING_PICKUP');
  if (driverId && assigned) {
    await lockDriver(ctx.db, driverId);
    const facts = await qualificationFacts(ctx.db, leg, driverId);
    const qualification = facts ? qualify(facts) : null;
    if (qualification && !qualification.ok) throw badUserInput({ 'input.driverId': qualification.reasons });
  }
};
