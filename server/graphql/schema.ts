import fs from 'node:fs';
import path from 'node:path';
import { createSchema } from 'graphql-yoga';
import { fromRoot } from '../paths';
import type { Resolvers } from '../../src/generated/resolvers';
import * as areas from '../areas';
import type { GraphQLContext } from './context';
import { DateTime, FileScalar, JSONScalar } from './scalars';

const SCHEMA_DIR = fromRoot('src/graphql/schema');

export const loadTypeDefs = (): string[] =>
  fs
    .readdirSync(SCHEMA_DIR)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => fs.readFileSync(path.join(SCHEMA_DIR, file), 'utf8'));

/** Merges the areas' resolver maps (their manifests, server/areas.ts) into one, field by field. */
const mergeResolvers = (maps: Resolvers[]) => {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const map of maps)
    for (const [type, fields] of Object.entries(map)) merged[type] = { ...merged[type], ...(fields as Record<string, unknown>) };
  return merged;
};

export const buildSchema = () =>
  createSchema<GraphQLContext>({
    typeDefs: loadTypeDefs(),
    resolvers: {
      ...mergeResolvers(Object.values(areas).flatMap((area) => area.resolvers ?? [])),
      DateTime,
      JSON: JSONScalar,
      File: FileScalar,
    },
  });
