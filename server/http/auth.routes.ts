import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema } from '../../src/domain/schemas/auth';
import { audit } from '../audit';
import { passwordLink } from '../auth/invite';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { createSession, destroySession, destroyUserSessions } from '../auth/sessions';
import { safeEqual, sha256 } from '../auth/tokens';
import { baseUser, findUserByEmail, findUserById } from '../auth/users';
import type { Config } from '../config';
import { type Database, type Queryable, withContext } from '../db/database';
import { type Mailer, queueMail } from '../mail/mailer';
import { passwordResetMail, verificationMail } from '../mail/messages';
import { clearSessionCookies, setSessionCookies } from './requestAuth';
import { checkVerificationUrl, emailHash, verificationUrl } from './signedUrl';
import { clearAttempts, recordFailedAttempt, tooManyAttempts } from './throttle';
import { parseBody, sendValidationErrors } from './validation';

export type AuthRoutesDeps = { db: Database; config: Config; mailer: Mailer };

const RESET_TTL_MS = 60 * 60_000;
const FAILED = 'These credentials do not match our records.';

export const authRoutes = async (app: FastifyInstance, { db, config, mailer }: AuthRoutesDeps) => {
  const cookieOptions = { secure: config.production };
  const tx = <T>(fn: (q: Queryable) => Promise<T>, userId: string | null = null) => withContext(db, { tenantId: null, userId }, fn);
  const sendVerification = async (q: Queryable, user: { id: string; email: string; name: string }) => {
    await queueMail(q, verificationMail(user.email, user.name, verificationUrl(config.appUrl, config.sessionSecret, user)));
    await q.query('INSERT INTO email_verifications (user_id, email) VALUES ($1, $2)', [user.id, user.email]);
  };
  const deliver = () => mailer.deliverPending().catch((error) => app.log.error(error, 'mail delivery failed'));

  /** A new session for a signed-in user; the old one (and its id) is gone: no session fixation. */
  const startSession = async (q: Queryable, request: FastifyRequest, reply: FastifyReply, userId: string, remember: boolean) => {
    if (request.auth.session) await destroySession(q, request.auth.session.id);
    const { session, cookieValue } = await createSession(q, { userId, remember, ip: request.ip, userAgent: request.headers['user-agent'] });
    setSessionCookies(reply, session, cookieValue, cookieOptions);
  };

  app.get('/sanctum/csrf-cookie', async (request, reply) => {
    const existing = request.auth.session;
    if (existing) {
      setSessionCookies(reply, existing, null, cookieOptions);
    } else {
      const { session, cookieValue } = await tx((q) =>
        createSession(q, { userId: null, remember: false, ip: request.ip, userAgent: request.headers['user-agent'] }),
      );
      setSessionCookies(reply, session, cookieValue, cookieOptions);
    }
    return reply.code(204).send();
  });

  app.post('/login', async (request, reply) => {
    const input = parseBody(loginSchema, request.body, reply);
    if (!input) return reply;
    const key = `${input.email.toLowerCase()}|${request.ip}`;
    const result = await tx(async (q) => {
      const wait = await tooManyAttempts(q, key);
      if (wait > 0) return { kind: 'throttled' as const, wait };
      const user = await findUserByEmail(q, input.email);
      if (!user || !(await verifyPassword(user.passwordHash, input.password))) {
        await recordFailedAttempt(q, key);
        return { kind: 'failed' as const };
      }
      await clearAttempts(q, key);
      await startSession(q, request, reply, user.id, input.remember);
      await q.query('UPDATE users SET last_sign_in_at = now() WHERE id = $1', [user.id]);
      await audit(q, {
        userId: user.id,
        entityKind: 'Sessions',
        entityId: user.id,
        action: 'CREATED',
        event: 'auth.login',
        ip: request.ip,
      });
      return { kind: 'ok' as const };
    });
    if (result.kind === 'throttled') {
      const message = `Too many login attempts. Please try again in ${result.wait} seconds.`;
      return reply
        .code(429)
        .header('Retry-After', String(result.wait))
        .send({ message, errors: { email: [message] } });
    }
    if (result.kind === 'failed') return sendValidationErrors(reply, { email: [FAILED] });
    return reply.code(200).send({ two_factor: false });
  });

  app.post('/logout', async (request, reply) => {
    const { session, user } = request.auth;
    if (session) {
      await tx(async (q) => {
        await destroySession(q, session.id);
        if (user)
          await audit(q, {
            userId: user.id,
            entityKind: 'Sessions',
            entityId: user.id,
            action: 'DELETED',
            event: 'auth.logout',
            ip: request.ip,
          });
      }, user?.id ?? null);
    }
    clearSessionCookies(reply, cookieOptions);
    return reply.code(204).send();
  });

  app.post('/register', async (request, reply) => {
    const input = parseBody(registerSchema, request.body, reply);
    if (!input) return reply;
    const passwordHash = await hashPassword(input.password);
    const created = await tx(async (q) => {
      if (await findUserByEmail(q, input.email)) return null;
      const { rows } = await q.query<{ id: string }>('INSERT INTO users (email, name, password_hash) VALUES ($1, $2, $3) RETURNING id', [
        input.email,
        input.name,
        passwordHash,
      ]);
      const id = rows[0].id;
      const [firstName, ...rest] = input.name.split(' ');
      await q.query('INSERT INTO user_contacts (user_id, first_name, last_name, email) VALUES ($1, $2, $3, $4)', [
        id,
        firstName,
        rest.join(' ') || null,
        input.email,
      ]);
      await audit(q, {
        userId: id,
        entityKind: 'Users',
        entityId: id,
        action: 'CREATED',
        event: 'auth.register',
        after: { name: input.name, email: input.email },
        ip: request.ip,
      });
      await sendVerification(q, { id, email: input.email, name: input.name });
      await startSession(q, request, reply, id, false);
      return id;
    });
    if (!created) return sendValidationErrors(reply, { email: ['The email has already been taken.'] });
    void deliver();
    return reply.code(201).send({ id: created });
  });

  app.post('/email/verification-notification', async (request, reply) => {
    const user = request.auth.user;
    if (!user) return reply.code(401).send({ message: 'Unauthenticated.' });
    if (user.emailVerifiedAt) return reply.code(204).send();
    const sent = await tx(async (q) => {
      const { rows } = await q.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM email_verifications WHERE user_id = $1 AND sent_at > now() - interval '1 minute'",
        [user.id],
      );
      if (rows[0].n >= 6) return false;
      await sendVerification(q, user);
      return true;
    }, user.id);
    if (!sent) return reply.code(429).header('Retry-After', '60').send({ message: 'Too many requests. Please wait a minute.' });
    void deliver();
    return reply.code(202).send({ message: 'verification-link-sent' });
  });

  app.get<{ Params: { id: string; hash: string }; Querystring: { expires?: string; signature?: string } }>(
    '/verify-email/:id/:hash',
    async (request, reply) => {
      const { id, hash } = request.params;
      const check = checkVerificationUrl(config.sessionSecret, id, hash, request.query.expires ?? '', request.query.signature ?? '');
      if (!check.ok || !/^[0-9a-f-]{36}$/i.test(id)) return reply.redirect(`/verify-email?status=${check.ok ? 'invalid' : check.reason}`);
      const verified = await tx(async (q) => {
        const user = await findUserById(q, id);
        if (!user || emailHash(user.email) !== hash) return false;
        if (!user.emailVerifiedAt) {
          await q.query('UPDATE users SET email_verified_at = now(), updated_at = now() WHERE id = $1', [id]);
          await q.query('UPDATE email_verifications SET verified_at = now() WHERE user_id = $1 AND verified_at IS NULL', [id]);
          await audit(q, { userId: id, entityKind: 'Users', entityId: id, action: 'UPDATED', event: 'auth.verifyEmail', ip: request.ip });
        }
        return true;
      }, id);
      return reply.redirect(verified ? '/dashboard?verified=1' : '/verify-email?status=invalid');
    },
  );

  app.post('/forgot-password', async (request, reply) => {
    const input = parseBody(forgotPasswordSchema, request.body, reply);
    if (!input) return reply;
    await tx(async (q) => {
      const user = await findUserByEmail(q, input.email);
      if (!user) return; // the answer is the same either way: no account enumeration
      const link = await passwordLink(q, config.appUrl, user.email);
      await queueMail(q, passwordResetMail(user.email, link));
      await audit(q, {
        userId: user.id,
        entityKind: 'Users',
        entityId: user.id,
        action: 'UPDATED',
        event: 'auth.passwordResetRequested',
        ip: request.ip,
      });
    });
    void deliver();
    return reply.code(200).send({ message: 'We have emailed your password reset link.' });
  });

  app.post('/reset-password', async (request, reply) => {
    const input = parseBody(resetPasswordSchema, request.body, reply);
    if (!input) return reply;
    const passwordHash = await hashPassword(input.password);
    const ok = await tx(async (q) => {
      // An invitation's link carries its own end (7 days, server/auth/invite.ts); forgot-password's lives 60 minutes.
      const { rows } = await q.query<{ tokenHash: string; createdAt: Date; expiresAt: Date | null }>(
        'SELECT token_hash AS "tokenHash", created_at AS "createdAt", expires_at AS "expiresAt" FROM password_reset_tokens WHERE email = lower($1)',
        [input.email],
      );
      const row = rows[0];
      const user = await findUserByEmail(q, input.email);
      const expiresAt = row ? (row.expiresAt?.getTime() ?? row.createdAt.getTime() + RESET_TTL_MS) : 0;
      if (!row || !user || !safeEqual(row.tokenHash, sha256(input.token)) || Date.now() > expiresAt) return false;
      await q.query('UPDATE users SET password_hash = $2, password_set_at = now(), updated_at = now() WHERE id = $1', [
        user.id,
        passwordHash,
      ]);
      await q.query('DELETE FROM password_reset_tokens WHERE email = lower($1)', [input.email]);
      await destroyUserSessions(q, user.id);
      await audit(q, {
        userId: user.id,
        entityKind: 'Users',
        entityId: user.id,
        action: 'UPDATED',
        event: 'auth.passwordReset',
        ip: request.ip,
      });
      return true;
    });
    if (!ok) return sendValidationErrors(reply, { email: ['This password reset token is invalid.'] });
    return reply.code(200).send({ message: 'Your password has been reset.' });
  });

  app.get('/api/user', async (request, reply) => {
    const user = request.auth.user;
    if (!user) return reply.code(401).send({ message: 'Unauthenticated.' });
    if (!user.emailVerifiedAt) return reply.code(409).send({ message: 'Your email address is not verified.' });
    return reply.send(baseUser(user));
  });
};
