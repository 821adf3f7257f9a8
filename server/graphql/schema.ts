import fs from 'node:fs';
import path from 'node:path';
import { GraphQLScalarType, Kind } from 'graphql';
import { createSchema } from 'graphql-yoga';
import { fromRoot } from '../paths';
import type { Resolvers } from '../../src/generated/resolvers';
import { accountResolvers } from './account.resolvers';
import { contactResolvers } from './contact.resolvers';
import { directoryResolvers } from './directory.resolvers';
import type { GraphQLContext } from './context';
import { notificationResolvers } from './notifications.resolvers';
import { orderMutationResolvers } from './orderMutations.resolvers';
import { orderResolvers } from './orders.resolvers';
import { portalResolvers } from './portal.resolvers';
import { quoteResolvers } from './quotes.resolvers';

const SCHEMA_DIR = fromRoot('src/graphql/schema');

export const loadTypeDefs = (): string[] =>
  fs
    .readdirSync(SCHEMA_DIR)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => fs.readFileSync(path.join(SCHEMA_DIR, file), 'utf8'));

const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString()),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new TypeError('DateTime must be an ISO-8601 date-time');
    return date.toISOString();
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING || Number.isNaN(new Date(ast.value).getTime()))
      throw new TypeError('DateTime must be an ISO-8601 date-time string');
    return new Date(ast.value).toISOString();
  },
});

const JSONScalar = new GraphQLScalarType({ name: 'JSON', serialize: (value) => value, parseValue: (value) => value });

const areas: Resolvers[] = [
  contactResolvers,
  accountResolvers,
  notificationResolvers,
  directoryResolvers,
  orderResolvers,
  orderMutationResolvers,
  quoteResolvers,
  portalResolvers,
];

/** Merges the per-area resolver maps (one file per area) into one. */
const mergeResolvers = (maps: Resolvers[]) => {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const map of maps)
    for (const [type, fields] of Object.entries(map)) merged[type] = { ...merged[type], ...(fields as Record<string, unknown>) };
  return merged;
};

export const buildSchema = () =>
  createSchema<GraphQLContext>({
    typeDefs: loadTypeDefs(),
    resolvers: { ...mergeResolvers(areas), DateTime, JSON: JSONScalar },
  });
