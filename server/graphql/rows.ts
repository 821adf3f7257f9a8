import type { ContactDetails, TenantSummary } from '../../src/domain/currentUser';
import type { MediaCategory, NotificationType } from '../../src/generated/resolvers';

// Rows as the resolvers' SQL selects them (camelCase aliases), mapped onto the GraphQL types by codegen.

/** A tenant row is exactly the tenant of the current-user shape (spec §3). */
export type TenantRow = TenantSummary;

export type ClientRow = { id: string; tenantId: string; displayName: string; code: string | null; deletedAt: Date | null };

export type CustomerRow = ClientRow & { clientId: string };

/** fullName is computed by the Contact resolver. */
export type ContactRow = Omit<ContactDetails, 'fullName'>;

export type MediaRow = {
  id: string;
  category: MediaCategory;
  fileName: string;
  mimeType: string;
  size: number;
  createdAt: Date;
};

export type NotificationRow = {
  id: string;
  userId: string;
  type: NotificationType;
  title: string;
  body: string;
  data: unknown;
  readAt: Date | null;
  createdAt: Date;
};

export type TokenRow = { id: string; name: string; lastUsedAt: Date | null; createdAt: Date };
