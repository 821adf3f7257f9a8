export const DocumentTypeOrderByColumn = {
  NAME: 'NAME',
  RETENTION_YEARS: 'RETENTION_YEARS',
} as const;

export type DocumentTypeOrderByColumn = (typeof DocumentTypeOrderByColumn)[keyof typeof DocumentTypeOrderByColumn];

/** Every DocumentTypeOrderByColumn, in schema order. */
export const DocumentTypeOrderByColumnValues = ['NAME', 'RETENTION_YEARS'] as const;
