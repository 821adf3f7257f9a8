import type { FastifyRequest } from 'fastify';
import type { ExecutionArgs } from 'graphql';
import { makeHandler } from 'graphql-ws/use/@fastify/websocket';
import { resolveAccessToken } from '../auth/accessTokens';
import { SESSION_COOKIE, loadSession } from '../auth/sessions';
import { SOCKET_ACCESS_CHANGED, SOCKET_SIGNED_OUT } from '../../src/domain/socketClose';
import '../auth/signOut';
import { type AuthUser, findUserById, memberTenant } from '../auth/users';
import { type Database, isDatabaseUnavailable, type Queryable, withContext } from '../db/database';
import type { GraphQLContext } from './context';
import { createLoaders } from './loaders';
import type { GraphQLDeps } from './graphql.routes';

type Connection = { user: AuthUser; tenantId: string | null };

/** withContext's settings plus app.portal, in one round trip. */
const ENTER_SUBSCRIPTION_QUERY = `SELECT set_config('role', 'app_user', true), set_config('app.tenant_id', $1, true),
  set_config('app.user_id', $2, true), set_config('app.portal', $3, true)`;

type EnvelopedArgs = ExecutionArgs & {
  rootValue: { execute: (args: ExecutionArgs) => unknown; subscribe: (args: ExecutionArgs) => unknown };
};

/** Same-origin browsers only; clients without an Origin header (devices, servers) authenticate by token. */
export const originAllowed = (request: FastifyRequest, appUrl: string): boolean => {
  const origin = request.headers.origin;
  if (!origin) return true;
  const proto = (request.headers['x-forwarded-proto'] as string | undefined) ?? request.protocol;
  return origin === new URL(appUrl).origin || origin === `${proto}://${request.headers.host}`;
};

const cookieValue = (request: FastifyRequest): string | null => request.cookies?.[SESSION_COOKIE] ?? null;

/** Who opens the socket: `connectionParams.authorization` ("Bearer …") or the session cookie of the upgrade. */
const authenticate = (db: Database, request: FastifyRequest, params: Record<string, unknown>): Promise<Connection | null> =>
  withContext(db, { tenantId: null, userId: null }, async (tx) => {
    const authorization = typeof params.authorization === 'string' ? params.authorization : '';
    let user: AuthUser | null = null;
    if (authorization.startsWith('Bearer ')) {
      const token = await resolveAccessToken(tx, authorization.slice(7).trim());
      user = token ? await findUserById(tx, token.userId) : null;
    } else {
      const cookie = cookieValue(request);
      const session = cookie ? await loadSession(tx, cookie) : null;
      user = session?.userId ? await findUserById(tx, session.userId) : null;
    }
    if (!user?.emailVerifiedAt) return null;
    const tenant = typeof params.tenant === 'string' ? params.tenant.trim() : '';
    if (!tenant) return { user, tenantId: null };
    await tx.query("SELECT set_config('app.user_id', $1, true)", [user.id]);
    const tenantId = await memberTenant(tx, user, tenant);
    return tenantId ? { user, tenantId } : null;
  });

/** RFC 6455 "Try Again Later": graphql-ws clients retry it (a 4500 would end their retries for good). */
const TRY_AGAIN_LATER = 1013;

type Closable = { close(code: number, reason: string): void };

/** While the database is down a socket closes with 1013, so the client reconnects with back-off once it is back. */
const closeIfUnavailable = (socket: Closable, error: unknown): never => {
  if (isDatabaseUnavailable(error)) socket.close(TRY_AGAIN_LATER, 'Database unavailable, try again later');
  throw error;
};

/**
 * The open sockets of each user, closed when any instance publishes about the user (server/auth/signOut.ts): with
 * SOCKET_SIGNED_OUT once an admin deactivated them, with SOCKET_ACCESS_CHANGED (the client reconnects) once their
 * access changed; within the pubsub's delivery time, not at the socket's next message.
 */
