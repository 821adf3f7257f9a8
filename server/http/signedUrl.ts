import crypto from 'node:crypto';
import { hmac, safeEqual } from '../auth/tokens';

const sha1 = (value: string) => crypto.createHash('sha1').update(value).digest('hex');

/** Laravel's signed verification link: /verify-email/{id}/{sha1(email)}?expires=…&signature=… */
export const verificationUrl = (appUrl: string, secret: string, user: { id: string; email: string }, ttlMinutes = 60) => {
  const expires = Math.floor(Date.now() / 1000) + ttlMinutes * 60;
  const path = `/verify-email/${user.id}/${sha1(user.email.toLowerCase())}?expires=${expires}`;
  return `${appUrl}${path}&signature=${hmac(secret, path)}`;
};

export type SignedCheck = { ok: true; userId: string; emailHash: string } | { ok: false; reason: 'invalid' | 'expired' };

export const checkVerificationUrl = (secret: string, id: string, hash: string, expires: string, signature: string): SignedCheck => {
  const path = `/verify-email/${id}/${hash}?expires=${expires}`;
  if (!signature || !safeEqual(hmac(secret, path), signature)) return { ok: false, reason: 'invalid' };
  if (!/^\d+$/.test(expires) || Number(expires) * 1000 < Date.now()) return { ok: false, reason: 'expired' };
  return { ok: true, userId: id, emailHash: hash };
};

export const emailHash = (email: string) => sha1(email.toLowerCase());
