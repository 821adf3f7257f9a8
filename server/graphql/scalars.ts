import { GraphQLScalarType, Kind } from 'graphql';
import { parseDateTime } from '../../src/domain/dates';

/**
 * The custom scalars. A value that does not fit fails variable coercion, which answers BAD_USER_INPUT before any
 * resolver runs; so what reaches a resolver is what PostgreSQL and the resolvers can take.
 */

const DATE_TIME_ERROR = 'DateTime must be an ISO-8601 date-time (e.g. 2024-03-01T09:30:00Z) in the years 0001 to 9999.';

export const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString()),
  parseValue: (value) => {
    const parsed = parseDateTime(value);
    if (parsed === null) throw new TypeError(DATE_TIME_ERROR);
    return parsed;
  },
  parseLiteral: (ast) => {
    const parsed = ast.kind === Kind.STRING ? parseDateTime(ast.value) : null;
    if (parsed === null) throw new TypeError(DATE_TIME_ERROR);
    return parsed;
  },
});

export const JSONScalar = new GraphQLScalarType({ name: 'JSON', serialize: (value) => value, parseValue: (value) => value });

const isFile = (value: unknown): value is File =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as File).arrayBuffer === 'function' &&
  typeof (value as File).name === 'string';

/** A file of a multipart request (yoga puts it in the variables); anything else sent for one is refused. */
export const FileScalar = new GraphQLScalarType({
  name: 'File',
  serialize: () => {
    throw new TypeError('A File is input only.');
  },
  parseValue: (value) => {
    if (!isFile(value)) throw new TypeError('File must be a file sent as a part of a multipart request.');
    return value;
  },
  parseLiteral: () => {
    throw new TypeError('File must be a file sent as a part of a multipart request.');
  },
});
