/**
 * An edit form's text fields from the record it edits: each key's value, or '' where the record or the value is
 * missing (a form's inputs hold strings, never null).
 */
export const textDraft = <Key extends string>(
  record: { readonly [K in NoInfer<Key>]?: string | null } | null | undefined,
  keys: readonly Key[],
) => Object.fromEntries(keys.map((key) => [key, record?.[key] ?? ''])) as Record<Key, string>;
