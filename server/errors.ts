import { GraphQLError } from 'graphql';
import type * as z from 'zod';
import { type FieldErrors, fieldErrors, summary } from '../src/domain/schemas/fieldErrors';

/** The error codes in `extensions.code` (docs/architecture.md#graphql; what API clients see: docs/api.md#errors). */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'INVALID_TRANSITION'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL';

export const appError = (code: ErrorCode, message: string, extensions: Record<string, unknown> = {}) =>
  new GraphQLError(message, { extensions: { code, ...extensions } });

export const unauthenticated = () => appError('UNAUTHENTICATED', 'Unauthenticated.');
export const forbidden = (message = 'This action is unauthorized.') => appError('FORBIDDEN', message);
export const notFound = (what = 'Record') => appError('NOT_FOUND', `${what} not found.`);
export const conflict = () => appError('CONFLICT', 'This record was changed by someone else. Reload it and try again.');

/** A row locked for a write: missing is NOT_FOUND, a version other than the client's is CONFLICT (nothing written yet). */
export const checkVersion = <T extends { version: number }>(row: T | null | undefined, version: number, what: string): T => {
  if (!row) throw notFound(what);
  if (row.version !== version) throw conflict();
  return row;
};

/** BAD_USER_INPUT with Laravel-shaped field errors in `extensions.errors`. */
export const badUserInput = (errors: FieldErrors) => appError('BAD_USER_INPUT', summary(errors), { errors });

/** Parses input with a shared zod schema or throws BAD_USER_INPUT. */
export const validate = <S extends z.ZodType>(schema: S, input: unknown): z.output<S> => {
  const result = schema.safeParse(input);
  if (!result.success) throw badUserInput(fieldErrors(result.error));
  return result.data;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID.test(value);
