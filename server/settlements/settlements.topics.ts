import type { RecordChanged } from '../pubsub';

declare module '../pubsub' {
  interface Topics {
    settlementChanged: RecordChanged;
  }
}
