import { GraphQLError } from 'graphql';
import type { FieldErrors } from '../../src/domain/schemas/fieldErrors';

/**
 * The user's mistakes that surface as errors other than our own coded ones: variables that do not fit their declared
 * types, and (as a safety net only) input PostgreSQL refused as data. Both answer BAD_USER_INPUT with field errors.
 */

const COERCION =
  /^Variable "\$([^"]+)" (?:got invalid value|of non-null type .+ must not be null\.$|of required type .+ was not provided\.$)/s;
/** graphql-js stops coercing after 50 errors and says so in one error of its own. */
const TOO_MANY = 'Too many errors processing variables, error limit reached. Execution aborted.';

/**
 * graphql-js coerces variables before execution: `Variable "$input" got invalid value 1.5 at "input.legs[0].vehicleRef";
 * Int cannot represent non-integer value: 1.5`. The field error goes under the value's path, dotted (`input.legs.0.vehicleRef`).
 */
export const variableError = (error: GraphQLError): GraphQLError | null => {
  if (error.path) return null;
  if (error.message === TOO_MANY)
    return new GraphQLError(TOO_MANY, { extensions: { code: 'BAD_USER_INPUT', errors: { variables: [TOO_MANY] } } });
  const match = COERCION.exec(error.message);
  if (!match) return null;
  const cause = error.originalError?.message;
  const prefix = cause && error.message.endsWith(`; ${cause}`) ? error.message.slice(0, -cause.length - 2) : error.message;
  const at = / at "([^"]+)"$/.exec(prefix)?.[1];
  const key = (at ?? match[1]).replace(/\[(\d+)\]/g, '.$1');
  const errors: FieldErrors = { [key]: [cause ?? error.message] };
  return new GraphQLError(error.message, { nodes: error.nodes, extensions: { code: 'BAD_USER_INPUT', errors } });
};

/** An error PostgreSQL raised for a statement (it carries a five-character SQLSTATE). */
export const sqlState = (error: unknown): string | null => {
  const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : null;
};

/** The message of the safety net's answer (tests tell a missing check by it). */
export const REFUSED_BY_DATABASE = 'The database refused a value as invalid.';

/**
 * The safety net (docs/decisions.md, "Malformed input answers BAD_USER_INPUT"): SQLSTATE class 22 (data exception:
 * text that is no uuid or date, a number out of range, a value too long) means a value the checks let through. The
 * user still gets BAD_USER_INPUT, not INTERNAL; the server logs it, as the missing check is a defect to fix.
 */
export const dataExceptionError = (error: unknown, path: readonly (string | number)[] | undefined): GraphQLError | null => {
  if (!sqlState(error)?.startsWith('22')) return null;
  const errors: FieldErrors = { input: ['A value is not valid for its field.'] };
  return new GraphQLError(REFUSED_BY_DATABASE, { path, extensions: { code: 'BAD_USER_INPUT', errors } });
};
