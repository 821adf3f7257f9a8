/**
 * The portal tests' world: the demo's Northwind Motors (client@ as its client user, customer@ for its Downtown
 * customer) and a second client with a portal user of its own, plus the portal's GraphQL documents and a request
 * the order and quote wizards would send.
 */
import { expect } from 'vitest';
import { hashPassword } from '../../../server/auth/passwords';
import type { Queryable } from '../../../server/db/database';
import { DEMO_PASSWORD } from '../../../server/db/seed/demo';
import { type GraphQLResponse, signedIn, type TestClient } from './client';
import { one, tenantIdOf } from './helpers';
import { startTestServer, type TestServer } from './testServer';

const idOf = async (db: Queryable, sql: string, params: unknown[]) => {
  const row = await one<{ id: string }>(db, sql, params);
  if (!row) throw new Error(`nothing for ${sql}`);
  return row.id;
};

export type PortalWorld = {
  east: string;
  northwind: string;
  downtown: string;
  airport: string;
  rival: string;
  rivalEmail: string;
};

/** A verified portal user of the East tenant linked to a client or a customer (as the owner: no RLS). */
export const addPortalUser = async (
  db: Queryable,
  tenantId: string,
  email: string,
  link: { clientId: string } | { customerId: string },
) => {
  const id = await idOf(db, 'INSERT INTO users (email, name, password_hash, email_verified_at) VALUES ($1, $2, $3, now()) RETURNING id', [
    email,
    `Portal ${email.split('@')[0]} Person`,
    await hashPassword(DEMO_PASSWORD),
  ]);
  await db.query('INSERT INTO user_roles (user_id, role) VALUES ($1, $2)', [id, 'clientId' in link ? 'CLIENT' : 'CUSTOMER']);
  await db.query('INSERT INTO user_tenants (tenant_id, user_id) VALUES ($1, $2)', [tenantId, id]);
  if ('clientId' in link)
    await db.query('INSERT INTO client_users (tenant_id, client_id, user_id) VALUES ($1, $2, $3)', [tenantId, link.clientId, id]);
  else await db.query('INSERT INTO customer_users (tenant_id, customer_id, user_id) VALUES ($1, $2, $3)', [tenantId, link.customerId, id]);
  return id;
};

/** The demo's Northwind ids and a second client, Rival Motors, with its portal user rival@legwork.test. */
export const portalWorld = async (db: Queryable): Promise<PortalWorld> => {
  const east = await tenantIdOf(db, 'Legwork East');
  const northwind = await idOf(db, "SELECT id FROM clients WHERE tenant_id = $1 AND code = 'NWM'", [east]);
  const downtown = await idOf(db, "SELECT id FROM customers WHERE tenant_id = $1 AND code = 'NWM-DT'", [east]);
  const airport = await idOf(db, "SELECT id FROM customers WHERE tenant_id = $1 AND code = 'NWM-AP'", [east]);
  const rival = await idOf(db, "INSERT INTO clients (tenant_id, display_name, code) VALUES ($1, 'Rival Motors', 'RVL') RETURNING id", [
    east,
  ]);
  const rivalEmail = 'rival@legwork.test';
  await addPortalUser(db, east, rivalEmail, { clientId: rival });
  return { east, northwind, downtown, airport, rival, rivalEmail };
};

export const portalSession = (url: string, email: string) => signedIn(url, email, 'Legwork East');

export type PortalTestbed = {
  server: TestServer;
  world: PortalWorld;
  client: TestClient;
  customer: TestClient;
  rival: TestClient;
  dispatch: TestClient;
};

/** A server of its own with the portal world, signed in as client@, customer@, the rival's user and dispatch@ (staff). */
export const startPortalServer = async (): Promise<PortalTestbed> => {
  const server = await startTestServer();
  const world = await portalWorld(server.db);
  const [client, customer, rival, dispatch] = await Promise.all(
    ['client@legwork.test', 'customer@legwork.test', world.rivalEmail, 'dispatch@legwork.test'].map((email) =>
      portalSession(server.url, email),
    ),
  );
  return { server, world, client, customer, rival, dispatch };
};

