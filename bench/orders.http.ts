import fs from 'node:fs';
import http from 'node:http';
import autocannon from 'autocannon';

/** The /orders list view's page: the columns OrderRow shows and the paginator the table reads. */
export const ORDERS_PAGE = `query OrdersBench($page: Int, $after: ID, $status: [OrderListStatus!]) {
  orders(first: 25, page: $page, after: $after, status: $status, orderBy: [{ column: CREATED_AT, order: DESC }]) {
    data {
      id number state legCount legStatuses referenceNumbers createdAt
      client { id displayName }
      customer { id displayName }
    }
    paginatorInfo { total currentPage lastPage hasMorePages }
  }
}`;

export const FIRST_PAGE_STATUS = ['IN_TRANSIT', 'PENDING_PICKUP'];

export type Summary = { n: number; p50: number; p95: number; p99: number; max: number };

const round = (ms: number) => Math.round(ms * 100) / 100;

/** Nearest-rank percentiles of millisecond samples. */
export const summarize = (samples: number[]): Summary => {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => percentile(sorted, q);
  return { n: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: round(sorted.at(-1) ?? Number.NaN) };
};

/** The nearest-rank percentile `q` of sorted samples. */
const percentile = (sorted: number[], q: number) => round(sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN);

/** Times `fn` `runs` times one after another, after `warmup` untimed calls. */
export const timeSequential = async (runs: number, warmup: number, fn: () => Promise<unknown>): Promise<Summary> => {
  for (let i = 0; i < warmup; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    samples.push(performance.now() - started);
  }
  return summarize(samples);
};

/** User plus system CPU time of a process so far, from /proc (Linux; clock ticks of 10 ms). */
export const cpuMs = (pid: number | undefined): number => {
  if (!pid || !fs.existsSync(`/proc/${pid}/stat`)) return Number.NaN;
  // The fields after the command name, which is in parentheses and may hold spaces: utime and stime are 14 and 15.
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

export type Api = { url: string; token: string; tenantId: string };

export const apiHeaders = (api: Pick<Api, 'token' | 'tenantId'>) => ({
  'content-type': 'application/json',
  authorization: `Bearer ${api.token}`,
  'x-tenant': api.tenantId,
});

/** One GraphQL request over HTTP; GraphQL errors throw, so a broken benchmark does not time error answers. */
export const gql = async <T>(api: Api, query: string, variables: Record<string, unknown> = {}): Promise<T> =>
  (await gqlTimed<T>(api, query, variables)).data;

/**
 * A POST over a kept-alive connection with node:http: a fraction of fetch's own CPU (~0.3 against ~1.5 ms here), which
 * matters when the load generator shares two cores with the server it measures.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const post = (url: string, headers: Record<string, string>, body: string) =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', agent, headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString() }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });

/** …with the server's own time for it, from its Server-Timing header (`total;dur=…`). */
export const gqlTimed = async <T>(
  api: Api,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{ data: T; serverMs: number }> => {
  const response = await post(`${api.url}/graphql`, apiHeaders(api), JSON.stringify({ query, variables }));
  const body = JSON.parse(response.body) as { data?: T; errors?: { message: string }[] };
  if (response.status !== 200 || body.errors || !body.data)
    throw new Error(`GraphQL ${response.status}: ${JSON.stringify(body.errors ?? body)}`);
  const serverMs = Number(String(response.headers['server-timing'] ?? '').match(/dur=([\d.]+)/)?.[1] ?? Number.NaN);
  return { data: body.data, serverMs };
};

/**
 * Times `runs` requests one after another (after `warmup` untimed ones): the client's round trip and the server's
 * own time (Server-Timing: from the request's arrival to its committed answer, without the client's HTTP stack).
 */
export const timeRequests = async (runs: number, warmup: number, fn: () => Promise<{ serverMs: number }>) => {
  for (let i = 0; i < warmup; i++) await fn();
  const roundTrip: number[] = [];
  const server: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const { serverMs } = await fn();
    roundTrip.push(performance.now() - started);
    server.push(serverMs);
  }
  return { roundTrip: summarize(roundTrip), server: summarize(server) };
};

/** The tenant id of a tenant by name, as the signed-in user sees it (no tenant header needed). */
export const tenantIdByName = async (url: string, token: string, name: string): Promise<string> => {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: '{ me { tenants { id name } } }' }),
  });
  const body = (await response.json()) as { data: { me: { tenants: { id: string; name: string }[] } } };
  const tenant = body.data.me.tenants.find((t) => t.name === name);
  if (!tenant) throw new Error(`tenant ${name} not found in ${JSON.stringify(body)}`);
  return tenant.id;
};

