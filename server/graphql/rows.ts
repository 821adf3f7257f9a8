import type { ContactDetails, TenantSummary } from '../../src/domain/currentUser';
import type {
  AlertPriority,
  AuditAction,
  ContactType,
  DateMode,
  FuelType,
  GeocodeSource,
  InvoicePaymentStatus,
  LegHoldReason,
  LocationType,
  MediaCategory,
  NoteKind,
  NotificationType,
  OrderLegStatus,
  OrderLocationRole,
  OrderSource,
  OrderState,
  QuoteStatus,
  Transmission,
  TransportMethod,
  VehicleClass,
  VehicleColour,
} from '../../src/generated/resolvers';

// Rows as the resolvers' SQL selects them (camelCase aliases), mapped onto the GraphQL types by codegen.

/** A tenant row is exactly the tenant of the current-user shape (spec §3). */
export type TenantRow = TenantSummary;

export type ClientRow = {
  id: string;
  tenantId: string;
  displayName: string;
  code: string | null;
  billingName?: string | null;
  billingEmail?: string | null;
  billingPhone?: string | null;
  version?: number;
  createdAt?: Date;
  deletedAt: Date | null;
};

export type CustomerRow = ClientRow & { clientId: string };

/** A client or a customer as the portal shows it (PortalAccount). */
export type PortalAccountRow = Pick<ClientRow, 'id' | 'displayName' | 'code' | 'deletedAt'>;

/** fullName is computed by the Contact resolver. */
export type ContactRow = Omit<ContactDetails, 'fullName'>;

export type MediaRow = {
  id: string;
  category: MediaCategory;
  fileName: string;
  mimeType: string;
  size: number;
  /** The stored thumbnail's content hash, when one was made at upload (Media.thumbnailUrl). */
  thumbnailHash?: string | null;
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

// The core domain (issue 3). Dates as the database returns them; enums as the generated string unions.

export type OrderRow = {
  id: string;
  tenantId: string;
  number: string;
  state: OrderState;
  clientId: string;
  customerId: string | null;
  referenceNumbers: string[];
  legStatuses: OrderLegStatus[];
  legCount: number;
  paymentStatus: InvoicePaymentStatus | null;
  quoteId: string | null;
  source: OrderSource;
  createdBy: string | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  archivedAt: Date | null;
  deletedAt: Date | null;
};

export type OrderLegRow = {
  id: string;
  tenantId: string;
  orderId: string;
  number: string;
  position: number;
  sequence: number;
  vehicleId: string | null;
  originId: string | null;
  destinationId: string | null;
  transportMethod: TransportMethod;
  status: OrderLegStatus;
  heldFrom: OrderLegStatus | null;
  holdReason: LegHoldReason | null;
  statusReason: string | null;
  requestedPickupMode: DateMode;
  requestedPickupDate: string | null;
  requestedDeliveryMode: DateMode;
  requestedDeliveryDate: string | null;
  confirmedPickupAt: Date | null;
  confirmedDeliveryAt: Date | null;
  driverId: string | null;
  truckingCompanyId: string | null;
  distance: number | null;
  clientPaid: boolean;
  driverPaid: boolean;
  pickupReportSubmitted: boolean;
  deliveryReportSubmitted: boolean;
  needsTagAndTitle: boolean;
  tagAndTitleDone: boolean;
  acknowledgedAt: Date | null;
  pickedUpAt: Date | null;
  deliveredAt: Date | null;
  notes: string | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
};

export type OrderLocationRow = { orderId: string; role: OrderLocationRole; locationId: string };

export type OrderNoteRow = { id: string; orderId: string; kind: NoteKind; body: string; authorName: string | null; createdAt: Date };

export type TagRow = { id: string; name: string; colour: string };

export type QuoteRow = {
  id: string;
  tenantId: string;
  number: string;
  status: QuoteStatus;
  revision: number;
  validUntil: string;
  clientId: string;
  customerId: string | null;
  request: unknown;
  currency: string;
  subtotal: number;
  tax: number;
  total: number;
  declineReason: string | null;
  orderId: string | null;
  source: OrderSource;
  createdBy: string | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
};

export type LocationRow = {
  id: string;
  tenantId: string;
  clientId: string | null;
  customerId: string | null;
  name: string;
  type: LocationType;
  address1: string;
  address2: string | null;
  city: string;
  county: string | null;
  stateProvince: string;
  postalCode: string;
  country: string;
  lat: number | null;
  lng: number | null;
  geocodeSource: GeocodeSource;
  contactName: string | null;
  contactPhone: string | null;
  hours: string | null;
  version: number;
  createdAt: Date;
  deletedAt: Date | null;
};

export type VehicleRow = {
  id: string;
  tenantId: string;
  clientId: string | null;
  vin: string | null;
  year: number | null;
  make: string | null;
  model: string | null;
  vehicleClass: VehicleClass | null;
  colour: VehicleColour | null;
  fuelType: FuelType;
  transmission: Transmission;
  plate: string | null;
  plateState: string | null;
  odometer: number | null;
  keys: number | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
};

export type CommentRow = {
  id: string;
  entityKind: 'Orders' | 'Order legs' | 'Quotes';
  entityId: string;
  orderId: string | null;
  body: string;
  internal: boolean;
  mentions: string[];
  authorName: string | null;
  createdAt: Date;
};

export type AlertRow = {
  id: string;
  orderId: string | null;
  orderLegId: string | null;
  priority: AlertPriority;
  message: string;
  acknowledgedAt: Date | null;
  acknowledgedByName: string | null;
  createdAt: Date;
};

export type AuditRow = {
  id: string;
  action: AuditAction;
  event: string;
  entityKind: string;
  entityId: string | null;
  userName: string | null;
  before: unknown;
  after: unknown;
  createdAt: Date;
};

export type ClientContactRow = {
  id: string;
  type: ContactType;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
};
