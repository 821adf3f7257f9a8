import type { CombinedError } from '@urql/core';
import type { FieldErrors } from '../../../domain/schemas/fieldErrors';
import { ApiError } from '../../../http/errors';

/** Why a form's submission failed: field errors to show next to fields, and a message for the whole form. */
export type Failure = { code: string | null; message: string; fieldErrors: FieldErrors };

const NETWORK = 'The server could not be reached. Check your connection and try again.';

const isFieldErrors = (value: unknown): value is FieldErrors =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'));

/** A plain HTTP call's failure (422 field errors, 429 throttling, …). */
export const apiFailure = (error: unknown): Failure => {
  if (error instanceof ApiError) return { code: String(error.status), message: error.message, fieldErrors: error.errors };
  return { code: null, message: NETWORK, fieldErrors: {} };
};

/** Field keys name argument paths (`input.legs.1.originRef`, as Lighthouse does); forms name fields without `input.`. */
const withoutInputPrefix = (errors: FieldErrors): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([key, messages]) => [key.replace(/^input\./, ''), messages]));

/** A GraphQL failure: BAD_USER_INPUT carries Laravel-shaped `extensions.errors`; other codes a message. */
export const graphqlFailure = (error: CombinedError): Failure => {
  const first = error.graphQLErrors[0];
  if (!first) return { code: null, message: error.networkError ? NETWORK : error.message, fieldErrors: {} };
  const code = typeof first.extensions?.code === 'string' ? first.extensions.code : null;
  const errors = first.extensions?.errors;
  return {
    code,
    message: first.message,
    fieldErrors: code === 'BAD_USER_INPUT' && isFieldErrors(errors) ? withoutInputPrefix(errors) : {},
  };
};
