export const DemoDataJobStatus = {
  DONE: 'DONE',
  FAILED: 'FAILED',
  RUNNING: 'RUNNING',
} as const;

export type DemoDataJobStatus = (typeof DemoDataJobStatus)[keyof typeof DemoDataJobStatus];

/** Every DemoDataJobStatus, in schema order. */
export const DemoDataJobStatusValues = ['DONE', 'FAILED', 'RUNNING'] as const;
