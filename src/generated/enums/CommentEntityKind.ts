export const CommentEntityKind = {
  ORDER: 'ORDER',
  ORDER_LEG: 'ORDER_LEG',
  QUOTE: 'QUOTE',
} as const;

export type CommentEntityKind = (typeof CommentEntityKind)[keyof typeof CommentEntityKind];

/** Every CommentEntityKind, in schema order. */
export const CommentEntityKindValues = ['ORDER', 'ORDER_LEG', 'QUOTE'] as const;
