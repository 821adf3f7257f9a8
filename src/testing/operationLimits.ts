import fs from 'node:fs';
import path from 'node:path';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { formatDocument } from '@urql/core';
import { buildASTSchema, type DocumentNode, type GraphQLSchema, parse, validate } from 'graphql';

const SCHEMA_DIR = path.resolve(import.meta.dirname, '../graphql/schema');

let schema: GraphQLSchema | null = null;

/** The schema the server serves, from its files (src/graphql/schema), read once. */
const schemaOf = (): GraphQLSchema => {
  schema ??= buildASTSchema(
    parse(
      fs
        .readdirSync(SCHEMA_DIR)
        .filter((file) => file.endsWith('.graphql'))
        .map((file) => fs.readFileSync(path.join(SCHEMA_DIR, file), 'utf8'))
        .join('\n'),
    ),
    { assumeValidSDL: true },
  );
  return schema;
};

/**
 * What a document breaks of GraphQL Armor's depth and cost limits (server/graphql/yoga.ts), measured on the document as
 * urql sends it (__typename added); an area's operations tests expect none.
 */
export const limitErrors = (document: DocumentNode): string[] =>
  validate(schemaOf(), formatDocument(document), [maxDepthRule({ n: 10 }), costLimitRule({ maxCost: 5000 })]).map((error) => error.message);
