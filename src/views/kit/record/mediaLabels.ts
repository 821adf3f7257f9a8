import type { MediaCategory } from '@/generated/graphql';

/** Staff words for file categories (the portal's differ where a client would not know the staff's term). */
export const MEDIA_CATEGORY_LABEL: Record<MediaCategory, string> = {
  AVATARS: 'Avatars',
  BOLS: 'Bills of lading',
  CONDITION_REPORTS: 'Condition reports',
  DOCUMENTS: 'Documents',
  DRIVER_LICENSES: 'Driver licenses',
  INVOICES: 'Invoices',
  PHOTOS: 'Photos',
  QB_EXPORTS: 'QuickBooks exports',
  RECEIPTS: 'Receipts',
  SIGNATURES: 'Signatures',
  STATEMENTS: 'Settlement statements',
  TNT_PACKS: 'Tag and title packets',
  VIDEOS: 'Videos',
};