const location = (name: string, city: string, state: string, postalCode: string, lat: number, lng: number) => ({
  name,
  type: 'COMMERCIAL',
  address1: `1 ${name} Way`,
  city,
  stateProvince: state,
  postalCode,
  country: 'US',
  lat,
  lng,
});

/** What the order wizard sends: `vehicles` sedans, each driven Boston → Brooklyn on a date. */
export const portalRequest = (clientId: string, overrides: Record<string, unknown> = {}, vehicles = 1) => ({
  clientId,
  customerId: null,
  referenceNumbers: ['PO-PORTAL'],
  vehicles: Array.from({ length: vehicles }, (_, i) => ({ year: 2022, make: 'Honda', model: `Civic ${i + 1}`, vehicleClass: 'SEDAN' })),
  locations: [
    location('Portal Pickup', 'Boston', 'MA', '02108', 42.3601, -71.0589),
    location('Portal Drop', 'Brooklyn', 'NY', '11201', 40.6943, -73.9918),
  ],
  legs: Array.from({ length: vehicles }, (_, i) => ({
    vehicleRef: i,
    originRef: { index: 0 },
    destinationRef: { index: 1 },
    transportMethod: 'DRIVEN',
    requestedPickup: { mode: 'ON', date: '2031-05-01' },
    requestedDelivery: { mode: 'BEFORE', date: '2031-05-04' },
  })),
  notes: { specialInstructions: 'Call the lot manager on arrival.' },
  ...overrides,
});

export const PORTAL_ORDER_FIELDS = `id number state source referenceNumbers legCount legStatuses instructions
  client { id displayName } customer { id displayName }
  legs { id number status transportMethod needsTagAndTitle eta driverFirstName requestedDelivery { mode date }
    origin { id name } destination { id name } vehicle { id make model } }`;

export const CREATE_ORDER = `mutation($input: QuoteInput!, $key: String!) {
  portalCreateOrder(input: $input, idempotencyKey: $key) { ${PORTAL_ORDER_FIELDS} } }`;

export const PORTAL_QUOTE_FIELDS = `id number status validUntil total currency version availableEvents declineReason
  client { id } customer { id } lineItems { type amount } order { id }`;

export const CREATE_QUOTE = `mutation($input: QuoteInput!, $key: String!) {
  portalCreateQuote(input: $input, idempotencyKey: $key) { ${PORTAL_QUOTE_FIELDS} } }`;

export const RESPOND = `mutation($id: ID!, $event: PortalQuoteEvent!, $reason: String, $version: Int!) {
  portalRespondToQuote(id: $id, event: $event, reason: $reason, version: $version) { ${PORTAL_QUOTE_FIELDS} } }`;

export type PortalOrderView = {
  id: string;
  number: string;
  state: string;
  source: string;
  legCount: number;
  instructions: string[];
  client: { id: string; displayName: string };
  customer: { id: string; displayName: string } | null;
  legs: { id: string; number: string; status: string; needsTagAndTitle: boolean; eta: string | null; origin: { id: string } | null }[];
};

export type PortalQuoteView = { id: string; number: string; status: string; version: number; availableEvents: string[]; total: number };

/** The data of a response that must have no errors. */
export const ok = <T>(result: GraphQLResponse<T>): T => {
  expect(result.errors).toBeUndefined();
  return result.data as T;
};

/** Orders an order through the portal as `client` and returns it. */
export const portalOrder = async (client: TestClient, input: Record<string, unknown>, key = crypto.randomUUID()) =>
  ok(await client.gql<{ portalCreateOrder: PortalOrderView }>(CREATE_ORDER, { input, key })).portalCreateOrder;

export const portalQuote = async (client: TestClient, input: Record<string, unknown>, key = crypto.randomUUID()) =>
  ok(await client.gql<{ portalCreateQuote: PortalQuoteView }>(CREATE_QUOTE, { input, key })).portalCreateQuote;
