import { isCalendarDay } from '../../src/domain/dates';
import type { DateRequestInput, MutationUpdateOrderLegArgs } from '../../src/generated/resolvers';
import { isBeforeTransit } from '../../src/machines/domain/orderLeg.machine';
import { auditAs } from '../audit';
import type { GraphQLContext } from '../graphql/context';
import { badUserInput, checkVersion, isUuid, notFound } from '../errors';
import { type OrderLegRow, findLeg, findOrder } from '../orders/orders.rows';
import { checkId, requireEditor } from '../auth/actors';
import { changedLegFields, type LegChanges, type LegField, writeLeg, refreshSearchText } from '../orders/orders.public';
import { publishChange } from '../graphql/liveRecords';
import { checkLegCarriers } from '../carriers/carriers.public';

const MAX_NOTES = 5000;

/**
 * A leg's driver, carrier and unit ids: null clears (or keeps) them; any other value, an empty one included, must be
 * an id (carriers.legs.ts then checks that it names a row of the tenant).
 */
const carrierIdErrors = (input: {
  driverId?: string | null;
  truckingCompanyId?: string | null;
  unitId?: string | null;
}): Record<string, string[]> => {
  const errors: Record<string, string[]> = {};
  for (const field of ['driverId', 'truckingCompanyId', 'unitId'] as const) {
    const value = input[field];
    if (value !== undefined && value !== null && !isUuid(value)) errors[`input.${field}`] = ['Must be an id.'];
  }
  return errors;
};

/** A requested date: ASAP has no day; AFTER, BEFORE and ON need one (YYYY-MM-DD). */
export const dateRequestErrors = (request: DateRequestInput, path: string): Record<string, string[]> => {
  if (request.mode === 'ASAP') return request.date ? { [`${path}.date`]: ['An ASAP date request takes no date.'] } : {};
  if (!request.date) return { [`${path}.date`]: ['The date field is required unless the date is ASAP.'] };
  return isCalendarDay(request.date) ? {} : { [`${path}.date`]: ['The date must be a valid date (YYYY-MM-DD).'] };
};

/** The columns that only change before the vehicle moves (method, dates, carrier), by their input field. */
const TRANSIT_LOCKED: Partial<Record<LegField, string>> = {
  transportMethod: 'transportMethod',
  requestedPickupMode: 'requestedPickup',
  requestedPickupDate: 'requestedPickup',
  requestedDeliveryMode: 'requestedDelivery',
  requestedDeliveryDate: 'requestedDelivery',
  driverId: 'driverId',
  truckingCompanyId: 'truckingCompanyId',
  unitId: 'unitId',
};

const validateLegInput = (leg: OrderLegRow, input: MutationUpdateOrderLegArgs['input'], changes: LegChanges) => {
  let errors: Record<string, string[]> = carrierIdErrors(input);
  if (input.transportMethod === null) errors['input.transportMethod'] = ['The transport method may not be empty.'];
  for (const field of ['requestedPickup', 'requestedDelivery'] as const) {
    const request = input[field];
    if (request === null) errors[`input.${field}`] = ['The date request may not be empty.'];
    else if (request) errors = { ...errors, ...dateRequestErrors(request, `input.${field}`) };
  }
  if ((input.notes ?? '').length > MAX_NOTES) errors['input.notes'] = [`The notes may not be greater than ${MAX_NOTES} characters.`];
  if (!isBeforeTransit(leg.status) && leg.status !== 'ON_HOLD')
    for (const column of Object.keys(changes) as LegField[]) {
      const field = TRANSIT_LOCKED[column];
      if (field) errors[`input.${field}`] = [`This cannot change once the leg is ${leg.status}.`];
    }
  if (Object.keys(errors).length > 0) throw badUserInput(errors);
};

/** Only what the input names changes (an absent field keeps its value; null clears carrier and notes). */
const legChanges = (input: MutationUpdateOrderLegArgs['input']): LegChanges => {
  const changes: LegChanges = {};
  if (input.transportMethod) changes.transportMethod = input.transportMethod;
  if (input.requestedPickup) {
    changes.requestedPickupMode = input.requestedPickup.mode;
    changes.requestedPickupDate = input.requestedPickup.date ?? null;
  }
  if (input.requestedDelivery) {
    changes.requestedDeliveryMode = input.requestedDelivery.mode;
    changes.requestedDeliveryDate = input.requestedDelivery.date ?? null;
  }
  if (input.driverId !== undefined) changes.driverId = input.driverId;
  if (input.truckingCompanyId !== undefined) changes.truckingCompanyId = input.truckingCompanyId;
  if (input.unitId !== undefined) changes.unitId = input.unitId;
  if (typeof input.needsTagAndTitle === 'boolean') changes.needsTagAndTitle = input.needsTagAndTitle;
  if (input.notes !== undefined) changes.notes = input.notes?.trim() || null;
  return changes;
};

export const updateOrderLeg = async (ctx: GraphQLContext, { id, version, input }: MutationUpdateOrderLegArgs): Promise<OrderLegRow> => {
  const { user, tenantId } = requireEditor(ctx);
  const found = await findLeg(ctx.db, checkId(id, 'Order leg'));
  if (!found || !(await findOrder(ctx.db, found.orderId, true))) throw notFound('Order leg');
  const leg = checkVersion(await findLeg(ctx.db, found.id, true), version, 'Order leg');
  const changes = changedLegFields(leg, legChanges(input));
  validateLegInput(leg, input, changes);
  await checkLegCarriers(ctx, tenantId, leg, changes);
  const { row, before, after } = await writeLeg(ctx.db, leg, changes);
  // Its vehicle or places may have changed: the order is found by them.
  await refreshSearchText(ctx.db, leg.orderId);
  await auditAs(
    ctx,
    { tenantId, user },
    { entityKind: 'Order legs', entityId: leg.id, action: 'UPDATED', event: 'leg.update', before, after },
  );
  publishChange(ctx, 'orderLegChanged', tenantId, leg.id);
  publishChange(ctx, 'orderChanged', tenantId, leg.orderId);
  return row;
};
