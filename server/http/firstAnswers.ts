import type { FastifyInstance, FastifyRequest } from 'fastify';
import { print } from 'graphql';
import { FIRST_SESSION_ELEMENT, type FirstSession } from '../../src/graphql/firstQueryHint';
import { AuthQuery } from '../../src/graphql/operations/auth';
import { XSRF_COOKIE } from '../auth/sessions';

/**
 * A signed-in page's session check answered in its HTML (docs/decisions.md, "The session check in the page"): the
 * server asks what src/boot.ts would ask the moment it runs — GET /api/user, then the AuthQuery without a tenant —
 * through its own routes (`inject`: the same authentication, anti-forgery check and row-level security as the
 * browser's requests), with the browser's cookies, and writes both answers into the page. Over plain HTTP/1.1 they
 * are two requests fewer on the browser's six connections before the page can paint. Both are a session lookup and
 * the user's own rows: milliseconds. The page's first queries are not answered here (a list over a large tenant can
 * take a few hundred milliseconds, which the HTML would then wait for); src/boot.ts asks them beside the shell.
 *
 * Written only for a signed-in, verified user whose AuthQuery answers whole (200, data, no errors), within
 * ANSWER_BUDGET_MS; any other browser (signed out, unverified, a stale anti-forgery cookie, a slow or unavailable
 * database) gets the page without it and asks as ever.
 */
const ANSWER_BUDGET_MS = 250;

const AUTH_QUERY = print(AuthQuery);

type Json = Record<string, unknown>;

const inTime = <T>(work: Promise<T>, fallback: T): Promise<T> =>
  new Promise((resolve) => {
    const timer = setTimeout(() => resolve(fallback), ANSWER_BUDGET_MS);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(fallback);
      },
    );
  });

const wholeData = (statusCode: number, body: string): Json | null => {
  if (statusCode !== 200) return null;
  try {
    const parsed = JSON.parse(body) as { data?: Json | null; errors?: unknown };
    return parsed.data && parsed.errors === undefined ? parsed.data : null;
  } catch {
    return null;
  }
};

const askSession = async (app: FastifyInstance, request: FastifyRequest): Promise<FirstSession | null> => {
  const cookie = request.headers.cookie ?? '';
  const user = await app.inject({ method: 'GET', url: '/api/user', headers: { cookie, accept: 'application/json' } });
  if (user.statusCode !== 200) return null;
  const auth = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      cookie,
      accept: 'application/graphql-response+json, application/json',
      'content-type': 'application/json',
      'x-xsrf-token': request.cookies[XSRF_COOKIE] ?? '',
      'x-tenant': '',
    },
    payload: JSON.stringify({ query: AUTH_QUERY, operationName: 'AuthQuery', variables: {} }),
  });
  const data = wholeData(auth.statusCode, auth.body);
  return data ? { user: JSON.parse(user.body) as Json, auth: data } : null;
};

/** The session check's answers for this request's browser; null when it should ask them itself. */
export const answerSessionCheck = (app: FastifyInstance, request: FastifyRequest): Promise<FirstSession | null> =>
  inTime(askSession(app, request), null);

/** The session block as the HTML carries it (JSON, `<` escaped as in the first queries' block); empty without one. */
export const firstSessionElement = (session: FirstSession | null): string =>
  session
    ? `<script type="application/json" id="${FIRST_SESSION_ELEMENT}">${JSON.stringify(session).replace(/</g, '\\u003c')}</script>`
    : '';
