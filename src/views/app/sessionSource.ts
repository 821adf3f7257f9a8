import type { Client } from '@urql/core';
import { AuthQuery } from '../../graphql/operations/auth';
import { fetchUser } from '../../http/api';
import { statusOf } from '../../http/errors';
import type { SessionResult } from '../../machines/app/session.machine';

/**
 * The session machine's check (spec §4, §8): GET /api/user, then the AuthQuery for the full current user.
 * 401/419 mean signed out, 409 means signed in with an unverified email; anything else is rethrown.
 */
export const fetchSession = async (client: Client): Promise<SessionResult> => {
  try {
    await fetchUser();
  } catch (error) {
    const status = statusOf(error);
    if (status === 409) return { kind: 'unverified' };
    if (status === 401 || status === 419) return { kind: 'anonymous' };
    throw error;
  }
  const result = await client
    .query(AuthQuery, {}, { requestPolicy: 'network-only', suppressAuthRedirect: true })
    .toPromise();
  if (result.error) {
    const status = result.error.response?.status;
    if (status === 409) return { kind: 'unverified' };
    if (status === 401 || status === 419) return { kind: 'anonymous' };
    throw Object.assign(new Error(result.error.message), { status: status ?? 500 });
  }
  const me = result.data?.me;
  return me ? { kind: 'user', user: me } : { kind: 'anonymous' };
};
