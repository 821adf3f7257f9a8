import type { DocumentNode } from 'graphql';
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
import { limitErrors } from '../../testing/operationLimits';

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
    expect(limitErrors(document as DocumentNode)).toEqual([]);
  });
});
