import type { Resolvers } from '../../src/generated/resolvers';
import { requireReader } from './directory.access';
import { requireStaffOrPortal } from '../auth/actors';
import { createClient, createCustomer, deleteClient, updateClient } from './directory.clients';
import { CLIENTS, CUSTOMERS, LOCATIONS, VEHICLES } from './directory.columns';
import { geocodeAnswer } from './directory.geocode';
import { listClients, listCustomers, listLocations, listVehicles } from './directory.lists';
import { createLocation, deleteLocation, updateLocation } from './directory.locations';
import { findRow } from '../records/writes';
import { createVehicle, deleteVehicle, updateVehicle } from './directory.vehicles';
import { decodeVinAnswer } from './directory.vin';
import type { GraphQLContext } from '../graphql/context';
import { notFound } from '../errors';
import type { ClientRow, CustomerRow, LocationRow, VehicleRow } from './directory.rows';
import { directoryLoaders } from './directory.loaders';

/** A detail query: the tenant's row (trashed ones included, so a deleted record still opens) or NOT_FOUND. */
const detail = async <T extends Record<string, unknown>>(ctx: GraphQLContext, target: typeof CLIENTS, id: string) => {
  const { tenantId } = requireReader(ctx);
  const row = await findRow<T>(ctx, tenantId, target, id);
  if (!row) throw notFound(target.what);
  return row;
};

/** A client row from a loader that did not select every column: fill it from the detail loader. */
const clientDetails = async (client: ClientRow, ctx: GraphQLContext) => {
  const [row] = await directoryLoaders(ctx).clientDetailsById.load(client.id);
  return row ?? client;
};

export const directoryResolvers: Resolvers = {
  Query: {
    clients: (_parent, args, ctx) => {
      const { tenantId, user } = requireReader(ctx);
      return listClients(ctx.db, tenantId, { ...args, managerOf: user.id });
    },
    client: (_parent, { id }, ctx) => detail<ClientRow>(ctx, CLIENTS, id),
    customers: (_parent, args, ctx) => listCustomers(ctx.db, requireReader(ctx).tenantId, args),
    customer: (_parent, { id }, ctx) => detail<CustomerRow>(ctx, CUSTOMERS, id),
    vehicles: (_parent, args, ctx) => listVehicles(ctx.db, requireReader(ctx).tenantId, args),
    vehicle: (_parent, { id }, ctx) => detail<VehicleRow>(ctx, VEHICLES, id),
    locations: (_parent, args, ctx) => listLocations(ctx.db, requireReader(ctx).tenantId, args),
    location: (_parent, { id }, ctx) => detail<LocationRow>(ctx, LOCATIONS, id),
    // The portal's order and quote wizards decode VINs and look up postal codes too.
    decodeVin: (_parent, { vin }, ctx) => {
      requireStaffOrPortal(ctx);
      return decodeVinAnswer(vin);
    },
    geocodePostalCode: (_parent, { country, postalCode }, ctx) => {
      requireStaffOrPortal(ctx);
      return geocodeAnswer(country, postalCode);
    },
  },
  Mutation: {
    createClient: (_parent, { input }, ctx) => createClient(ctx, input),
    updateClient: (_parent, { id, version, input }, ctx) => updateClient(ctx, id, version, input),
    deleteClient: (_parent, { id, version }, ctx) => deleteClient(ctx, id, version),
    createCustomer: (_parent, { input }, ctx) => createCustomer(ctx, input),
    createVehicle: (_parent, { input }, ctx) => createVehicle(ctx, input),
    updateVehicle: (_parent, { id, version, input }, ctx) => updateVehicle(ctx, id, version, input),
    deleteVehicle: (_parent, { id, version }, ctx) => deleteVehicle(ctx, id, version),
    createLocation: (_parent, { input, clientId }, ctx) => createLocation(ctx, input, clientId ?? null),
    updateLocation: (_parent, { id, version, input }, ctx) => updateLocation(ctx, id, version, input),
    deleteLocation: (_parent, { id, version }, ctx) => deleteLocation(ctx, id, version),
  },
  Client: {
    billingName: async (client, _args, ctx) =>
      client.billingName !== undefined ? client.billingName : ((await clientDetails(client, ctx)).billingName ?? null),
    billingEmail: async (client, _args, ctx) =>
      client.billingEmail !== undefined ? client.billingEmail : ((await clientDetails(client, ctx)).billingEmail ?? null),
    billingPhone: async (client, _args, ctx) =>
      client.billingPhone !== undefined ? client.billingPhone : ((await clientDetails(client, ctx)).billingPhone ?? null),
    contacts: (client, _args, ctx) => directoryLoaders(ctx).contactsByClient.load(client.id),
    locations: (client, _args, ctx) => directoryLoaders(ctx).locationsByClient.load(client.id),
    version: (client) => client.version ?? 1,
    createdAt: async (client, _args, ctx) => client.createdAt ?? (await clientDetails(client, ctx)).createdAt ?? new Date(0),
  },
  ClientContact: {
    fullName: (contact) => [contact.firstName, contact.lastName].filter(Boolean).join(' ') || null,
  },
  Customer: {
    version: (customer) => customer.version ?? 1,
    createdAt: async (customer, _args, ctx) =>
      customer.createdAt ?? (await directoryLoaders(ctx).customerById.load(customer.id))[0]?.createdAt ?? new Date(0),
  },
  Location: {
    client: async (location, _args, ctx) =>
      location.clientId ? ((await directoryLoaders(ctx).clientDetailsById.load(location.clientId))[0] ?? null) : null,
  },
  Vehicle: {
    client: async (vehicle, _args, ctx) =>
      vehicle.clientId ? ((await directoryLoaders(ctx).clientDetailsById.load(vehicle.clientId))[0] ?? null) : null,
    activity: (vehicle, _args, ctx) => directoryLoaders(ctx).activityByVehicle.load(vehicle.id),
  },
};
