import { getFragmentData } from '@/generated';
import type { FirstSession } from '../../../graphql/firstQueryHint';
import { AuthQuery, SessionTenantFragment } from '../../../graphql/operations/auth';
import { postQuery } from '../../../graphql/request';
import { fetchUser } from '../../../http/api';
import { readCookie, TENANT_COOKIE } from '../../../http/cookies';
import { statusOf } from '../../../http/errors';
import type { SessionResult } from '../../../machines/app/session.machine';

const sessionStatus = (status: number | undefined): SessionResult | null => {
  if (status === 409) return { kind: 'unverified' };
  if (status === 401 || status === 419) return { kind: 'anonymous' };
  return null;
};

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

const settle = <T>(promise: Promise<T>): Promise<Settled<T>> =>
  promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

const unwrap = async <T>(settled: Promise<Settled<T>>): Promise<T> => {
  const result = await settled;
  if (!result.ok) throw result.error;
  return result.value;
};

const askAuth = (tenantId: string | null) => postQuery(AuthQuery, {}, tenantId);

/** The first check's requests, sent by src/boot.ts while the shell is still downloading (kept settled until used). */
let started: { user: Promise<Settled<unknown>>; auth: Promise<Settled<Awaited<ReturnType<typeof askAuth>>>> } | null = null;

/**
 * Sends the first session check's requests at once (src/boot.ts, a script of its own beside the shell): a browser
 * with a tenant cookie asks GET /api/user and the AuthQuery before the shell and its first render, and the app's first
 * check (no tenant chosen yet) takes their answers instead of asking again. When the server answered both while
 * writing the page (`given`, server/http/firstAnswers.ts), those are the answers and nothing is asked.
 */
export const startSessionCheck = (given: FirstSession | null = null): void => {
  if (started) return;
  if (given) {
    started = {
      user: Promise.resolve({ ok: true, value: given.user }),
      auth: Promise.resolve({
        ok: true,
        value: { status: 200, data: given.auth as Awaited<ReturnType<typeof askAuth>>['data'], errors: [] },
      }),
    };
    return;
  }
  if (!readCookie(TENANT_COOKIE)) return;
  started = { user: settle(fetchUser()), auth: settle(askAuth(null)) };
};

/**
 * The session machine's check: GET /api/user, then the AuthQuery for the full current user, as a
 * plain POST (no client and no cache: the sign-in pages load neither). 401/419 mean signed out, 409 means signed
 * in with an unverified email; anything else is rethrown. A browser that holds a tenant cookie had a signed-in
 * session (sign-in and sign-out clear it): it asks both at once, a round trip less on every signed-in first load;
 * GET /api/user still decides, and the AuthQuery's answer is used only when it says signed in.
 */
export const fetchSession = async (tenantId: string | null): Promise<SessionResult> => {
  const sent = tenantId === null ? started : null;
  started = null;
  const early = sent ? unwrap(sent.auth).catch(() => null) : readCookie(TENANT_COOKIE) ? askAuth(tenantId).catch(() => null) : null;
  try {
    await (sent ? unwrap(sent.user) : fetchUser());
  } catch (error) {
    const result = sessionStatus(statusOf(error));
    if (result) return result;
    throw error;
  }
  const answer = (await early) ?? (await askAuth(tenantId));
  if (answer.status !== 200 || answer.errors.length > 0) {
    const result = sessionStatus(answer.status);
    if (result) return result;
    const message = (answer.errors[0] as { message?: unknown } | undefined)?.message;
    throw Object.assign(new Error(typeof message === 'string' ? message : `HTTP ${answer.status}`), {
      status: answer.status === 200 ? 500 : answer.status,
    });
  }
  const me = answer.data?.me;
  return me ? { kind: 'user', user: { ...me, tenants: getFragmentData(SessionTenantFragment, me.tenants) } } : { kind: 'anonymous' };
};
