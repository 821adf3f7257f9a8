import fs from 'node:fs';
import path from 'node:path';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { formatDocument } from '@urql/core';
import { buildASTSchema, type DocumentNode, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  AcceptTntDocumentDocument,
  CreateTntPacketDocument,
  PortalTntPacketsDocument,
  ReceiveTntDocumentDocument,
  RejectTntDocumentDocument,
  SetTntPacketFeesDocument,
  TntChecklistPreviewDocument,
  TntDistrictCountiesDocument,
  TntLocationSearchDocument,
  TntOrderByIdDocument,
  TntOrderSearchDocument,
  TntPacketChangedDocument,
  TntPacketPageDocument,
  TntPacketsDocument,
  TntPacketsOfOrderDocument,
  TntWorkQueueDocument,
  TransitionTntPacketDocument,
  UpdateTntPacketDocument,
  UploadPortalTntDocumentDocument,
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

/** The schema's own rules and the server's GraphQL Armor limits (server/graphql/yoga.ts), on the document as urql sends it. */
const errorsOf = (document: DocumentNode) =>
  validate(schema, formatDocument(document), [maxDepthRule({ n: 10 }), costLimitRule({ maxCost: 5000 })]).map((error) => error.message);

describe('the tag-and-title views’ operations', () => {
  it.each([
    ['the packet page', TntPacketPageDocument],
    ['the live packet', TntPacketChangedDocument],
    ['a packet event', TransitionTntPacketDocument],
    ['the details edit', UpdateTntPacketDocument],
    ['a document received', ReceiveTntDocumentDocument],
    ['a document rejected', RejectTntDocumentDocument],
    ['a document accepted', AcceptTntDocumentDocument],
    ['the fees', SetTntPacketFeesDocument],
    ['the packets lists and their CSV', TntPacketsDocument],
    ['the work queue', TntWorkQueueDocument],
    ['the order and leg tab', TntPacketsOfOrderDocument],
    ['the create form', CreateTntPacketDocument],
    ['the checklist preview', TntChecklistPreviewDocument],
    ['the county choice', TntDistrictCountiesDocument],
    ['the order picker', TntOrderSearchDocument],
    ['the linked order', TntOrderByIdDocument],
    ['the location picker', TntLocationSearchDocument],
    ['the portal checklist', PortalTntPacketsDocument],
    ['the portal upload', UploadPortalTntDocumentDocument],
  ])('are valid and stay within the depth and cost limits: %s', (_name, document) => {
    expect(errorsOf(document as DocumentNode)).toEqual([]);
  });
});
