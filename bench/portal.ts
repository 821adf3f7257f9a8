import { print } from 'graphql';
import {
  PortalHomeDocument,
  PortalOrderDocument,
  PortalOrderLegDocument,
  PortalOrdersDocument,
  PortalQuotesDocument,
} from '../src/generated/graphql';
import { bearerToken, startServer, tempDir } from './lib';

/**
 * The portal's page queries on the demo data, as the portal sends them (the documents of src/graphql/operations),
 * for a client user (Northwind Motors: every order of the client) and a customer user (one customer's orders): the
 * server's own time from Server-Timing, p50/p95 of sequential requests. Every row a portal user reads passes its
 * row-level-security scope check, so this is where a plan that scans instead of looking up by key shows.
 */
const GOAL_P95_MS = 150;
const RUNS = Number(process.env.BENCH_PORTAL_RUNS ?? 40);

type Gql = (query: string, variables?: Record<string, unknown>) => Promise<{ data: Record<string, unknown>; serverMs: number }>;

const client = async (url: string, email: string): Promise<Gql> => {
  const token = await bearerToken(url, email);
  const me = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: '{ me { tenants { id } } }' }),
  });
  const tenant = ((await me.json()) as { data: { me: { tenants: { id: string }[] } } }).data.me.tenants[0].id;
  return async (query, variables = {}) => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-tenant': tenant },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data: Record<string, unknown>; errors?: unknown[] };
    if (body.errors) throw new Error(`portal bench: ${JSON.stringify(body.errors)}`);
    const serverMs = Number(/dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? Number.NaN);
    return { data: body.data, serverMs };
  };
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const timed = async (gql: Gql, query: string, variables: Record<string, unknown>) => {
  await gql(query, variables); // warm: prepared statements, loaders' plans
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push((await gql(query, variables)).serverMs);
  times.sort((a, b) => a - b);
  return { p50: Math.round(percentile(times, 50) * 10) / 10, p95: Math.round(percentile(times, 95) * 10) / 10 };
};

const pages = async (gql: Gql) => {
  const list = await gql(print(PortalOrdersDocument), { first: 25, page: 1 });
  const orders = (list.data.portalOrders as { data: { id: string; legs: { id: string }[] }[] }).data;
  const [order] = orders;
  return {
    orders: await timed(gql, print(PortalOrdersDocument), { first: 25, page: 1 }),
    order: await timed(gql, print(PortalOrderDocument), { id: order.id }),
    leg: await timed(gql, print(PortalOrderLegDocument), { id: order.legs[0].id }),
    home: await timed(gql, print(PortalHomeDocument), {}),
    quotes: await timed(gql, print(PortalQuotesDocument), { first: 25, page: 1 }),
    // The portal's search is the search endpoint's now (issue 33): bench/search.ts times it.
  };
};

const onDatabase = async (port: number, env: Record<string, string>) => {
  const server = await startServer(
    ['node', '--enable-source-maps', 'dist/server/main.mjs'],
    { DATA_DIR: tempDir('legwork-bench-portal-'), HOST: '127.0.0.1', ...env },
    port,
  );
  try {
    return {
      client: await pages(await client(server.url, 'client@legwork.test')),
      customer: await pages(await client(server.url, 'customer@legwork.test')),
    };
  } finally {
    await server.stop();
  }
};

type Figures = Record<string, Record<string, { p50: number; p95: number }>>;
const worstP95 = (figures: Figures) => Math.max(...Object.values(figures).flatMap((user) => Object.values(user).map((page) => page.p95)));

export const portalBench = async () => {
  const pglite = await onDatabase(4511, { DATABASE_URL: '' });
  const postgres = process.env.DATABASE_URL ? await onDatabase(4512, { DATABASE_URL: process.env.DATABASE_URL }) : null;
  return {
    pglite,
    postgres: postgres ?? 'skipped: run `bash scripts/with-postgres.sh npm run bench -- portal` to include PostgreSQL',
    goals: { everyPageP95Ms: GOAL_P95_MS },
    goalsMet: {
      pglite: worstP95(pglite) <= GOAL_P95_MS,
      ...(postgres && { postgres: worstP95(postgres) <= GOAL_P95_MS }),
    },
  };
};
