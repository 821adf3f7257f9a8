import type { DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  ConditionReportViewChangedDocument,
  ConditionReportViewReportDocument,
  ConditionReportViewTransitionDocument,
  LegConditionReportsTabDocument,
  ReportQueueDocument,
} from '@/generated/graphql';
import { limitErrors } from '../../testing/operationLimits';

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
