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

const uuids = (ids: readonly (string | null | undefined)[]) => [...new Set(ids.filter((id): id is string => typeof id === 'string'))];

/**
 * What needs the database: client, customer of that client, and the existing vehicles and locations, all in the
 * tenant (RLS). The records every input names are read once, in one statement a table, whatever the inputs' number.
 */
const referenceErrors = async (db: Queryable, inputs: readonly OrderInputValues[]): Promise<Errors[]> => {
  const clients = await existing(db, 'clients', uuids(inputs.map((input) => input.clientId)));
  const customerIds = uuids(inputs.map((input) => input.customerId)).filter(isUuid);
  const { rows: customerRows } =
    customerIds.length === 0
      ? { rows: [] }
      : await db.query<{ id: string; clientId: string }>(
          'SELECT id, client_id AS "clientId" FROM customers WHERE id = ANY($1::uuid[]) AND deleted_at IS NULL',
          [customerIds],
        );
  const customers = new Map(customerRows.map((row) => [row.id, row.clientId]));
  const vehicles = await existing(db, 'vehicles', uuids(inputs.flatMap((input) => input.vehicles.map((vehicle) => vehicle.id))));
  const locations = await existing(
    db,
    'locations',
    uuids(inputs.flatMap((input) => input.legs.flatMap((leg) => [leg.originRef.locationId, leg.destinationRef.locationId]))),
  );
  const tags = await existing(db, 'tags', uuids(inputs.flatMap((input) => input.tagIds)));
  return inputs.map((input) => {
    const errors: Errors = {};
    if (!clients.has(input.clientId)) add(errors, 'input.clientId', 'The selected client is invalid.');
    if (input.customerId) {
      const clientId = customers.get(input.customerId);
      if (clientId === undefined) add(errors, 'input.customerId', 'The selected customer is invalid.');
      else if (clientId !== input.clientId) add(errors, 'input.customerId', 'The customer does not belong to the client.');
    }
    input.vehicles.forEach((vehicle, i) => {
      if (vehicle.id && !vehicles.has(vehicle.id)) add(errors, `input.vehicles.${i}.id`, 'The selected vehicle is invalid.');
    });
    input.legs.forEach((leg, i) => {
      for (const end of ['originRef', 'destinationRef'] as const) {
        const id = leg[end].locationId;
        if (id && !locations.has(id)) add(errors, `input.legs.${i}.${end}.locationId`, 'The selected location is invalid.');
      }
    });
    input.tagIds.forEach((id, i) => {
      if (!tags.has(id)) add(errors, `input.tagIds.${i}`, 'The selected tag is invalid.');
    });
    return errors;
  });
};

/**
 * What the shared zod schema cannot know (it checks the shape and each vehicle's chain): the records the input
 * names exist in this tenant. All problems at once, as BAD_USER_INPUT with Laravel-style paths; of many orders
 * (an import's batch), the first one's with a problem.
 */
export const checkOrderReferences = async (db: Queryable, inputs: OrderInputValues | readonly OrderInputValues[]) => {
  for (const errors of await referenceErrors(db, Array.isArray(inputs) ? inputs : [inputs as OrderInputValues]))
    if (Object.keys(errors).length > 0) throw badUserInput(errors);
};
