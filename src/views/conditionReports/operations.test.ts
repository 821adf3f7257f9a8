import fs from 'node:fs';
import path from 'node:path';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { formatDocument } from '@urql/core';
import { buildASTSchema, type DocumentNode, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  ConditionReportViewChangedDocument,
  ConditionReportViewReportDocument,
  ConditionReportViewTransitionDocument,
  LegConditionReportsTabDocument,
  ReportQueueDocument,
} from '@/generated/graphql';

const SCHEMA_DIR = path.resolve(import.meta.dirname, '../../graphql/schema');
const schema = buildASTSchema(
  parse(
    fs
      .readdirSync(SCHEMA_DIR)
      .filter((file) => file.endsWith('.graphql'))
      .map((file) => fs.readFileSync(path.join(SCHEMA_DIR, file), 'utf8'))
      .join('\n'),
  ),
  { assumeValidSDL: true },
);

/** The server's GraphQL Armor limits (server/graphql/yoga.ts), measured on the document as urql sends it (__typename added). */
const limitErrors = (document: DocumentNode) =>
  validate(schema, formatDocument(document), [maxDepthRule({ n: 10 }), costLimitRule({ maxCost: 5000 })]).map((error) => error.message);

describe('the condition report views’ operations', () => {
  it.each([
    ['the opened report', ConditionReportViewReportDocument],
    ['the review', ConditionReportViewTransitionDocument],
    ['the live reports', ConditionReportViewChangedDocument],
    ['the queue', ReportQueueDocument],
    ['the leg’s tab', LegConditionReportsTabDocument],
  ])('stay within the depth and cost limits: %s', (_name, document) => {
    expect(limitErrors(document as DocumentNode)).toEqual([]);
  });
});
