/** Rows as the resolvers' SQL selects them (camelCase aliases), mapped onto the GraphQL types by codegen. */
export type TenantRow = {
  id: string;
  name: string;
  locale: string;
  currency: string;
  weightUnit: string;
  dimensionUnit: string;
  distanceUnit: string;
  fuelUnit: string;
  zoneSize: number;
};

export type ClientRow = { id: string; tenantId: string; displayName: string; code: string | null; deletedAt: Date | null };

export type CustomerRow = ClientRow & { clientId: string };

export type ContactRow = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  phoneExt: string | null;
  mobilePhone: string | null;
  fax: string | null;
  title: string | null;
};

export type MediaRow = {
  id: string;
  category: string;
  fileName: string;
  mimeType: string;
  size: number;
  createdAt: Date;
};

export type NotificationRow = {
  id: string;
  userId: string;
  type: string;
  title: string;
  body: string;
  data: unknown;
  readAt: Date | null;
  createdAt: Date;
};

export type TokenRow = { id: string; name: string; lastUsedAt: Date | null; createdAt: Date };
