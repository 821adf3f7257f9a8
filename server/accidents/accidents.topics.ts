import type { RecordChanged } from '../pubsub';

declare module '../pubsub' {
  interface Topics {
    accidentReportChanged: RecordChanged;
    repairChanged: RecordChanged;
  }
}
