import type { AccessUser, Role } from './roles';

/** The tenant record as the AuthQuery returns it: the units and formats the tenant works in. */
export type TenantSummary = {
  id: string;
  name: string;
  locale: string;
  currency: string;
  weightUnit: string;
  dimensionUnit: string;
  distanceUnit: string;
  fuelUnit: string;
  zoneSize: number;
  /** IANA zone ("America/New_York"): today's date, and the clock confirmed times are typed and shown in. */
  timeZone: string;
};

export type LinkedClient = {
  id: string;
  displayName: string;
  deletedAt: string | null;
  customers: { id: string; displayName: string; code: string | null; deletedAt: string | null }[];
};

export type LinkedCustomer = {
  id: string;
  displayName: string;
  code: string | null;
  deletedAt: string | null;
  client: { id: string; displayName: string; deletedAt: string | null };
};

/** A person's contact details: the current user's `contact`, and a user page's. */
export type ContactDetails = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  fullName: string | null;
  email: string | null;
  phone: string | null;
  phoneExt: string | null;
  mobilePhone: string | null;
  fax: string | null;
  title: string | null;
};

/** The current user of the session, the shape of `query AuthQuery { me { ... } }` the session check loads. */
export type CurrentUser = AccessUser & {
  id: string;
  email: string;
  name: string;
  searchKey: string;
  media: { id: string; url: string }[];
  roles: Role[];
  clients: LinkedClient[];
  customers: LinkedCustomer[];
  tenants: TenantSummary[];
  contact: ContactDetails | null;
};
