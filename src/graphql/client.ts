/**
 * The urql client: graphcache, cookies included, X-XSRF-TOKEN / X-TENANT / bearer headers, a fresh anti-forgery
 * cookie before every mutation, failures mapped to the session (401/419 signs out, 409 asks for the email to be
 * verified, a 500 is logged), and graphql-ws for subscriptions, never connected while signed out nor before the
 * page's first load is over (src/firstLoad.ts): queries always go over fetch.
 */
import { Client, type Exchange, fetchExchange, makeOperation, mapExchange, type Operation, subscriptionExchange } from '@urql/core';
import type { Client as WsClient } from 'graphql-ws/client';
import { firstLoadSettled } from '../firstLoad';
import { SOCKET_ACCESS_CHANGED, SOCKET_SIGNED_OUT } from '../domain/socketClose';
import { fetchCsrfCookie, xsrfHeader } from '../http/api';
import { firstAnswerExchange } from './firstAnswerExchange';
import { bearer, graphqlHeaders } from './request';

export type ClientDeps = {
  /** The current tenant id, or null before one is chosen. */
  tenantId: () => string | null;
  /** Whether a user is signed in: subscriptions (and the socket) exist only then. */
  signedIn: () => boolean;
  /** 401/419: the session is gone (sends session.expired). */
  onExpired: () => void;
  /** 409: the email is not verified (sends session.unverified). */
  onUnverified: () => void;
  /** An admin changed the user's roles, tenants or links: the session is read again (the menus follow). */
  onAccessChanged?: () => void;
};

declare module '@urql/core' {
  interface OperationContext {
    /** The session check itself must not redirect: its own result decides. */
    suppressAuthRedirect?: boolean;
  }
}

/** A 500's server message goes to the console, and nothing to the user. */
const logServerError = async (response: Response) => {
  const body = await response
    .clone()
    .json()
    .catch(() => null);
  const message = body && typeof body === 'object' && 'message' in body ? body.message : response.statusText;
  console.error(message);
};

const graphqlFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  if (response.status >= 500) void logServerError(response);
  return response;
};

/** Writes first refresh the anti-forgery cookie and send the token it now holds (over the operation's own fetch, e.g. an upload's XHR). */
const writeFetch =
  (send: typeof fetch): typeof fetch =>
  async (input, init) => {
    await fetchCsrfCookie();
    const headers = new Headers(init?.headers);
    headers.set('X-XSRF-TOKEN', xsrfHeader());
    return send(input, { ...init, headers });
  };

const withWriteFetch = (operation: Operation): Operation =>
  operation.kind === 'mutation'
    ? makeOperation(operation.kind, operation, { ...operation.context, fetch: writeFetch(operation.context.fetch ?? graphqlFetch) })
    : operation;

const UNAUTHENTICATED = [401, 419];

const errorExchange = (deps: ClientDeps) =>
  mapExchange({
    onError: (error, operation) => {
      if (operation.context.suppressAuthRedirect) return;
      const status = error.response?.status;
      const unauthenticated = error.graphQLErrors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
      if (status !== undefined && UNAUTHENTICATED.includes(status)) deps.onExpired();
      else if (status === 409) deps.onUnverified();
      else if (unauthenticated && deps.signedIn()) deps.onExpired();
    },
  });

/** A dropped socket reconnects up to 5 times, waiting 1 s, 2 s, 4 s … plus up to 1 s of jitter so clients spread out. */
export const retryWait = (retries: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, 1000 * 2 ** retries + Math.floor(Math.random() * 1000)));

/**
 * graphql-ws is loaded with the first subscription (signed-out pages never download it), once the page's first load is
 * over: the module and the socket are two more requests that the first paint does not need, and an update is first
 * heard then rather than a few hundred milliseconds earlier.
 */
const createSocket = async (deps: ClientDeps): Promise<WsClient> => {
  await firstLoadSettled();
  const { createClient } = await import('graphql-ws/client');
  return createClient({
    url: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`,
    lazy: true,
    retryAttempts: 5,
    retryWait,
    connectionParams: () => {
      const token = bearer();
      return { tenant: deps.tenantId() ?? '', ...(token ? { authorization: `Bearer ${token}` } : {}) };
    },
    // An admin deactivated this user (signed out everywhere) or changed their access (server/auth/signOut.ts).
    on: {
      closed: (event) => {
        const code = (event as { code?: number }).code;
        if (code === SOCKET_SIGNED_OUT) deps.onExpired();
        if (code === SOCKET_ACCESS_CHANGED) deps.onAccessChanged?.();
      },
    },
  });
};

export type GraphQLClient = { client: Client; dispose: () => void };

/**
 * A client with the cache of one layout: graphcache with that layout's introspection (staff, portal), or urql's
 * document cache for the odd public form.
 */
export const createGraphQLClient = (deps: ClientDeps, cache: () => Exchange): GraphQLClient => {
  let socket: Promise<WsClient> | null = null;
  let disposed = false;
  const client = new Client({
    url: '/graphql',
    // Every operation is a POST, queries included (urql would send a query as GET while its URL stays short):
    // docs/decisions.md#a-strict-content-security-policy-on-the-spa-shell-graphql-always-post.
    preferGetMethod: false,
    requestPolicy: 'cache-and-network',
    fetch: graphqlFetch,
    fetchOptions: () => ({ credentials: 'include', headers: graphqlHeaders(deps.tenantId()) }),
    exchanges: [
      errorExchange(deps),
      mapExchange({ onOperation: withWriteFetch }),
      cache(),
      // A query the page's HTML asked early (src/boot.ts) takes that answer instead of the network.
      firstAnswerExchange(deps.tenantId),
      fetchExchange,
      subscriptionExchange({
        forwardSubscription: (request) => ({
          subscribe: (sink) => {
            // Signed out: no socket at all; the subscription simply ends.
            if (!deps.signedIn()) {
              sink.complete();
              return { unsubscribe: () => {} };
            }
            let unsubscribe: (() => void) | null = null;
            let cancelled = false;
            socket ??= createSocket(deps);
            socket.then(
              (ws) => {
                if (!cancelled && !disposed) unsubscribe = ws.subscribe({ ...request, query: request.query ?? '' }, sink);
              },
              (error: unknown) => sink.error(error),
            );
            return {
              unsubscribe: () => {
                cancelled = true;
                unsubscribe?.();
              },
            };
          },
        }),
      }),
    ],
  });
  return {
    client,
    dispose: () => {
      disposed = true;
      void socket?.then((ws) => ws.dispose()).catch(() => undefined);
    },
  };
};
