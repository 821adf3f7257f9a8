import type { OrderFormValues, QuoteInputValues } from '../../src/domain/schemas/orders';
import { isPortalTransportMethod } from '../../src/domain/transport';
import type { GraphQLContext } from '../graphql/context';
import { badUserInput } from '../errors';
import { tenantToday } from '../records/days';
import { parseQuoteRequest } from '../pricing/request';
import { unconfirmedVinErrors } from '../vin/confirm';
import type { PortalActor } from './portal.access';

type Errors = Record<string, string[]>;

const scopeErrors = ({ scope }: PortalActor, request: QuoteInputValues, errors: Errors) => {
  if (scope.clientIds.includes(request.clientId)) return;
  // A customer user orders for one of its customers, under that customer's client.
  const customerId = request.customerId;
  const clientOfCustomers = new Set(Object.values(scope.clientOfCustomer));
  if (!clientOfCustomers.has(request.clientId)) errors['input.clientId'] = ['The selected client is invalid.'];
  else if (!customerId) errors['input.customerId'] = ['The customer field is required.'];
  else if (scope.clientOfCustomer[customerId] !== request.clientId) errors['input.customerId'] = ['The selected customer is invalid.'];
};

/** A customer user reuses a vehicle only when it travelled on one of its own orders (its client's others are not its). */
const vehicleErrors = async (ctx: GraphQLContext, actor: PortalActor, request: QuoteInputValues, errors: Errors) => {
  if (actor.scope.clientIds.length > 0) return; // a client user's vehicles are all its client's; RLS checks the rest
  const ids = request.vehicles.flatMap((vehicle) => (vehicle.id ? [vehicle.id] : []));
  if (ids.length === 0) return;
  const { rows } = await ctx.db.query<{ id: string }>(
    `SELECT DISTINCT l.vehicle_id AS id FROM order_legs l JOIN orders o ON o.tenant_id = l.tenant_id AND o.id = l.order_id
     WHERE l.tenant_id = $1 AND l.vehicle_id = ANY ($2::uuid[]) AND o.customer_id = ANY ($3::uuid[])`,
    [actor.tenantId, ids, actor.scope.customerIds],
  );
  const own = new Set(rows.map((row) => row.id));
  request.vehicles.forEach((vehicle, i) => {
    if (vehicle.id && !own.has(vehicle.id)) errors[`input.vehicles.${i}.id`] = ['The selected vehicle is invalid.'];
  });
};

/**
 * A portal order or quote request: the shared quote schema (no pickup before the tenant's today), then what only the portal refuses. The client (and for a
 * customer user the customer) must be the user's own; every leg DRIVEN or TRUCKED; prices are the operator's, so no
 * discount, first service charge or validity from the portal. Saved locations and vehicles the user cannot see are
 * refused by the shared reference checks, which run under the portal's row-level security.
 */
export const parsePortalRequest = async (ctx: GraphQLContext, actor: PortalActor, input: unknown): Promise<QuoteInputValues> => {
  const request = parseQuoteRequest(input, await tenantToday(ctx.db, actor.tenantId));
  const errors: Errors = {};
  scopeErrors(actor, request, errors);
  request.legs.forEach((leg, i) => {
    if (!isPortalTransportMethod(leg.transportMethod))
      errors[`input.legs.${i}.transportMethod`] = ['The selected transport method is not offered in the portal.'];
  });
  if (request.extras.discountPercent !== null) errors['input.extras.discountPercent'] = ['Discounts are set by the operator.'];
  if (request.extras.firstServiceCharge) errors['input.extras.firstServiceCharge'] = ['Service charges are set by the operator.'];
  if (request.validUntil !== null) errors['input.validUntil'] = ['How long a price holds is set by the operator.'];
  await vehicleErrors(ctx, actor, request, errors);
  Object.assign(errors, await unconfirmedVinErrors(request.vehicles, 'input.vehicles'));
  if (Object.keys(errors).length > 0) throw badUserInput(errors);
  return request;
};

/**
 * The order a portal request makes: its notes and storage request become the order's special instructions (GENERAL
 * notes are the operator's own), and it carries no tags.
 */
export const portalOrderInput = (request: QuoteInputValues): OrderFormValues => {
  const storage = request.extras.storageDays ? `Storage requested: ${request.extras.storageDays} day(s).` : null;
  const instructions = [request.notes.general, request.notes.specialInstructions, storage].filter(Boolean).join('\n\n');
  return {
    clientId: request.clientId,
    customerId: request.customerId,
    referenceNumbers: request.referenceNumbers,
    vehicles: request.vehicles,
    locations: request.locations,
    legs: request.legs.map((leg) => ({
      ...leg,
      originRef: leg.originRef.locationId ? { locationId: leg.originRef.locationId } : { index: leg.originRef.index },
      destinationRef: leg.destinationRef.locationId ? { locationId: leg.destinationRef.locationId } : { index: leg.destinationRef.index },
    })),
    notes: { general: null, specialInstructions: instructions || null },
    tagIds: [],
  };
};
