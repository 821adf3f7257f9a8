/**
 * Every document the SPA sends stays within the server's abuse limits (yoga.ts, ARMOR_LIMITS), so a page never meets
 * "Query depth limit exceeded" or "Query Cost limit exceeded" in a browser: the documents are codegen's (src/generated),
 * checked against the schema with the same rules the server runs. The limits still bite: a chain of fields too deep is
 * refused, written inline or spread through fragments.
 */
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { formatDocument } from '@urql/core';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { type DocumentNode, type GraphQLError, type GraphQLSchema, Kind, parse, type ValidationContext, validate } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import * as generated from '../../src/generated/graphql';
import { buildSchema } from './schema';
import { ARMOR_LIMITS } from './yoga';

const documents = Object.entries(generated).filter(
  (entry): entry is [string, DocumentNode] =>
    entry[0].endsWith('Document') &&
    typeof entry[1] === 'object' &&
    entry[1] !== null &&
    (entry[1] as DocumentNode).kind === Kind.DOCUMENT &&
    (entry[1] as DocumentNode).definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION),
);

let schema: GraphQLSchema;
beforeAll(() => {
  schema = buildSchema();
});

// The rules report into validate()'s answer instead of throwing at the first breach, so every breach is listed.
const report = {
  onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)],
  propagateOnRejection: false,
};
const limitErrors = (document: DocumentNode): string[] =>
  validate(schema, document, [
    maxDepthRule({ ...ARMOR_LIMITS.maxDepth, ...report }),
    costLimitRule({ ...ARMOR_LIMITS.costLimit, ...report }),
  ]).map((error) => error.message);

describe("the SPA's documents and the server's limits", () => {
  it('reads the documents', () => {
    expect(documents.length).toBeGreaterThan(150);
  });

  it('keeps every operation the SPA sends within the depth and cost limits', () => {
    // As the client sends them: urql (graphcache) adds __typename to every selection, which the cost counts.
    const over = documents.flatMap(([name, document]) => limitErrors(formatDocument(document)).map((message) => `${name}: ${message}`));
    expect(over).toEqual([]);
  });

  it('still refuses a chain too deep, inline or through fragments', () => {
    const chain = (n: number) => `{ me { customers ${'{ client { customers '.repeat(n)}{ id }${' } }'.repeat(n)} } }`;
    expect(limitErrors(parse(chain(3)))).toEqual([]);
    expect(limitErrors(parse(chain(4)))).toEqual(['Syntax Error: Query depth limit of 10 exceeded, found 11.']);
    const spread = parse(`
      query { me { customers { client { customers { ...Deep } } } } }
      fragment Deep on Customer { client { customers { client { customers { client { customers { id } } } } } } }
    `);
    expect(limitErrors(spread)).toEqual(['Syntax Error: Query depth limit of 10 exceeded, found 11.']);
  });
});
