/** A key press as the shortcut reads it (a KeyboardEvent, or a plain object in tests). */
export type ShortcutPress = {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  shiftKey?: boolean;
  target?: { tagName?: string; isContentEditable?: boolean } | null;
};

const TYPING = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/**
 * Whether a key press opens search: Ctrl+K (⌘K on a Mac) anywhere, or "/" when not typing in a field (the key
 * GitHub and most documentation sites give their search).
 */
export const opensSearch = (press: ShortcutPress): boolean => {
  if (press.altKey) return false;
  if ((press.ctrlKey || press.metaKey) && !press.shiftKey) return press.key.toLowerCase() === 'k';
  if (press.key !== '/' || press.ctrlKey || press.metaKey) return false;
  return !(press.target && (TYPING.has(press.target.tagName ?? '') || press.target.isContentEditable));
};
