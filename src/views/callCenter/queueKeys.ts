/**
 * The queue's keys (documented on the page): the agent works the list without the mouse. A key pressed while typing
 * in a field, with a modifier, or while a dialog is open does nothing here.
 */
export type QueueCommand = 'next' | 'previous' | 'open' | 'acknowledge' | 'confirm' | 'log' | 'reschedule';

export const QUEUE_KEYS: readonly { keys: readonly string[]; command: QueueCommand; does: string }[] = [
  { keys: ['j', 'ArrowDown'], command: 'next', does: 'Next leg' },
  { keys: ['k', 'ArrowUp'], command: 'previous', does: 'Previous leg' },
  { keys: ['a'], command: 'acknowledge', does: 'Acknowledge the leg' },
  { keys: ['c'], command: 'confirm', does: 'Confirm the windows and log the call' },
  { keys: ['l'], command: 'log', does: 'Log a call (or any contact) on the leg' },
  { keys: ['r'], command: 'reschedule', does: 'Reschedule an aborted leg' },
  { keys: ['o'], command: 'open', does: 'Open the leg' },
];

export type KeyPress = {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  target?: { tagName?: string; isContentEditable?: boolean } | null;
};

const TYPING = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/** The command a key press gives, or null (typing, a modifier, or a key the queue does not use). */
export const queueCommand = (press: KeyPress, dialogOpen: boolean): QueueCommand | null => {
  if (dialogOpen || press.ctrlKey || press.metaKey || press.altKey) return null;
  if (press.target && (TYPING.has(press.target.tagName ?? '') || press.target.isContentEditable)) return null;
  return QUEUE_KEYS.find((entry) => entry.keys.includes(press.key))?.command ?? null;
};

/** The row a move selects: within the page, staying put at either end. */
export const moveSelection = (index: number, rows: number, command: 'next' | 'previous'): number =>
  rows === 0 ? 0 : Math.min(Math.max(index + (command === 'next' ? 1 : -1), 0), rows - 1);
