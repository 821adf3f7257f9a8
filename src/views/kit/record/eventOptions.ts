import { type FragmentType, getFragmentData, graphql } from '@/generated';
import type { EventOption } from './EventOptionsBar';

/** What a record's action bar reads of each of the server's `eventOptions` (transitions.options.ts). */
export const RecordEventOptionFragment = graphql(`
  fragment RecordEventOption on EventOption {
    event
    enabled
    refusal
    reason
  }
`);

/** A record's `eventOptions` as its query selects them (`eventOptions { ...RecordEventOption }`). */
export type EventOptionsSource = readonly FragmentType<typeof RecordEventOptionFragment>[];

/** The options a record's query selected, to read. */
export const eventOptionsOf = (source: EventOptionsSource): readonly EventOption<string>[] =>
  getFragmentData(RecordEventOptionFragment, source);