const userSockets = (events: GraphQLDeps['events']) => {
  const open = new Map<string, Set<Closable>>();
  const closeOn = async (topic: 'userSignedOut' | 'userAccessChanged', code: number, reason: string) => {
    for await (const { userId } of events.subscribe(topic)) for (const socket of open.get(userId) ?? []) socket.close(code, reason);
  };
  void closeOn('userSignedOut', SOCKET_SIGNED_OUT, 'Signed out');
  void closeOn('userAccessChanged', SOCKET_ACCESS_CHANGED, 'Access changed');
  return {
    add: (userId: string, socket: Closable) => open.set(userId, (open.get(userId) ?? new Set()).add(socket)),
    remove: (userId: string, socket: Closable) => {
      const sockets = open.get(userId);
      sockets?.delete(socket);
      if (sockets?.size === 0) open.delete(userId);
    },
  };
};

/**
 * graphql-ws on /graphql: close codes per the protocol (4400, 4401, 4403, 4408 after 3 s without init, 4409, 4429,
 * 4500), and 1013 when the database is unavailable.
 */
export const createWsHandler = (deps: GraphQLDeps) => {
  const { db, yoga } = deps;
  const connections = new WeakMap<object, Connection>();
  const byUser = userSockets(deps.events);
  return makeHandler(
    {
      connectionInitWaitTimeout: 3000,
      execute: (args) => (args as EnvelopedArgs).rootValue.execute(args) as never,
      subscribe: (args) => (args as EnvelopedArgs).rootValue.subscribe(args) as never,
      onConnect: async (ctx) => {
        const request = ctx.extra.request;
        if (!originAllowed(request, deps.config.appUrl)) return false;
        const connection = await authenticate(db, request, (ctx.connectionParams ?? {}) as Record<string, unknown>).catch(
          (error: unknown) => closeIfUnavailable(ctx.extra.socket, error),
        );
        if (!connection) return false; // graphql-ws closes with 4403 Forbidden
        connections.set(ctx.extra.socket, connection);
        byUser.add(connection.user.id, ctx.extra.socket);
        return true;
      },
      onClose: (ctx) => {
        const connection = connections.get(ctx.extra.socket);
        if (connection) byUser.remove(connection.user.id, ctx.extra.socket);
      },
      onSubscribe: async (ctx, _id, payload) => {
        const connection = connections.get(ctx.extra.socket);
        if (!connection) return [];
        const scoped = [connection.tenantId ?? '', connection.user.id, connection.user.portal ? 'on' : 'off'];
        // Each query a subscription's resolvers run gets its own short transaction with the same RLS settings as the
        // socket's user would have in a request (portal scoping included, migration 009).
        const perQuery: Queryable = {
          query: (text, params) =>
            db
              .transaction(async (tx) => {
                await tx.query(ENTER_SUBSCRIPTION_QUERY, scoped);
                return tx.query(text, params);
              })
              .catch((error: unknown) => closeIfUnavailable(ctx.extra.socket, error)) as never,
        };
        const context: GraphQLContext = {
          db: perQuery,
          database: db,
          user: connection.user,
          tenantId: connection.tenantId,
          sessionId: null,
          ip: ctx.extra.request.ip,
          config: deps.config,
          events: deps.events,
          media: deps.media,
          loaders: createLoaders(perQuery),
          afterCommit: (effect) => void effect(),
          outcome: { mutationFailed: false },
        };
        const enveloped = yoga.getEnveloped(context);
        const args = {
          schema: enveloped.schema,
          operationName: payload.operationName,
          document: enveloped.parse(payload.query),
          variableValues: payload.variables,
          contextValue: await enveloped.contextFactory(),
          rootValue: { execute: enveloped.execute, subscribe: enveloped.subscribe },
        };
        const errors = enveloped.validate(args.schema, args.document);
        return errors.length > 0 ? errors : args;
      },
    },
    12_000,
  );
};
