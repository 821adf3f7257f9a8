/**
 * GraphQL Code Generator plugin: typescript-resolvers with the areas' mappers (scripts/codegen/areaMappers.mjs), so a
 * GraphQL type's row type is declared once, in its area's manifest, and codegen.yml names no area.
 */
import { plugin as resolvers } from '@graphql-codegen/typescript-resolvers';
import { areaMappers } from './areaMappers.mjs';

export const plugin = (schema, documents, config, info) =>
  resolvers(schema, documents, { ...config, mappers: { ...areaMappers(process.cwd()), ...config.mappers } }, info);
