import { AuthQuery } from '../../graphql/operations/auth';
import { postQuery } from '../../graphql/request';
import { fetchUser } from '../../http/api';
import { readCookie, TENANT_COOKIE } from '../../http/cookies';
import { statusOf } from '../../http/errors';
import type { SessionResult } from '../../machines/app/session.machine';

const sessionStatus = (status: number | undefined): SessionResult | null => {
  if (status === 409) return { kind: 'unverified' };
  if (status === 401 || status === 419) return { kind: 'anonymous' };
  return null;
};

/**
 * The session machine's check (spec §4, §8): GET /api/user, then the AuthQuery for the full current user, as a
 * plain POST (no client and no cache: the sign-in pages load neither). 401/419 mean signed out, 409 means signed
 * in with an unverified email; anything else is rethrown. A browser that holds a tenant cookie had a signed-in
 * session (sign-in and sign-out clear it): it asks both at once, a round trip less on every signed-in first load;
 * GET /api/user still decides, and the AuthQuery's answer is used only when it says signed in.
 */
export const fetchSession = async (tenantId: string | null): Promise<SessionResult> => {
  const early = readCookie(TENANT_COOKIE) ? postQuery(AuthQuery, {}, tenantId).catch(() => null) : null;
  try {
    await fetchUser();
  } catch (error) {
    const result = sessionStatus(statusOf(error));
    if (result) return result;
    throw error;
  }
  const answer = (await early) ?? (await postQuery(AuthQuery, {}, tenantId));
  if (answer.status !== 200 || answer.errors.length > 0) {
    const result = sessionStatus(answer.status);
    if (result) return result;
    const message = (answer.errors[0] as { message?: unknown } | undefined)?.message;
    throw Object.assign(new Error(typeof message === 'string' ? message : `HTTP ${answer.status}`), {
      status: answer.status === 200 ? 500 : answer.status,
    });
  }
  const me = answer.data?.me;
  return me ? { kind: 'user', user: me } : { kind: 'anonymous' };
};