export type OrdersPage = {
  orders: { data: { id: string }[]; paginatorInfo: { total: number; currentPage: number; lastPage: number; hasMorePages: boolean } };
};

/**
 * The first page at `connections` concurrent clients for `seconds`, each sending its next request as soon as the
 * last is answered (autocannon on the same two cores): a closed loop, so latency is connections ÷ throughput and
 * this measures how many requests a second the server can answer at all.
 */
export const pageLoad = async (api: Api, connections: number, seconds: number, serverPid?: number) => {
  const cpuBefore = cpuMs(serverPid);
  const result = await autocannon({
    url: `${api.url}/graphql`,
    method: 'POST',
    connections,
    duration: seconds,
    headers: apiHeaders(api),
    body: JSON.stringify({ query: ORDERS_PAGE, variables: { status: FIRST_PAGE_STATUS } }),
  });
  return {
    connections,
    seconds,
    perClientRate: 'unpaced',
    requestsPerSecond: result.requests.average,
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    non2xx: result.non2xx,
    errors: result.errors,
    total: result.requests.total,
    // The server process's CPU per answered request: one Node thread tops out at 1000 ÷ this many requests a second.
    serverCpuMsPerRequest: Math.round(((cpuMs(serverPid) - cpuBefore) / Math.max(1, result.requests.total)) * 100) / 100,
  };
};

/**
 * `clients` people each loading the first page `perClientRate` times a second for `seconds`, starting at random
 * moments within the first period (people do not click in step). Each request's latency counts from the moment it
 * was due, so a request that waited behind a slow one is charged for the wait (no coordinated omission).
 */
export const pacedLoad = async (api: Api, clients: number, seconds: number, perClientRate: number, serverPid?: number) => {
  const cpuBefore = cpuMs(serverPid);
  const period = 1000 / perClientRate;
  const started = performance.now();
  const samples: number[] = [];
  // As autocannon counts them: answers that are not 2xx, and requests that got no answer (or a GraphQL error).
  let non2xx = 0;
  let errors = 0;
  const body = JSON.stringify({ query: ORDERS_PAGE, variables: { status: FIRST_PAGE_STATUS } });
  const client = async () => {
    const phase = Math.random() * period;
    for (let due = started + phase; due < started + seconds * 1000; due += period) {
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const response = await post(`${api.url}/graphql`, apiHeaders(api), body).catch(() => null);
      if (!response) errors++;
      else if (response.status < 200 || response.status > 299) non2xx++;
      else if ((JSON.parse(response.body) as { errors?: unknown }).errors) errors++;
      samples.push(performance.now() - due);
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  const latency = summarize(samples);
  const p90 = percentile(
    [...samples].sort((a, b) => a - b),
    0.9,
  );
  return {
    connections: clients,
    seconds,
    perClientRate,
    requestsPerSecond: Math.round((samples.length / ((performance.now() - started) / 1000)) * 10) / 10,
    latencyMs: { p50: latency.p50, p90, p99: latency.p99, max: latency.max },
    non2xx,
    errors,
    total: samples.length,
    serverCpuMsPerRequest: Math.round(((cpuMs(serverPid) - cpuBefore) / Math.max(1, samples.length)) * 100) / 100,
  };
};
