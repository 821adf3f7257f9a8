export const MediaCategory = {
  AVATARS: 'AVATARS',
  BOLS: 'BOLS',
  CONDITION_REPORTS: 'CONDITION_REPORTS',
  DOCUMENTS: 'DOCUMENTS',
  DRIVER_LICENSES: 'DRIVER_LICENSES',
  INVOICES: 'INVOICES',
  PHOTOS: 'PHOTOS',
  QB_EXPORTS: 'QB_EXPORTS',
  RECEIPTS: 'RECEIPTS',
  SIGNATURES: 'SIGNATURES',
  /** A settlement's statement PDF. */
  STATEMENTS: 'STATEMENTS',
  TNT_PACKS: 'TNT_PACKS',
  VIDEOS: 'VIDEOS',
} as const;

export type MediaCategory = (typeof MediaCategory)[keyof typeof MediaCategory];

/** Every MediaCategory, in schema order. */
export const MediaCategoryValues = ['AVATARS', 'BOLS', 'CONDITION_REPORTS', 'DOCUMENTS', 'DRIVER_LICENSES', 'INVOICES', 'PHOTOS', 'QB_EXPORTS', 'RECEIPTS', 'SIGNATURES', 'STATEMENTS', 'TNT_PACKS', 'VIDEOS'] as const;
