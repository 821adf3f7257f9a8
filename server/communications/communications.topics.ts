import type { RecordChanged } from '../pubsub';

declare module '../pubsub' {
  interface Topics {
    communicationEntryChanged: RecordChanged;
  }
}
