import type { LocationRef, OrderInputValues } from '../../src/domain/schemas/orders';
import type { Queryable } from '../db/database';
import { badUserInput, isUuid } from '../errors';

type Errors = Record<string, string[]>;

const add = (errors: Errors, path: string, message: string) => {
  errors[path] = [...(errors[path] ?? []), message];
};

/** A location reference as one comparable key: an existing id or a new location's index. */
export const refKey = (ref: LocationRef) => (ref.locationId ? `id:${ref.locationId}` : `new:${ref.index}`);

const existing = async (db: Queryable, table: 'vehicles' | 'locations' | 'clients' | 'tags', ids: string[]) => {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return new Set<string>();
  const { rows } = await db.query<{ id: string }>(`SELECT id FROM ${table} WHERE id = ANY($1::uuid[]) AND deleted_at IS NULL`, [valid]);
  return new Set(rows.map((row) => row.id));
};

/** What needs the database: client, customer of that client, and the existing vehicles and locations, all in the tenant (RLS). */
const referenceErrors = async (db: Queryable, input: OrderInputValues, errors: Errors) => {
  const clients = await existing(db, 'clients', [input.clientId]);
  if (!clients.has(input.clientId)) add(errors, 'input.clientId', 'The selected client is invalid.');
  if (input.customerId) {
    const { rows } = isUuid(input.customerId)
      ? await db.query<{ clientId: string }>('SELECT client_id AS "clientId" FROM customers WHERE id = $1 AND deleted_at IS NULL', [
          input.customerId,
        ])
      : { rows: [] };
    if (rows.length === 0) add(errors, 'input.customerId', 'The selected customer is invalid.');
    else if (rows[0].clientId !== input.clientId) add(errors, 'input.customerId', 'The customer does not belong to the client.');
  }
  const vehicles = await existing(
    db,
    'vehicles',
    input.vehicles.flatMap((vehicle) => (vehicle.id ? [vehicle.id] : [])),
  );
  input.vehicles.forEach((vehicle, i) => {
    if (vehicle.id && !vehicles.has(vehicle.id)) add(errors, `input.vehicles.${i}.id`, 'The selected vehicle is invalid.');
  });
  const refs = input.legs.flatMap((leg) => [leg.originRef.locationId, leg.destinationRef.locationId]);
  const locations = await existing(
    db,
    'locations',
    refs.filter((id): id is string => typeof id === 'string'),
  );
  input.legs.forEach((leg, i) => {
    for (const end of ['originRef', 'destinationRef'] as const) {
      const id = leg[end].locationId;
      if (id && !locations.has(id)) add(errors, `input.legs.${i}.${end}.locationId`, 'The selected location is invalid.');
    }
  });
  const tags = await existing(db, 'tags', input.tagIds);
  input.tagIds.forEach((id, i) => {
    if (!tags.has(id)) add(errors, `input.tagIds.${i}`, 'The selected tag is invalid.');
  });
};

/**
 * What the shared zod schema cannot know (it checks the shape and each vehicle's chain): the records the input
 * names exist in this tenant. All problems at once, as BAD_USER_INPUT with Laravel-style paths.
 */
export const checkOrderReferences = async (db: Queryable, input: OrderInputValues) => {
  const errors: Errors = {};
  await referenceErrors(db, input, errors);
  if (Object.keys(errors).length > 0) throw badUserInput(errors);
};
