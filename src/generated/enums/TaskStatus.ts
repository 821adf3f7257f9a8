export const TaskStatus = {
  DONE: 'DONE',
  OPEN: 'OPEN',
} as const;

export type TaskStatus = (typeof TaskStatus)[keyof typeof TaskStatus];

/** Every TaskStatus, in schema order. */
export const TaskStatusValues = ['DONE', 'OPEN'] as const;
