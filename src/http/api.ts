/**
 * The plain HTTP calls beside GraphQL: sign-in, registration, passwords, verification, the session check and the build
 * id. Cookies are included and JSON is accepted; every write first asks for a fresh XSRF-TOKEN cookie and echoes it in
 * X-XSRF-TOKEN (Laravel Sanctum's contract; docs/decisions.md#csrf-as-laravel-does-it-with-one-deliberate-exemption).
 */
import type { FieldErrors } from '../domain/schemas/fieldErrors';
import { readCookie, XSRF_COOKIE } from './cookies';
import { ApiError } from './errors';

/** The base user GET /api/user answers (the full user comes from the AuthQuery). */
export type BaseUser = { id: string; email: string; name: string };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const WRITES: readonly Method[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

const readBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

const errorOf = (response: Response, body: unknown): ApiError => {
  const record = typeof body === 'object' && body !== null ? (body as { message?: unknown; errors?: unknown }) : {};
  const message = typeof record.message === 'string' ? record.message : response.statusText || `HTTP ${response.status}`;
  const errors = typeof record.errors === 'object' && record.errors !== null ? (record.errors as FieldErrors) : {};
  const retryAfter = Number(response.headers.get('Retry-After'));
  return new ApiError(response.status, message, errors, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null);
};

/** GET /sanctum/csrf-cookie: 204 and a fresh XSRF-TOKEN cookie. */
export const fetchCsrfCookie = async (): Promise<void> => {
  const response = await fetch('/sanctum/csrf-cookie', { credentials: 'include', headers: { Accept: 'application/json' } });
  if (!response.ok) throw errorOf(response, await readBody(response));
};

export const xsrfHeader = (): string => readCookie(XSRF_COOKIE) ?? '';

export const request = async <T>(method: Method, path: string, body?: unknown): Promise<T> => {
  if (WRITES.includes(method)) await fetchCsrfCookie();
  const headers: Record<string, string> = { Accept: 'application/json', 'X-XSRF-TOKEN': xsrfHeader() };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const parsed = await readBody(response);
  if (!response.ok) throw errorOf(response, parsed);
  return parsed as T;
};

export type Credentials = { email: string; password: string; remember: boolean };
export type Registration = { name: string; email: string; password: string; password_confirmation: string };
export type PasswordReset = { token: string; email: string; password: string; password_confirmation: string };

export const login = (input: Credentials) => request<{ two_factor: boolean }>('POST', '/login', input);
export const logout = () => request<null>('POST', '/logout');
export const register = (input: Registration) => request<{ id: string }>('POST', '/register', input);
export const forgotPassword = (email: string) => request<{ message: string }>('POST', '/forgot-password', { email });
export const resetPassword = (input: PasswordReset) => request<{ message: string }>('POST', '/reset-password', input);
export const resendVerification = () => request<{ message: string }>('POST', '/email/verification-notification');
/** The session check: the base user, or an ApiError with status 401/419 (signed out) or 409 (unverified). */
export const fetchUser = () => request<BaseUser>('GET', '/api/user');

/** GET builds/latest.json, never from a cache: the id of the build the server serves now. */
export const fetchLatestBuildId = async (): Promise<string> => {
  const response = await fetch('/builds/latest.json', { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) throw errorOf(response, await readBody(response));
  const body = (await response.json()) as { id?: unknown };
  if (typeof body.id !== 'string') throw new Error('builds/latest.json has no id');
  return body.id;
};
