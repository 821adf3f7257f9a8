import fs from 'node:fs';
import path from 'node:path';
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
import { DateTime, FileScalar, JSONScalar } from './scalars';

const SCHEMA_DIR = fromRoot('src/graphql/schema');

export const loadTypeDefs = (): string[] =>
  fs
    .readdirSync(SCHEMA_DIR)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => fs.readFileSync(path.join(SCHEMA_DIR, file), 'utf8'));

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
    resolvers: { ...mergeResolvers(areas), DateTime, JSON: JSONScalar, File: FileScalar },
  });
