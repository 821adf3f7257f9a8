import type { AccidentLegAction } from './enums';
import type { AccidentReportMove } from './enums';
import type { AccidentReportStatus } from './enums';
import type { AccidentWeather } from './enums';
import type { AccountManagerScope } from './enums';
import type { AccountMove } from './enums';
import type { AdminUserMove } from './enums';
import type { AdminUserOrderByColumn } from './enums';
import type { AdminUserStatus } from './enums';
import type { AgingBucket } from './enums';
import type { AlertPriority } from './enums';
import type { AuditAction } from './enums';
import type { BillingItemOrderByColumn } from './enums';
import type { BillingItemUnit } from './enums';
import type { BooksExportFormat } from './enums';
import type { BooksRecordKind } from './enums';
import type { CallCenterDay } from './enums';
import type { CallCenterQueue } from './enums';
import type { CatalogItemMove } from './enums';
import type { CatalogItemStatus } from './enums';
import type { ClientColumn } from './enums';
import type { ClientIssueKind } from './enums';
import type { ClientStatus } from './enums';
import type { CommentEntityKind } from './enums';
import type { CommunicationChannel } from './enums';
import type { CommunicationDirection } from './enums';
import type { CommunicationOutcome } from './enums';
import type { CommunicationSubjectKind } from './enums';
import type { CommunicationTemplate } from './enums';
import type { ConditionPhotoKind } from './enums';
import type { ConditionReportDirection } from './enums';
import type { ConditionReportEvent } from './enums';
import type { ConditionReportStatus } from './enums';
import type { ContactType } from './enums';
import type { CustomerColumn } from './enums';
import type { DateMode } from './enums';
import type { DeliverySurveyState } from './enums';
import type { DeliverySurveyTag } from './enums';
import type { DemoDataJobKind } from './enums';
import type { DemoDataJobStatus } from './enums';
import type { DistrictCountry } from './enums';
import type { DistrictLevel } from './enums';
import type { DocumentTarget } from './enums';
import type { DocumentTypeOrderByColumn } from './enums';
import type { DriverContactType } from './enums';
import type { DriverEmployment } from './enums';
import type { DriverOrderByColumn } from './enums';
import type { DriverReceiptDecision } from './enums';
import type { DriverReceiptStatus } from './enums';
import type { DriverStart } from './enums';
import type { DriverStatus } from './enums';
import type { ExpenseItemOrderByColumn } from './enums';
import type { FuelLevel } from './enums';
import type { FuelRateOrderByColumn } from './enums';
import type { FuelType } from './enums';
import type { GeocodeSource } from './enums';
import type { HelpDeskReason } from './enums';
import type { HubOrderByColumn } from './enums';
import type { IftaDecalMove } from './enums';
import type { IftaDecalStatus } from './enums';
import type { IncidentKind } from './enums';
import type { InspectionCheck } from './enums';
import type { InspectionItemCode } from './enums';
import type { InspectionKind } from './enums';
import type { InspectionObstruction } from './enums';
import type { InspectionResult } from './enums';
import type { InteriorCondition } from './enums';
import type { InvoiceBlocker } from './enums';
import type { InvoiceEvent } from './enums';
import type { InvoiceFrequency } from './enums';
import type { InvoiceKind } from './enums';
import type { InvoiceLineSourceKind } from './enums';
import type { InvoiceOrderByColumn } from './enums';
import type { InvoicePaymentStatus } from './enums';
import type { InvoiceStatus } from './enums';
import type { KeyEquipmentStatus } from './enums';
import type { LegHoldReason } from './enums';
import type { LegPriorityKind } from './enums';
import type { LicenceClass } from './enums';
import type { LicenceEndorsement } from './enums';
import type { LineItemType } from './enums';
import type { LocationColumn } from './enums';
import type { LocationType } from './enums';
import type { LooseItemSpot } from './enums';
import type { MediaCategory } from './enums';
import type { NoteKind } from './enums';
import type { NotificationOrderByColumn } from './enums';
import type { NotificationType } from './enums';
import type { OrderColumn } from './enums';
import type { OrderEvent } from './enums';
import type { OrderLegColumn } from './enums';
import type { OrderLegEvent } from './enums';
import type { OrderLegOrderByColumn } from './enums';
import type { OrderLegStatus } from './enums';
import type { OrderListStatus } from './enums';
import type { OrderLocationRole } from './enums';
import type { OrderOrderByColumn } from './enums';
import type { OrderPriceSource } from './enums';
import type { OrderSource } from './enums';
import type { OrderState } from './enums';
import type { PayKind } from './enums';
import type { PaymentMethod } from './enums';
import type { PaymentTerms } from './enums';
import type { PortalQuoteEvent } from './enums';
import type { Preventability } from './enums';
import type { PriceSource } from './enums';
import type { QuoteColumn } from './enums';
import type { QuoteEvent } from './enums';
import type { QuoteOrderByColumn } from './enums';
import type { QuoteStatus } from './enums';
import type { RecoverySource } from './enums';
import type { RefusalKind } from './enums';
import type { ReimbursementStatus } from './enums';
import type { RepairEvent } from './enums';
import type { RepairStatus } from './enums';
import type { ReportRunStatus } from './enums';
import type { RequirementCondition } from './enums';
import type { RequirementKind } from './enums';
import type { Role } from './enums';
import type { SQLOperator as SqlOperator } from './enums';
import type { SettlementDeductionKind } from './enums';
import type { SettlementEvent } from './enums';
import type { SettlementExpenseType } from './enums';
import type { SettlementLegStatus } from './enums';
import type { SettlementPayeeKind } from './enums';
import type { SettlementPaymentType } from './enums';
import type { SettlementStatus } from './enums';
import type { SortOrder } from './enums';
import type { SpreadsheetImportStatus } from './enums';
import type { StorageBookingMode } from './enums';
import type { StorageContactKind } from './enums';
import type { StorageMovementKind } from './enums';
import type { StorageNoteKind } from './enums';
import type { StorageRecordEvent } from './enums';
import type { StorageRecordStatus } from './enums';
import type { StorageType } from './enums';
import type { TagColour } from './enums';
import type { TaskStatus } from './enums';
import type { TntDocumentMove } from './enums';
import type { TntDocumentState } from './enums';
import type { TntPacketEvent } from './enums';
import type { TntPacketKind } from './enums';
import type { TntPacketStatus } from './enums';
import type { TntPaperworkStatus } from './enums';
import type { TntShippingCarrier } from './enums';
import type { TntShippingRecipient } from './enums';
import type { TntTransport } from './enums';
import type { Transmission } from './enums';
import type { TransportMethod } from './enums';
import type { TransportPlateMove } from './enums';
import type { TransportPlateStatus } from './enums';
import type { TransportPlateType } from './enums';
import type { Trashed } from './enums';
import type { TravelExpenseKind } from './enums';
import type { TravelPurpose } from './enums';
import type { TruckingCompanyOrderByColumn } from './enums';
import type { UnitKind } from './enums';
import type { UnitOrderByColumn } from './enums';
import type { VehicleClass } from './enums';
import type { VehicleColour } from './enums';
import type { VehicleColumn } from './enums';
import type { WashType } from './enums';
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { AccidentReportRow, AccidentPartyRow, AccidentWitnessRow, RepairRow, RepairRecoveryRow } from '../../server/accidents/accidents.rows';
import type { AccidentOverviewRow } from '../../server/accidents/accidents.overview';
import type { AuthUser } from '../../server/auth/users';
import type { TenantRow, ContactRow, TokenRow } from '../../server/account/account.rows';
import type { ClientRow, CustomerRow, LocationRow, VehicleRow, ClientContactRow } from '../../server/directory/directory.rows';
import type { MediaRow } from '../../server/media/media.rows';
import type { BooksExportRow, BooksExportPreviewRow, BooksKindSummaryRow, BooksAccountsRow, BooksIncomeAccountRow } from '../../server/books/books.rows';
import type { CallCenterLegRow } from '../../server/callCenter/callCenter.rows';
import type { CallCenterOverviewRow } from '../../server/callCenter/callCenter.overview';
import type { DriverRow, CarrierContactRow, LegPriorityRow, DscVisibilityRow, TruckingCompanyRow, UnitRow } from '../../server/carriers/carriers.rows';
import type { LegOfferRow } from '../../server/carriers/carriers.offers';
import type { BillingItemRow, ExpenseItemRow, DocumentTypeRow } from '../../server/catalogs/catalogs.rows';
import type { TariffRateRow, PartyBillingItemRow, ClientInvoicingRow } from '../../server/clientAccounts/clientAccounts.rows';
import type { ClientRelationsAccountRow, ClientHealthRow } from '../../server/clientRelations/clientRelations.rows';
import type { CommunicationEntryRow } from '../../server/communications/communications.rows';
import type { CommunicationContactRow } from '../../server/communications/communications.contacts';
import type { ConditionReportRow, DamageRow, ConditionPhotoRow } from '../../server/conditionReports/conditionReports.rows';
import type { DriverCandidateRow, BlockedDriverRow, PlannedLegRow, UnplannedLegRow, DispatchDriverRowData } from '../../server/dispatch/dispatch.rows';
import type { RequirementTypeRow, DistrictRow, DistrictRequirementRow, DistrictNoteRow } from '../../server/districts/districts.rows';
import type { HelpDeskLegRow } from '../../server/helpDesk/helpDesk.rows';
import type { HubRow } from '../../server/hubsAndTags/hubsAndTags.rows';
import type { SpreadsheetImportRow, ImportProblem } from '../../server/imports/imports.rows';
import type { InvoiceRow, InvoiceLineRow, PaymentRow, PaymentApplicationRow, ReadyToBillLegRow, ReadyToBillGroupRow, ClientCreditRow, CreditApplicationRow } from '../../server/invoices/invoices.rows';
import type { NotificationRow } from '../../server/notifications/notifications.rows';
import type { TaskRow } from '../../server/notifications/notifications.tasks';
import type { AnnouncementRow } from '../../server/notifications/notifications.announcements';
import type { OrderRow, OrderLegRow, OrderLocationRow, OrderNoteRow, TagRow, CommentRow, AlertRow } from '../../server/orders/orders.rows';
import type { OrderPriceRow, LegPriceRow } from '../../server/orders/orders.price';
import type { AuditRow } from '../../server/audit';
import type { PortalAccountRow } from '../../server/portal/portal.rows';
import type { QuoteRow } from '../../server/quotes/quotes.rows';
import type { ReportRunRow } from '../../server/reports/reports.rows';
import type { IftaDecalRow, TransportPlateRow, PlateAssignmentRow, ExpiringInsuranceRow, SafetyOverviewRow } from '../../server/safety/safety.rows';
import type { TenantSettingsRow, FuelRateRow } from '../../server/settings/settings.rows';
import type { DemoDataRow, DemoDataJobRow } from '../../server/settings/settings.demoRows';
import type { SettlementRow, SettlementLegRow, SettlementLineRow, SettlementPaymentRow, DriverReceiptRow, UnsettledGroupRow, UnsettledLegRow, PayRunPayeeRow, Payee1099Row } from '../../server/settlements/settlements.rows';
import type { StorageFacilityRow, StorageHoursRow, StorageClosureRow, StorageNoteRow, StorageContactRow, StorageRateCardRow, StorageRecordRow, StorageKeyLogRow, StorageChargeRow, StorageOccupancyRow, StorageTodayRow } from '../../server/storage/storage.rows';
import type { TntPacketRow, TntDocumentRow, TntFeeRow, TntWorkQueueRow } from '../../server/tagAndTitle/tagAndTitle.rows';
import type { DriverFlightRow, DriverRentalRow } from '../../server/travel/travel.rows';
import type { AdminUserRow } from '../../server/users/users.rows';
import type { UserLinkRow } from '../../server/users/users.loaders';
import type { DeliverySurveyRow } from '../../server/surveys/surveys.rows';
import type { PublicSurvey } from '../../server/surveys/surveys.answer';
import type { IftaRateRow } from '../../server/ifta/ifta.rows';
import type { GraphQLContext } from '../../server/graphql/context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type EnumResolverSignature<T, AllowedValues = any> = { [key in keyof T]?: AllowedValues };
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO-8601 date-time string in UTC. */
  DateTime: { input: string; output: Date | string; }
  /** A file sent as a GraphQL multipart request. */
  File: { input: File; output: File; }
  /** Arbitrary JSON. */
  JSON: { input: unknown; output: unknown; }
};

export { AccidentLegAction };

export type AccidentMonth = {
  __typename?: 'AccidentMonth';
  accidents: Scalars['Int']['output'];
  incidents: Scalars['Int']['output'];
  /** YYYY-MM */
  month: Scalars['String']['output'];
  recordable: Scalars['Int']['output'];
};

/** What /accidents-incidents summarises for a year. */
export type AccidentOverview = {
  __typename?: 'AccidentOverview';
  byMonth: Array<AccidentMonth>;
  fatalitiesThisYear: Scalars['Int']['output'];
  injuriesThisYear: Scalars['Int']['output'];
  openRepairs: Scalars['Int']['output'];
  openReports: Scalars['Int']['output'];
  /** The newest open reports (at most 10). */
  recentOpen: Array<AccidentReport>;
  recordablesThisYear: Scalars['Int']['output'];
  recovered: Scalars['Int']['output'];
  /** Minor units, this year's repairs. */
  repairCost: Scalars['Int']['output'];
  reportsThisYear: Scalars['Int']['output'];
  year: Scalars['Int']['output'];
};

/** Another vehicle's driver or owner in the accident. */
export type AccidentParty = {
  __typename?: 'AccidentParty';
  id: Scalars['ID']['output'];
  insurer?: Maybe<Scalars['String']['output']>;
  licenceNumber?: Maybe<Scalars['String']['output']>;
  licenceState?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  plate?: Maybe<Scalars['String']['output']>;
  plateState?: Maybe<Scalars['String']['output']>;
  policyNumber?: Maybe<Scalars['String']['output']>;
};

export type AccidentPartyInput = {
  insurer?: InputMaybe<Scalars['String']['input']>;
  licenceNumber?: InputMaybe<Scalars['String']['input']>;
  licenceState?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
  plate?: InputMaybe<Scalars['String']['input']>;
  plateState?: InputMaybe<Scalars['String']['input']>;
  policyNumber?: InputMaybe<Scalars['String']['input']>;
};

export type AccidentReport = {
  __typename?: 'AccidentReport';
  activity: Array<AuditEntry>;
  city?: Maybe<Scalars['String']['output']>;
  claimNumbers: Array<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  description: Scalars['String']['output'];
  driver?: Maybe<Driver>;
  fatalities: Scalars['Int']['output'];
  hazmatReleased: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  injuries: Scalars['Int']['output'];
  /** Injuries treated away from the scene (what 390.5 counts). */
  injuriesTreatedAway: Scalars['Int']['output'];
  kind: IncidentKind;
  latitude?: Maybe<Scalars['Float']['output']>;
  leg?: Maybe<OrderLeg>;
  legAction: AccidentLegAction;
  /** The leg's status when the report was made, and what the report did to it. */
  legStatusAtReport?: Maybe<OrderLegStatus>;
  longitude?: Maybe<Scalars['Float']['output']>;
  media: Array<Media>;
  /** The moves the signed-in user may make now (none for a reader). */
  moves: Array<AccidentReportMove>;
  /** AI-100001 */
  number: Scalars['String']['output'];
  occurredAt: Scalars['DateTime']['output'];
  order?: Maybe<Order>;
  otherParties: Array<AccidentParty>;
  policeAgency?: Maybe<Scalars['String']['output']>;
  policeReportNumber?: Maybe<Scalars['String']['output']>;
  postalCode?: Maybe<Scalars['String']['output']>;
  preventability: Preventability;
  preventabilityNote?: Maybe<Scalars['String']['output']>;
  recordable: Recordable;
  recovered: Scalars['Int']['output'];
  /** Sum of the repairs' amounts (invoice, else approved, else estimate), minor units. */
  repairCost: Scalars['Int']['output'];
  repairs: Array<Repair>;
  reportedByName?: Maybe<Scalars['String']['output']>;
  reviewedAt?: Maybe<Scalars['DateTime']['output']>;
  reviewedByName?: Maybe<Scalars['String']['output']>;
  /** Two-letter state or province. */
  state?: Maybe<Scalars['String']['output']>;
  status: AccidentReportStatus;
  street?: Maybe<Scalars['String']['output']>;
  /** IANA time zone the time was reported in (defaults to the tenant's). */
  timeZone: Scalars['String']['output'];
  /** A vehicle towed from the scene because of disabling damage. */
  towedDisabled: Scalars['Boolean']['output'];
  updatedAt: Scalars['DateTime']['output'];
  vehicle?: Maybe<Vehicle>;
  version: Scalars['Int']['output'];
  vin?: Maybe<Scalars['String']['output']>;
  weather?: Maybe<AccidentWeather>;
  witnesses: Array<AccidentWitness>;
};

export type AccidentReportInput = {
  city?: InputMaybe<Scalars['String']['input']>;
  claimNumbers?: InputMaybe<Array<Scalars['String']['input']>>;
  description: Scalars['String']['input'];
  driverId?: InputMaybe<Scalars['ID']['input']>;
  fatalities?: InputMaybe<Scalars['Int']['input']>;
  hazmatReleased?: InputMaybe<Scalars['Boolean']['input']>;
  injuries?: InputMaybe<Scalars['Int']['input']>;
  injuriesTreatedAway?: InputMaybe<Scalars['Int']['input']>;
  kind: IncidentKind;
  latitude?: InputMaybe<Scalars['Float']['input']>;
  /** Only on create: what to do to the leg (the leg machine decides whether it may). */
  legAction?: InputMaybe<AccidentLegAction>;
  /** The leg it happened on (its order, vehicle and driver follow unless given). */
  legId?: InputMaybe<Scalars['ID']['input']>;
  longitude?: InputMaybe<Scalars['Float']['input']>;
  /** ISO date-time. */
  occurredAt: Scalars['String']['input'];
  otherParties?: InputMaybe<Array<AccidentPartyInput>>;
  policeAgency?: InputMaybe<Scalars['String']['input']>;
  policeReportNumber?: InputMaybe<Scalars['String']['input']>;
  postalCode?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  street?: InputMaybe<Scalars['String']['input']>;
  timeZone?: InputMaybe<Scalars['String']['input']>;
  towedDisabled?: InputMaybe<Scalars['Boolean']['input']>;
  vehicleId?: InputMaybe<Scalars['ID']['input']>;
  weather?: InputMaybe<AccidentWeather>;
  witnesses?: InputMaybe<Array<AccidentWitnessInput>>;
};

export { AccidentReportMove };

export type AccidentReportPaginator = {
  __typename?: 'AccidentReportPaginator';
  data: Array<AccidentReport>;
  paginatorInfo: PaginatorInfo;
};

export { AccidentReportStatus };

export { AccidentWeather };

export type AccidentWitness = {
  __typename?: 'AccidentWitness';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  statement?: Maybe<Scalars['String']['output']>;
};

export type AccidentWitnessInput = {
  name: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
  statement?: InputMaybe<Scalars['String']['input']>;
};

/** A user of the tenant who may manage accounts (CLIENT_RELATIONS or CLIENT_RELATIONS_LEAD). */
export type AccountManager = {
  __typename?: 'AccountManager';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lead: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
};

export { AccountManagerScope };

export { AccountMove };

/** A billing item of the tenant's catalog charged on a draft by hand. */
export type AddInvoiceLineInput = {
  billingItemId: Scalars['ID']['input'];
  /** Default 1. */
  quantity?: InputMaybe<Scalars['Float']['input']>;
  /** Minor units per unit; default the item's price for the client (or customer), else the catalog's. */
  unitAmount?: InputMaybe<Scalars['Float']['input']>;
};

/** An account of the admin's tenant, with its access and its links. */
export type AdminUser = {
  __typename?: 'AdminUser';
  /** What they did in this tenant, newest first. */
  actions: AuditEntryPaginator;
  clients: Array<UserLink>;
  createdAt: Scalars['DateTime']['output'];
  customers: Array<UserLink>;
  deactivatedAt?: Maybe<Scalars['DateTime']['output']>;
  driver?: Maybe<UserLink>;
  email: Scalars['String']['output'];
  emailVerifiedAt?: Maybe<Scalars['DateTime']['output']>;
  /** What was done to their account in this tenant, newest first. */
  history: AuditEntryPaginator;
  id: Scalars['ID']['output'];
  invitation?: Maybe<UserInvitation>;
  lastSignInAt?: Maybe<Scalars['DateTime']['output']>;
  moves: Array<AdminUserMove>;
  name: Scalars['String']['output'];
  roles: Array<Role>;
  status: AdminUserStatus;
  /** Of the user's tenants, those the admin belongs to too. */
  tenants: Array<UserLink>;
  truckingCompanies: Array<UserLink>;
  updatedAt: Scalars['DateTime']['output'];
  version: Scalars['Int']['output'];
};


/** An account of the admin's tenant, with its access and its links. */
export type AdminUserActionsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/** An account of the admin's tenant, with its access and its links. */
export type AdminUserHistoryArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};

export { AdminUserMove };

export type AdminUserOrderBy = {
  column: AdminUserOrderByColumn;
  order: SortOrder;
};

export { AdminUserOrderByColumn };

export type AdminUserPaginator = {
  __typename?: 'AdminUserPaginator';
  data: Array<AdminUser>;
  paginatorInfo: PaginatorInfo;
};

export { AdminUserStatus };

export type AdminUserWhere = {
  role?: InputMaybe<Role>;
  status?: InputMaybe<AdminUserStatus>;
  /** One of the admin's tenants: the users who also belong to it. */
  tenantId?: InputMaybe<Scalars['ID']['input']>;
};

export { AgingBucket };

export type Alert = {
  __typename?: 'Alert';
  acknowledgedAt?: Maybe<Scalars['DateTime']['output']>;
  acknowledgedByName?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  message: Scalars['String']['output'];
  order?: Maybe<Order>;
  orderLeg?: Maybe<OrderLeg>;
  priority: AlertPriority;
};

export type AlertInput = {
  message: Scalars['String']['input'];
  orderId?: InputMaybe<Scalars['ID']['input']>;
  orderLegId?: InputMaybe<Scalars['ID']['input']>;
  priority: AlertPriority;
};

export type AlertPaginator = {
  __typename?: 'AlertPaginator';
  data: Array<Alert>;
  paginatorInfo: PaginatorInfo;
};

export { AlertPriority };

/** An admin's message to the tenant (no roles) or to the holders of some roles, shown while valid. */
export type Announcement = {
  __typename?: 'Announcement';
  body: Scalars['String']['output'];
  createdByName?: Maybe<Scalars['String']['output']>;
  endsAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  roles: Array<Role>;
  startsAt: Scalars['DateTime']['output'];
  title: Scalars['String']['output'];
};

export type AnnouncementInput = {
  body: Scalars['String']['input'];
  endsAt: Scalars['DateTime']['input'];
  roles?: InputMaybe<Array<Role>>;
  startsAt?: InputMaybe<Scalars['DateTime']['input']>;
  title: Scalars['String']['input'];
};

export type ApplyClientCreditInput = {
  /** Minor units, > 0; at most the client's credit and what is open on the invoice. */
  amount: Scalars['Float']['input'];
  invoiceId: Scalars['ID']['input'];
  /** Idempotency key: applying the same key again answers the invoice and applies nothing more. */
  key: Scalars['String']['input'];
};

export type AssignLegsInput = {
  driverId?: InputMaybe<Scalars['ID']['input']>;
  legIds: Array<Scalars['ID']['input']>;
  truckingCompanyId?: InputMaybe<Scalars['ID']['input']>;
};

export type AssignTransportPlateInput = {
  /** Defaults to the leg's driver. */
  driverId?: InputMaybe<Scalars['ID']['input']>;
  legId: Scalars['ID']['input'];
  outAt: Scalars['String']['input'];
};

export { AuditAction };

/** One row of the activity log: who did what to which record, with the record before and after. */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  action: AuditAction;
  after?: Maybe<Scalars['JSON']['output']>;
  before?: Maybe<Scalars['JSON']['output']>;
  createdAt: Scalars['DateTime']['output'];
  entityId?: Maybe<Scalars['String']['output']>;
  entityKind: Scalars['String']['output'];
  event: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  userName?: Maybe<Scalars['String']['output']>;
};

export type AuditEntryPaginator = {
  __typename?: 'AuditEntryPaginator';
  data: Array<AuditEntry>;
  paginatorInfo: PaginatorInfo;
};

export type BillingAddressInput = {
  address1: Scalars['String']['input'];
  address2?: InputMaybe<Scalars['String']['input']>;
  city: Scalars['String']['input'];
  country?: InputMaybe<Scalars['String']['input']>;
  postalCode: Scalars['String']['input'];
  stateProvince: Scalars['String']['input'];
};

/** An item pricing and invoices draw lines from: its type is the line's, its amount the default price. */
export type BillingItem = {
  __typename?: 'BillingItem';
  /** Minor units of the tenant's currency (0 for a percent). */
  amount: Scalars['Int']['output'];
  /** Short code, unique in the tenant: TAX-NY, TAG-TITLE. */
  code: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** Whether a record refers to it (then it can be retired, not deleted). */
  inUse: Scalars['Boolean']['output'];
  /** The ledger account the accounting export books the line to, e.g. 4000-Transport. */
  ledgerAccount?: Maybe<Scalars['String']['output']>;
  moves: Array<CatalogItemMove>;
  name: Scalars['String']['output'];
  /** PERCENT only: the rate, e.g. 8.875. */
  ratePercent?: Maybe<Scalars['Float']['output']>;
  retiredAt?: Maybe<Scalars['DateTime']['output']>;
  /** TAX only: the state or province it applies to (none: every other one). */
  stateProvince?: Maybe<Scalars['String']['output']>;
  status: CatalogItemStatus;
  taxable: Scalars['Boolean']['output'];
  type: LineItemType;
  unit: BillingItemUnit;
  updatedAt: Scalars['DateTime']['output'];
  version: Scalars['Int']['output'];
};

export type BillingItemInput = {
  /** Minor units; 0 for a percent. */
  amount?: InputMaybe<Scalars['Int']['input']>;
  code: Scalars['String']['input'];
  ledgerAccount?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  ratePercent?: InputMaybe<Scalars['Float']['input']>;
  stateProvince?: InputMaybe<Scalars['String']['input']>;
  taxable: Scalars['Boolean']['input'];
  type: LineItemType;
  unit: BillingItemUnit;
};

export type BillingItemOrderBy = {
  column: BillingItemOrderByColumn;
  order: SortOrder;
};

export { BillingItemOrderByColumn };

export type BillingItemPaginator = {
  __typename?: 'BillingItemPaginator';
  data: Array<BillingItem>;
  paginatorInfo: PaginatorInfo;
};

export { BillingItemUnit };

export type BlockedDriver = {
  __typename?: 'BlockedDriver';
  driver: Driver;
  reasons: Array<Scalars['String']['output']>;
};

/** The tenant's default ledger accounts: where a line books when its billing item names no account. */
export type BooksAccounts = {
  __typename?: 'BooksAccounts';
  /** Expense for a bill line whose expense item names no account. */
  expense: Scalars['String']['output'];
  /** Income for a line type not listed in incomeByType. */
  income: Scalars['String']['output'];
  incomeByType: Array<BooksIncomeAccount>;
  payable: Scalars['String']['output'];
  receivable: Scalars['String']['output'];
  taxPayable: Scalars['String']['output'];
  undepositedFunds: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  version: Scalars['Int']['output'];
};

export type BooksAccountsInput = {
  expense: Scalars['String']['input'];
  income: Scalars['String']['input'];
  incomeByType: Array<BooksIncomeAccountInput>;
  payable: Scalars['String']['input'];
  receivable: Scalars['String']['input'];
  taxPayable: Scalars['String']['input'];
  undepositedFunds: Scalars['String']['input'];
};

export type BooksExport = {
  __typename?: 'BooksExport';
  createdAt: Scalars['DateTime']['output'];
  createdByName?: Maybe<Scalars['String']['output']>;
  /** The stored file (QB_EXPORTS); its url downloads it. */
  file: Media;
  format: BooksExportFormat;
  /** YYYY-MM-DD: the first day of the period (an invoice's issue day, a payment's receipt day, a settlement's last day). */
  from: Scalars['String']['output'];
  /** Every kind, in BooksRecordKind's order (zero counts included). */
  holds: Array<BooksKindSummary>;
  id: Scalars['ID']['output'];
  /** Asked to take records already exported in this format again. */
  includeExported: Scalars['Boolean']['output'];
  /** YYYY-MM-DD: the last day of the period. */
  to: Scalars['String']['output'];
};

export { BooksExportFormat };

export type BooksExportPaginator = {
  __typename?: 'BooksExportPaginator';
  data: Array<BooksExport>;
  paginatorInfo: PaginatorInfo;
};

/** What an export of the period would hold now; nothing is stored. */
export type BooksExportPreview = {
  __typename?: 'BooksExportPreview';
  /** Records of the period an export of this format already holds (left out unless includeExported). */
  alreadyExported: Scalars['Int']['output'];
  format: BooksExportFormat;
  from: Scalars['String']['output'];
  holds: Array<BooksKindSummary>;
  includeExported: Scalars['Boolean']['output'];
  to: Scalars['String']['output'];
};

/** An income account for one invoice line type. */
export type BooksIncomeAccount = {
  __typename?: 'BooksIncomeAccount';
  account: Scalars['String']['output'];
  type: LineItemType;
};

export type BooksIncomeAccountInput = {
  account: Scalars['String']['input'];
  type: LineItemType;
};

/** How many records of a kind an export holds and their total (minor units; a credit note's is negative). */
export type BooksKindSummary = {
  __typename?: 'BooksKindSummary';
  count: Scalars['Int']['output'];
  kind: BooksRecordKind;
  total: Scalars['Float']['output'];
};

export { BooksRecordKind };

/** How many calls one person logged today (the tenant's day). */
export type CallCenterCallCount = {
  __typename?: 'CallCenterCallCount';
  calls: Scalars['Int']['output'];
  userId: Scalars['ID']['output'];
  userName: Scalars['String']['output'];
};

export { CallCenterDay };

/** A leg in the call center's queue: whom to call, and the promise it keeps. */
export type CallCenterLeg = {
  __typename?: 'CallCenterLeg';
  /** Whom to call: the leg's own pickup contact, else its delivery contact (as given on the order); null when neither was given. */
  contact?: Maybe<LegContact>;
  /** The last entry of the leg's communication log (any channel), or null. */
  lastContact?: Maybe<CommunicationEntry>;
  leg: OrderLeg;
  /** The promised pickup day (YYYY-MM-DD, the tenant's zone): the confirmed pickup's day, else the requested day; null for ASAP. */
  promisedDay?: Maybe<Scalars['String']['output']>;
};

export type CallCenterLegPaginator = {
  __typename?: 'CallCenterLegPaginator';
  data: Array<CallCenterLeg>;
  paginatorInfo: PaginatorInfo;
};

/** A member of the tenant's call center team (a callback's possible owner). */
export type CallCenterMember = {
  __typename?: 'CallCenterMember';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** /call-center: what waits for the team; each count is capped as the lists are (past 1,000 it says 1,001). */
export type CallCenterOverview = {
  __typename?: 'CallCenterOverview';
  /** Callbacks whose time has come and nobody has been in touch since: one's own, or the team's for a lead. */
  callbacksDue: Scalars['Int']['output'];
  callsToday: Array<CallCenterCallCount>;
  /** Whether callbacksDue (and callCenterCallbacks) are the team's: a CALL_CENTER_LEAD's or an ADMIN's. */
  teamCallbacks: Scalars['Boolean']['output'];
  toAcknowledge: Scalars['Int']['output'];
  toConfirmToday: Scalars['Int']['output'];
  toConfirmTomorrow: Scalars['Int']['output'];
  toReschedule: Scalars['Int']['output'];
  /** Today in the tenant's zone (YYYY-MM-DD). */
  today: Scalars['String']['output'];
};

export { CallCenterQueue };

export { CatalogItemMove };

export { CatalogItemStatus };

export type ChangePasswordInput = {
  currentPassword: Scalars['String']['input'];
  password: Scalars['String']['input'];
  passwordConfirmation: Scalars['String']['input'];
};

export type Client = {
  __typename?: 'Client';
  /** The client relations user the account belongs to; none while no one is named. */
  accountManager?: Maybe<AccountManager>;
  billingEmail?: Maybe<Scalars['String']['output']>;
  billingItems: Array<PartyBillingItem>;
  billingName?: Maybe<Scalars['String']['output']>;
  billingPhone?: Maybe<Scalars['String']['output']>;
  code?: Maybe<Scalars['String']['output']>;
  contacts: Array<ClientContact>;
  createdAt: Scalars['DateTime']['output'];
  customerCount: Scalars['Int']['output'];
  customers: Array<Customer>;
  deletedAt?: Maybe<Scalars['DateTime']['output']>;
  displayName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  invoicing: ClientInvoicing;
  locations: Array<Location>;
  moves: Array<AccountMove>;
  openOrderCount: Scalars['Int']['output'];
  /** Up to 50 open orders, named in the delete confirmation. */
  openOrders: Array<Order>;
  /** Portal users whose every client would be deleted with this one: deleting it deactivates them. */
  portalUsersLosingAccess: Array<AdminUser>;
  /** The client's volume rebate tiers, lowest threshold first (staff only). */
  rebateTiers: Array<RebateTier>;
  status: ClientStatus;
  /** The client's tags (staff only), by name. */
  tags: Array<Tag>;
  tariffRates: Array<TariffRate>;
  version: Scalars['Int']['output'];
};

export { ClientColumn };

export type ClientContact = {
  __typename?: 'ClientContact';
  email?: Maybe<Scalars['String']['output']>;
  fax?: Maybe<Scalars['String']['output']>;
  firstName?: Maybe<Scalars['String']['output']>;
  fullName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  mobilePhone?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  phoneExt?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
  type: ContactType;
  version: Scalars['Int']['output'];
};

/** A client's payment credit: what it paid beyond its invoices, not yet applied. */
export type ClientCredit = {
  __typename?: 'ClientCredit';
  amount: Scalars['Float']['output'];
  client: Client;
};

/** An account's last 90 days (the tenant's days, today included), from its stored orders, legs, reports and invoices. */
export type ClientHealth = {
  __typename?: 'ClientHealth';
  /** Days from issue to the last payment, on average over those invoices; none without one. */
  averagePaymentDays?: Maybe<Scalars['Float']['output']>;
  client: Client;
  /** legsDamaged / legsDelivered; none without a delivery. */
  damageRate?: Maybe<Scalars['Float']['output']>;
  /** Invoices paid in full in the period. */
  invoicesPaid: Scalars['Int']['output'];
  /** Delivered legs with an accident report or new damage on a delivery condition report. */
  legsDamaged: Scalars['Int']['output'];
  legsDelivered: Scalars['Int']['output'];
  /** Of those, delivered on or before it. */
  legsOnTime: Scalars['Int']['output'];
  /** Delivered legs that had a promised day (confirmed, else requested ON or BEFORE). */
  legsPromised: Scalars['Int']['output'];
  /** legsOnTime / legsPromised; none without a promised delivery. */
  onTimeRate?: Maybe<Scalars['Float']['output']>;
  openIssues: Array<ClientIssue>;
  orders: Scalars['Int']['output'];
  /** The first day counted (YYYY-MM-DD). */
  since: Scalars['String']['output'];
};

export type ClientInput = {
  billingEmail?: InputMaybe<Scalars['String']['input']>;
  billingName?: InputMaybe<Scalars['String']['input']>;
  billingPhone?: InputMaybe<Scalars['String']['input']>;
  code?: InputMaybe<Scalars['String']['input']>;
  displayName: Scalars['String']['input'];
};

/** How a client is invoiced; the money areas read it. */
export type ClientInvoicing = {
  __typename?: 'ClientInvoicing';
  billingAddress?: Maybe<Location>;
  billingContact?: Maybe<ClientContact>;
  invoiceEmails: Array<Scalars['String']['output']>;
  invoiceFrequency: InvoiceFrequency;
  /** Each of the client's customers gets invoices of its own (the client's terms); otherwise the client is billed. */
  invoicePerCustomer: Scalars['Boolean']['output'];
  paymentTerms: PaymentTerms;
  poRequired: Scalars['Boolean']['output'];
  taxExempt: Scalars['Boolean']['output'];
  taxExemptCertificate?: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD: the certificate's expiry. */
  taxExemptUntil?: Maybe<Scalars['String']['output']>;
};

export type ClientInvoicingInput = {
  billingAddress?: InputMaybe<BillingAddressInput>;
  billingContactId?: InputMaybe<Scalars['ID']['input']>;
  invoiceEmails: Array<Scalars['String']['input']>;
  invoiceFrequency: InvoiceFrequency;
  /** Absent: false. */
  invoicePerCustomer?: InputMaybe<Scalars['Boolean']['input']>;
  paymentTerms: PaymentTerms;
  poRequired: Scalars['Boolean']['input'];
  taxExempt: Scalars['Boolean']['input'];
  taxExemptCertificate?: InputMaybe<Scalars['String']['input']>;
  taxExemptUntil?: InputMaybe<Scalars['String']['input']>;
};

/** Something open on an account: a late leg, an open accident report, an invoice past its due day. */
export type ClientIssue = {
  __typename?: 'ClientIssue';
  /** The leg or order page it opens on (none for an invoice: the money pages are billing's and accounting's). */
  href?: Maybe<Scalars['String']['output']>;
  /** The record's own id (a leg, an accident report or an invoice). */
  id: Scalars['ID']['output'];
  kind: ClientIssueKind;
  /** Its number as people read it (O-100191-2, AI-100004, INV-100020). */
  number: Scalars['String']['output'];
  /** The day it became late or was reported (YYYY-MM-DD, the tenant's day). */
  since: Scalars['String']['output'];
};

export { ClientIssueKind };

export type ClientOrderBy = {
  column: ClientColumn;
  order: SortOrder;
};

export type ClientPaginator = {
  __typename?: 'ClientPaginator';
  data: Array<Client>;
  paginatorInfo: PaginatorInfo;
};

/** One account of the overview: this month's orders against last month's, and what needs a word with the client. */
export type ClientRelationsAccount = {
  __typename?: 'ClientRelationsAccount';
  client: Client;
  /** Legs not delivered whose confirmed delivery day (else the requested ON or BEFORE day) has passed. */
  lateDeliveries: Scalars['Int']['output'];
  /** Legs not picked up whose confirmed pickup day (else the requested ON or BEFORE day) has passed. */
  latePickups: Scalars['Int']['output'];
  /** Days since the oldest open quote was made; none without open quotes. */
  oldestOpenQuoteDays?: Maybe<Scalars['Int']['output']>;
  /** OPEN accident reports on the account's orders: the damage claims being worked. */
  openDamageClaims: Scalars['Int']['output'];
  /** Quotes PENDING or ACCEPTED and not made an order yet. */
  openQuotes: Scalars['Int']['output'];
  /** Orders made in the whole of last month. */
  ordersLastMonth: Scalars['Int']['output'];
  /** Orders made this calendar month (the tenant's days). */
  ordersThisMonth: Scalars['Int']['output'];
};

export { ClientStatus };

export type ClientWhere = {
  AND?: InputMaybe<Array<ClientWhere>>;
  OR?: InputMaybe<Array<ClientWhere>>;
  column?: InputMaybe<ClientColumn>;
  operator?: InputMaybe<SqlOperator>;
  value?: InputMaybe<Scalars['JSON']['input']>;
};

export type Comment = {
  __typename?: 'Comment';
  authorName?: Maybe<Scalars['String']['output']>;
  body: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  entityId: Scalars['ID']['output'];
  entityKind: CommentEntityKind;
  id: Scalars['ID']['output'];
  internal: Scalars['Boolean']['output'];
  mentions: Array<User>;
};

export { CommentEntityKind };

export type CommentInput = {
  body: Scalars['String']['input'];
  entityId: Scalars['ID']['input'];
  entityKind: CommentEntityKind;
  internal?: InputMaybe<Scalars['Boolean']['input']>;
};

export { CommunicationChannel };

/** A person the log form offers for a record: its own contacts (a leg's pickup and delivery contacts, a client's contacts). */
export type CommunicationContact = {
  __typename?: 'CommunicationContact';
  email?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  /** What the person is to the record: Pickup, Delivery, Primary, … */
  role: Scalars['String']['output'];
};

export { CommunicationDirection };

/** One contact made with someone about a record (staff only: the portal schema has no such type). */
export type CommunicationEntry = {
  __typename?: 'CommunicationEntry';
  /** When to call back; its owner gets a reminder in the bell at that time. */
  callbackAt?: Maybe<Scalars['DateTime']['output']>;
  /** Who the callback reminder goes to (the author unless reassigned). */
  callbackOwnerName?: Maybe<Scalars['String']['output']>;
  channel: CommunicationChannel;
  contactEmail?: Maybe<Scalars['String']['output']>;
  contactName?: Maybe<Scalars['String']['output']>;
  contactPhone?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  direction: CommunicationDirection;
  id: Scalars['ID']['output'];
  notes?: Maybe<Scalars['String']['output']>;
  outcome: CommunicationOutcome;
  /** When the reminder went out (null until callbackAt has passed and the sweep ran). */
  remindedAt?: Maybe<Scalars['DateTime']['output']>;
  subjectId: Scalars['ID']['output'];
  subjectKind: CommunicationSubjectKind;
  /** Who logged it. */
  userName?: Maybe<Scalars['String']['output']>;
};

export type CommunicationEntryPaginator = {
  __typename?: 'CommunicationEntryPaginator';
  data: Array<CommunicationEntry>;
  paginatorInfo: PaginatorInfo;
};

export type CommunicationInput = {
  /** Must lie in the future. */
  callbackAt?: InputMaybe<Scalars['DateTime']['input']>;
  channel: CommunicationChannel;
  contactEmail?: InputMaybe<Scalars['String']['input']>;
  contactName?: InputMaybe<Scalars['String']['input']>;
  contactPhone?: InputMaybe<Scalars['String']['input']>;
  direction: CommunicationDirection;
  notes?: InputMaybe<Scalars['String']['input']>;
  outcome: CommunicationOutcome;
  subject: CommunicationSubjectInput;
};

export type CommunicationMailInput = {
  contactName?: InputMaybe<Scalars['String']['input']>;
  legId: Scalars['ID']['input'];
  template: CommunicationTemplate;
  to: Scalars['String']['input'];
};

export { CommunicationOutcome };

export type CommunicationSubjectInput = {
  id: Scalars['ID']['input'];
  kind: CommunicationSubjectKind;
};

export { CommunicationSubjectKind };

export { CommunicationTemplate };

/** A photo or signature taken for a report, with the time and place the device recorded. */
export type ConditionPhoto = {
  __typename?: 'ConditionPhoto';
  capturedAt: Scalars['DateTime']['output'];
  /** The id the device gave it: a retried upload with the same id returns this photo. */
  clientId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  kind: ConditionPhotoKind;
  latitude?: Maybe<Scalars['Float']['output']>;
  longitude?: Maybe<Scalars['Float']['output']>;
  thumbnailUrl?: Maybe<Scalars['String']['output']>;
  url: Scalars['String']['output'];
};

export { ConditionPhotoKind };

export type ConditionReport = {
  __typename?: 'ConditionReport';
  /** The bill of lading made from the submitted report (a PDF). */
  billOfLading?: Maybe<Media>;
  capturedAt: Scalars['DateTime']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** Set when the customer was not there to sign (the BOL says so in a stamp). */
  customerNotAvailableReason?: Maybe<Scalars['String']['output']>;
  customerSignature?: Maybe<Signature>;
  damages: Array<VehicleDamage>;
  direction: ConditionReportDirection;
  driverSignature?: Maybe<Signature>;
  /** Per cent, for an electric vehicle. */
  evStateOfCharge?: Maybe<Scalars['Int']['output']>;
  eventOptions: Array<EventOption>;
  fobsCount: Scalars['Int']['output'];
  fuelLevel?: Maybe<FuelLevel>;
  id: Scalars['ID']['output'];
  interiorConditions: Array<InteriorCondition>;
  items: Array<InspectionItem>;
  keysCount: Scalars['Int']['output'];
  keysPhoto?: Maybe<ConditionPhoto>;
  latitude?: Maybe<Scalars['Float']['output']>;
  longitude?: Maybe<Scalars['Float']['output']>;
  looseItems: Array<LooseItem>;
  /** How many damages are new since the last custody. */
  newDamageCount: Scalars['Int']['output'];
  notes?: Maybe<Scalars['String']['output']>;
  number: Scalars['String']['output'];
  obstructions: Array<InspectionObstruction>;
  odometer?: Maybe<Scalars['Int']['output']>;
  odometerPhoto?: Maybe<ConditionPhoto>;
  orderLeg: OrderLeg;
  photos: Array<ConditionPhoto>;
  /** The report this one is compared with: the vehicle's previous delivery report. */
  previousReport?: Maybe<ConditionReport>;
  rejectReason?: Maybe<Scalars['String']['output']>;
  reviewedAt?: Maybe<Scalars['DateTime']['output']>;
  reviewedByName?: Maybe<Scalars['String']['output']>;
  status: ConditionReportStatus;
  /** The storage record whose check-in or check-out used this CHECK_IN / CHECK_OUT report; null while unused (and for pickup and delivery). */
  storageRecordId?: Maybe<Scalars['ID']['output']>;
  submittedAt?: Maybe<Scalars['DateTime']['output']>;
  submittedByName?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  version: Scalars['Int']['output'];
  /** The leg's vehicle's VIN when the report was made. */
  vin?: Maybe<Scalars['String']['output']>;
  /** False when the scanned VIN is not the leg's vehicle's (the driver confirmed it on the device); null when none was scanned. */
  vinMatches?: Maybe<Scalars['Boolean']['output']>;
  vinScanned?: Maybe<Scalars['String']['output']>;
  washType?: Maybe<WashType>;
};

export { ConditionReportDirection };

export { ConditionReportEvent };

export type ConditionReportEventInput = {
  reason?: InputMaybe<Scalars['String']['input']>;
};

export type ConditionReportFilter = {
  direction?: InputMaybe<ConditionReportDirection>;
  /** Only reports with damage new since the last custody. */
  newDamage?: InputMaybe<Scalars['Boolean']['input']>;
  orderLegId?: InputMaybe<Scalars['ID']['input']>;
  status?: InputMaybe<Array<ConditionReportStatus>>;
};

export type ConditionReportInput = {
  /** The driver saw that the scanned VIN is not the leg's vehicle's and sends it anyway (help desk is alerted). */
  acceptVinMismatch?: InputMaybe<Scalars['Boolean']['input']>;
  capturedAt: Scalars['DateTime']['input'];
  /** The device's id for this report: a retried submit with the same id answers the report it already made. */
  clientId: Scalars['ID']['input'];
  customerNotAvailableReason?: InputMaybe<Scalars['String']['input']>;
  customerSignature?: InputMaybe<SignatureInput>;
  damages: Array<VehicleDamageInput>;
  direction: ConditionReportDirection;
  driverSignature: SignatureInput;
  evStateOfCharge?: InputMaybe<Scalars['Int']['input']>;
  fobsCount: Scalars['Int']['input'];
  fuelLevel?: InputMaybe<FuelLevel>;
  interiorConditions: Array<InteriorCondition>;
  items: Array<InspectionItemInput>;
  keysCount: Scalars['Int']['input'];
  keysPhotoId?: InputMaybe<Scalars['ID']['input']>;
  latitude?: InputMaybe<Scalars['Float']['input']>;
  longitude?: InputMaybe<Scalars['Float']['input']>;
  looseItems: Array<LooseItemInput>;
  notes?: InputMaybe<Scalars['String']['input']>;
  obstructions: Array<InspectionObstruction>;
  odometer?: InputMaybe<Scalars['Int']['input']>;
  odometerPhotoId?: InputMaybe<Scalars['ID']['input']>;
  orderLegId: Scalars['ID']['input'];
  photoIds: Array<Scalars['ID']['input']>;
  vinScanned?: InputMaybe<Scalars['String']['input']>;
  washType?: InputMaybe<WashType>;
};

export type ConditionReportPaginator = {
  __typename?: 'ConditionReportPaginator';
  data: Array<ConditionReport>;
  paginatorInfo: PaginatorInfo;
};

export { ConditionReportStatus };

/** The windows agreed with the customer and the call that agreed them (one action: the leg event and the log entry commit together). */
export type ConfirmLegWithCallInput = {
  confirmedDeliveryAt: Scalars['DateTime']['input'];
  confirmedPickupAt: Scalars['DateTime']['input'];
  /** Whom the agent spoke to; defaults to the leg's pickup contact. */
  contactName?: InputMaybe<Scalars['String']['input']>;
  contactPhone?: InputMaybe<Scalars['String']['input']>;
  /** The customer called in; otherwise the agent called out. */
  inbound?: InputMaybe<Scalars['Boolean']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
};

export type Contact = {
  __typename?: 'Contact';
  email?: Maybe<Scalars['String']['output']>;
  fax?: Maybe<Scalars['String']['output']>;
  firstName?: Maybe<Scalars['String']['output']>;
  fullName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  mobilePhone?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  phoneExt?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
};

export type ContactFormInput = {
  company?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  message: Scalars['String']['input'];
  name: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
};

export type ContactFormReceipt = {
  __typename?: 'ContactFormReceipt';
  id: Scalars['ID']['output'];
  receivedAt: Scalars['DateTime']['output'];
};

export type ContactInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  fax?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  mobilePhone?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  phoneExt?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  type: ContactType;
};

export { ContactType };

export type CreateBooksExportInput = {
  format: BooksExportFormat;
  /** YYYY-MM-DD */
  from: Scalars['String']['input'];
  /** Take records already exported in this format as well. */
  includeExported?: InputMaybe<Scalars['Boolean']['input']>;
  /** YYYY-MM-DD */
  to: Scalars['String']['input'];
};

export type CreateInvoicesInput = {
  /** Delivered legs to invoice; grouped into invoices by client (or customer) and the client's frequency. */
  legIds: Array<Scalars['ID']['input']>;
  /** PO numbers by order (required where the client's invoicing says so). */
  poNumbers?: InputMaybe<Array<InvoicePoNumberInput>>;
};

export type CreatePersonalAccessTokenInput = {
  name: Scalars['String']['input'];
};

export type CreateSettlementsInput = {
  /** Only these legs (each delivered in the period, with the payee); else every unsettled leg of the period. */
  legIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** One payee; without it, every payee with unsettled legs in the period. */
  payee?: InputMaybe<SettlementPayeeInput>;
  /** YYYY-MM-DD; legs delivered from this day. */
  periodFrom: Scalars['String']['input'];
  /** YYYY-MM-DD; legs delivered up to this day. */
  periodTo: Scalars['String']['input'];
};

/** Part of a client's credit applied to one of its invoices (minor units). */
export type CreditApplication = {
  __typename?: 'CreditApplication';
  amount: Scalars['Float']['output'];
  createdAt: Scalars['DateTime']['output'];
  createdByName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The idempotency key it was applied with. */
  key: Scalars['String']['output'];
};

export type Customer = {
  __typename?: 'Customer';
  billingItems: Array<PartyBillingItem>;
  client: Client;
  code?: Maybe<Scalars['String']['output']>;
  contacts: Array<ClientContact>;
  createdAt: Scalars['DateTime']['output'];
  deletedAt?: Maybe<Scalars['DateTime']['output']>;
  displayName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** A deleted customer of a deleted client has none: its client is restored first. */
  moves: Array<AccountMove>;
  openOrderCount: Scalars['Int']['output'];
  status: ClientStatus;
  tariffRates: Array<TariffRate>;
  version: Scalars['Int']['output'];
};

export { CustomerColumn };

export type CustomerInput = {
  clientId: Scalars['ID']['input'];
  code?: InputMaybe<Scalars['String']['input']>;
  displayName: Scalars['String']['input'];
};

export type CustomerOrderBy = {
  column: CustomerColumn;
  order: SortOrder;
};

export type CustomerPaginator = {
  __typename?: 'CustomerPaginator';
  data: Array<Customer>;
  paginatorInfo: PaginatorInfo;
};

export type CustomerUpdateInput = {
  code?: InputMaybe<Scalars['String']['input']>;
  displayName: Scalars['String']['input'];
};

export type CustomerWhere = {
  AND?: InputMaybe<Array<CustomerWhere>>;
  OR?: InputMaybe<Array<CustomerWhere>>;
  column?: InputMaybe<CustomerColumn>;
  operator?: InputMaybe<SqlOperator>;
  value?: InputMaybe<Scalars['JSON']['input']>;
};

/** The staff dashboard's widgets, each the count behind a filtered list. */
export type DashboardSummary = {
  __typename?: 'DashboardSummary';
  legsByStatus: Array<LegCount>;
  openAlerts: Scalars['Int']['output'];
  todaysDeliveries: Scalars['Int']['output'];
  todaysPickups: Scalars['Int']['output'];
  unacknowledgedLegs: Scalars['Int']['output'];
};

export { DateMode };

export type DateRequest = {
  __typename?: 'DateRequest';
  /** YYYY-MM-DD; null for ASAP. */
  date?: Maybe<Scalars['String']['output']>;
  mode: DateMode;
};

export type DateRequestInput = {
  date?: InputMaybe<Scalars['String']['input']>;
  mode: DateMode;
};

/** A leg's survey as staff see it: sent when the leg was delivered, answered or not. */
export type DeliverySurvey = {
  __typename?: 'DeliverySurvey';
  answeredAt?: Maybe<Scalars['DateTime']['output']>;
  clientName?: Maybe<Scalars['String']['output']>;
  comment?: Maybe<Scalars['String']['output']>;
  driverId?: Maybe<Scalars['ID']['output']>;
  driverName?: Maybe<Scalars['String']['output']>;
  expiresAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  legNumber: Scalars['String']['output'];
  mailedTo?: Maybe<Scalars['String']['output']>;
  orderId: Scalars['ID']['output'];
  orderLegId: Scalars['ID']['output'];
  rating?: Maybe<Scalars['Int']['output']>;
  sentAt: Scalars['DateTime']['output'];
  tags: Array<DeliverySurveyTag>;
};

export type DeliverySurveyAnswerInput = {
  comment?: InputMaybe<Scalars['String']['input']>;
  /** 1 (poor) to 5 (excellent). */
  rating: Scalars['Int']['input'];
  tags: Array<DeliverySurveyTag>;
};

export { DeliverySurveyState };

export { DeliverySurveyTag };

/** The current tenant as /admin/settings/demo shows it. */
export type DemoData = {
  __typename?: 'DemoData';
  holdings: DemoDataHoldings;
  /** The tenant's id. */
  id: Scalars['ID']['output'];
  /** The latest job, running or ended; null before the first. */
  job?: Maybe<DemoDataJob>;
  name: Scalars['String']['output'];
  /** A production tenant refuses demo data; only the seed or the database's owner marks one non-production. */
  production: Scalars['Boolean']['output'];
  /** The tenant row's version (markTenantProduction). */
  version: Scalars['Int']['output'];
};

/** What the tenant holds of what the demo loads. */
export type DemoDataHoldings = {
  __typename?: 'DemoDataHoldings';
  clients: Scalars['Int']['output'];
  drivers: Scalars['Int']['output'];
  legs: Scalars['Int']['output'];
  locations: Scalars['Int']['output'];
  orders: Scalars['Int']['output'];
  quotes: Scalars['Int']['output'];
  vehicles: Scalars['Int']['output'];
};

/** A load or reset of the tenant's demo data (/admin/settings/demo): step of steps committed, each in its own transaction. */
export type DemoDataJob = {
  __typename?: 'DemoDataJob';
  /** Why the job failed (the failed step was rolled back), or null. */
  error?: Maybe<Scalars['String']['output']>;
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  kind: DemoDataJobKind;
  /** step ÷ steps as a whole percentage. */
  percent: Scalars['Int']['output'];
  startedAt: Scalars['DateTime']['output'];
  /** The name of the admin who started it. */
  startedBy?: Maybe<Scalars['String']['output']>;
  status: DemoDataJobStatus;
  /** Steps committed so far. */
  step: Scalars['Int']['output'];
  /** What the step in progress does (null once the job has ended). */
  stepLabel?: Maybe<Scalars['String']['output']>;
  steps: Scalars['Int']['output'];
  version: Scalars['Int']['output'];
};

export { DemoDataJobKind };

export { DemoDataJobStatus };

/** The board's filters: open legs (CLEARED_FOR_DISPATCH, PENDING_PICKUP, IN_TRANSIT, ABORTED by default) by pickup day and region. */
export type DispatchBoardFilter = {
  /** First pickup day (YYYY-MM-DD, the tenant's days). */
  from?: InputMaybe<Scalars['String']['input']>;
  /** States or provinces of the pickup (TX, ON). */
  regions?: InputMaybe<Array<Scalars['String']['input']>>;
  /** A leg number or VIN. */
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Array<OrderLegStatus>>;
  /** Legs carrying any of these tags (a malformed or unknown id matches nothing). */
  tagIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  to?: InputMaybe<Scalars['String']['input']>;
  /** Only legs without a driver or trucking company. */
  unassigned?: InputMaybe<Scalars['Boolean']['input']>;
};

export type DispatchBoardPaginator = {
  __typename?: 'DispatchBoardPaginator';
  data: Array<DispatchBoardRow>;
  paginatorInfo: PaginatorInfo;
};

export type DispatchBoardRow = {
  __typename?: 'DispatchBoardRow';
  delivery?: Maybe<GeoPoint>;
  leg: OrderLeg;
  pickup?: Maybe<GeoPoint>;
  /** The day the leg is picked up: confirmed, else requested (null when ASAP). */
  pickupDay?: Maybe<Scalars['String']['output']>;
  region?: Maybe<Scalars['String']['output']>;
};

export type DispatchDriverPaginator = {
  __typename?: 'DispatchDriverPaginator';
  data: Array<DispatchDriverRow>;
  paginatorInfo: PaginatorInfo;
};

export type DispatchDriverRow = {
  __typename?: 'DispatchDriverRow';
  currentLeg?: Maybe<OrderLeg>;
  driver: Driver;
  lastPosition?: Maybe<DriverPosition>;
  legsThisWeek: Scalars['Int']['output'];
  legsToday: Scalars['Int']['output'];
  nextLeg?: Maybe<OrderLeg>;
};

/** Every open leg the filter finds, drawn on the map (at most `limit`; `total` says how many matched). */
export type DispatchMap = {
  __typename?: 'DispatchMap';
  legs: Array<DispatchMapLeg>;
  /** Regions with open legs, for the filter. */
  regions: Array<Scalars['String']['output']>;
  total: Scalars['Int']['output'];
};

export type DispatchMapLeg = {
  __typename?: 'DispatchMapLeg';
  delivery?: Maybe<GeoPoint>;
  id: Scalars['ID']['output'];
  number: Scalars['String']['output'];
  pickup?: Maybe<GeoPoint>;
  status: OrderLegStatus;
};

/** A proposed day: one driver per selected leg (min-cost matching), each pairing explained; nothing is assigned until applied. */
export type DispatchPlan = {
  __typename?: 'DispatchPlan';
  driversConsidered: Scalars['Int']['output'];
  pairs: Array<PlannedLeg>;
  totalDeadheadMiles: Scalars['Float']['output'];
  unassigned: Array<UnplannedLeg>;
};

/** A state or province, or one of its counties, with its title and registration requirements. */
export type District = {
  __typename?: 'District';
  /** A state's counties (empty for a county). */
  counties: Array<District>;
  country: DistrictCountry;
  /** Null for the state or province itself. */
  county?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** What applies here: the state's list with the county's merged over it; with a model year, the odometer window applied. */
  effectiveRequirements: Array<DistrictRequirement>;
  id: Scalars['ID']['output'];
  level: DistrictLevel;
  /** Texas; Travis County, Texas. */
  name: Scalars['String']['output'];
  notes: Array<DistrictNote>;
  officeCount: Scalars['Int']['output'];
  /** The REGISTRATION locations that process its paperwork. */
  offices: Array<Location>;
  requirementCount: Scalars['Int']['output'];
  /** Its own list, in order (a county's: what it adds or overrides). */
  requirements: Array<DistrictRequirement>;
  /** Two letters: TX, ON. */
  stateProvince: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  version: Scalars['Int']['output'];
};


/** A state or province, or one of its counties, with its title and registration requirements. */
export type DistrictEffectiveRequirementsArgs = {
  modelYear?: InputMaybe<Scalars['Int']['input']>;
};

export { DistrictCountry };

export type DistrictInput = {
  /** Leave empty for the state or province itself. */
  county?: InputMaybe<Scalars['String']['input']>;
  /** Two letters: a US state (or DC) or a Canadian province or territory. */
  stateProvince: Scalars['String']['input'];
};

export { DistrictLevel };

/** A district's note (GENERAL, or SPECIAL_INSTRUCTIONS a title clerk must follow). */
export type DistrictNote = {
  __typename?: 'DistrictNote';
  body: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  createdByName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  kind: NoteKind;
};

export type DistrictNoteInput = {
  body: Scalars['String']['input'];
  kind: NoteKind;
};

export type DistrictPaginator = {
  __typename?: 'DistrictPaginator';
  data: Array<District>;
  paginatorInfo: PaginatorInfo;
};

/** A requirement type as one district lists it. */
export type DistrictRequirement = {
  __typename?: 'DistrictRequirement';
  appliesWhen: RequirementCondition;
  county?: Maybe<Scalars['String']['output']>;
  /** USD in the US, CAD in Canada. */
  currency: Scalars['String']['output'];
  /** FEE only: minor units of the district's currency. */
  feeAmount?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  level: DistrictLevel;
  notes?: Maybe<Scalars['String']['output']>;
  position: Scalars['Int']['output'];
  requirementType: RequirementType;
  /** The district that lists it (the state's or the county's row). */
  stateProvince: Scalars['String']['output'];
};

export type DistrictRequirementInput = {
  appliesWhen: RequirementCondition;
  /** FEE types only, minor units. */
  feeAmount?: InputMaybe<Scalars['Int']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  requirementTypeId: Scalars['ID']['input'];
};

export { DocumentTarget };

/** What a DOCUMENTS file is, which records' files it applies to and how long it is kept. */
export type DocumentType = {
  __typename?: 'DocumentType';
  appliesTo: Array<DocumentTarget>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  inUse: Scalars['Boolean']['output'];
  moves: Array<CatalogItemMove>;
  /** Unique in the tenant, case-blind. */
  name: Scalars['String']['output'];
  retentionYears: Scalars['Int']['output'];
  retiredAt?: Maybe<Scalars['DateTime']['output']>;
  status: CatalogItemStatus;
  updatedAt: Scalars['DateTime']['output'];
  version: Scalars['Int']['output'];
};

export type DocumentTypeInput = {
  appliesTo: Array<DocumentTarget>;
  name: Scalars['String']['input'];
  retentionYears: Scalars['Int']['input'];
};

export type DocumentTypeOrderBy = {
  column: DocumentTypeOrderByColumn;
  order: SortOrder;
};

export { DocumentTypeOrderByColumn };

export type DocumentTypePaginator = {
  __typename?: 'DocumentTypePaginator';
  data: Array<DocumentType>;
  paginatorInfo: PaginatorInfo;
};

export type Driver = {
  __typename?: 'Driver';
  activity: Array<AuditEntry>;
  contacts: Array<DriverContact>;
  createdAt: Scalars['DateTime']['output'];
  disqualifiedAt?: Maybe<Scalars['DateTime']['output']>;
  disqualifiedByName?: Maybe<Scalars['String']['output']>;
  disqualifiedReason?: Maybe<Scalars['String']['output']>;
  dscVisibility: Array<DscVisibility>;
  email?: Maybe<Scalars['String']['output']>;
  employment: DriverEmployment;
  endorsements: Array<LicenceEndorsement>;
  firstName: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  homeHubId?: Maybe<Scalars['ID']['output']>;
  homeHubName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  /** The open legs the driver may be offered now (DSC visibility, ranked by leg priority then pickup date): summaries only. */
  legOffers: Array<LegOffer>;
  legPriority: Array<LegPriority>;
  legs: OrderLegPaginator;
  licenceClass?: Maybe<LicenceClass>;
  /** YYYY-MM-DD */
  licenceExpiresOn?: Maybe<Scalars['String']['output']>;
  licenceNumber?: Maybe<Scalars['String']['output']>;
  licenceState?: Maybe<Scalars['String']['output']>;
  medicalCardExpiresOn?: Maybe<Scalars['String']['output']>;
  mvrReviewedOn?: Maybe<Scalars['String']['output']>;
  payProfile?: Maybe<PayProfile>;
  phone?: Maybe<Scalars['String']['output']>;
  status: DriverStatus;
  /** The last four digits of the driver's tax id (the statement and the 1099-NEC list show it masked). */
  taxIdLast4?: Maybe<Scalars['String']['output']>;
  truckingCompany?: Maybe<TruckingCompany>;
  units: Array<Unit>;
  updatedAt: Scalars['DateTime']['output'];
  /** The login linked to the driver, once invited. */
  user?: Maybe<User>;
  version: Scalars['Int']['output'];
  w9ReceivedOn?: Maybe<Scalars['String']['output']>;
};


export type DriverLegOffersArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type DriverLegsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};

export type DriverCandidate = {
  __typename?: 'DriverCandidate';
  /** Lower is better: deadhead miles, less the leg-priority bonus, plus the day's load (docs/decisions.md). */
  cost: Scalars['Float']['output'];
  deadheadMiles?: Maybe<Scalars['Float']['output']>;
  driver: Driver;
  from: DriverStart;
  reasons: Array<Scalars['String']['output']>;
  warnings: Array<Scalars['String']['output']>;
};

export type DriverContact = {
  __typename?: 'DriverContact';
  email?: Maybe<Scalars['String']['output']>;
  firstName?: Maybe<Scalars['String']['output']>;
  fullName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  /** Who the contact is to the driver (spouse, parent) or their title. */
  title?: Maybe<Scalars['String']['output']>;
  type: DriverContactType;
};

export type DriverContactInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  type: DriverContactType;
};

export { DriverContactType };

export { DriverEmployment };

/** A driver's flight to a pickup, home or between legs. Times are instants; each says the zone it was given in. */
export type DriverFlight = {
  __typename?: 'DriverFlight';
  activity: Array<AuditEntry>;
  airline: Scalars['String']['output'];
  arrivalTimeZone: Scalars['String']['output'];
  arrivesAt: Scalars['DateTime']['output'];
  cancelReason?: Maybe<Scalars['String']['output']>;
  cancelledAt?: Maybe<Scalars['DateTime']['output']>;
  confirmationCode?: Maybe<Scalars['String']['output']>;
  /** Minor units. */
  cost: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  createdByName?: Maybe<Scalars['String']['output']>;
  departsAt: Scalars['DateTime']['output'];
  /** IANA zone of the departure airport, as the booking gave it. */
  departureTimeZone: Scalars['String']['output'];
  driver?: Maybe<Driver>;
  expenseKind: TravelExpenseKind;
  /** IATA flight designator and number, e.g. AA1234. */
  flightNumber: Scalars['String']['output'];
  /** IATA airport codes, e.g. DEN. */
  fromAirport: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  legs: Array<OrderLeg>;
  notes?: Maybe<Scalars['String']['output']>;
  purpose: TravelPurpose;
  receipts: Array<Media>;
  reimbursementStatus: ReimbursementStatus;
  toAirport: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  version: Scalars['Int']['output'];
};

export type DriverFlightInput = {
  airline: Scalars['String']['input'];
  arrivalTimeZone: Scalars['String']['input'];
  arrivesAt: Scalars['String']['input'];
  confirmationCode?: InputMaybe<Scalars['String']['input']>;
  /** Minor units, 0 to 99,999,999. */
  cost: Scalars['Int']['input'];
  /** ISO date-time. */
  departsAt: Scalars['String']['input'];
  departureTimeZone: Scalars['String']['input'];
  driverId: Scalars['ID']['input'];
  flightNumber: Scalars['String']['input'];
  fromAirport: Scalars['String']['input'];
  /** The legs the flight serves (at most 20): the tenant's, not assigned to another driver. */
  legIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  notes?: InputMaybe<Scalars['String']['input']>;
  purpose: TravelPurpose;
  toAirport: Scalars['String']['input'];
};

export type DriverFlightPaginator = {
  __typename?: 'DriverFlightPaginator';
  data: Array<DriverFlight>;
  paginatorInfo: PaginatorInfo;
  /** Sum of the cost of every live (not cancelled) flight the filter matches, all pages; minor units. */
  totalCost: Scalars['Float']['output'];
};

export type DriverInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  employment: DriverEmployment;
  endorsements?: InputMaybe<Array<LicenceEndorsement>>;
  firstName: Scalars['String']['input'];
  homeHubId?: InputMaybe<Scalars['ID']['input']>;
  lastName: Scalars['String']['input'];
  licenceClass?: InputMaybe<LicenceClass>;
  licenceExpiresOn?: InputMaybe<Scalars['String']['input']>;
  licenceNumber?: InputMaybe<Scalars['String']['input']>;
  licenceState?: InputMaybe<Scalars['String']['input']>;
  medicalCardExpiresOn?: InputMaybe<Scalars['String']['input']>;
  mvrReviewedOn?: InputMaybe<Scalars['String']['input']>;
  payProfile?: InputMaybe<PayProfileInput>;
  phone?: InputMaybe<Scalars['String']['input']>;
  /** The last four digits of the tax id only. */
  taxIdLast4?: InputMaybe<Scalars['String']['input']>;
  truckingCompanyId?: InputMaybe<Scalars['ID']['input']>;
  w9ReceivedOn?: InputMaybe<Scalars['String']['input']>;
};

export type DriverOrderBy = {
  column: DriverOrderByColumn;
  order: SortOrder;
};

export { DriverOrderByColumn };

export type DriverPaginator = {
  __typename?: 'DriverPaginator';
  data: Array<Driver>;
  paginatorInfo: PaginatorInfo;
};

/** Where a driver was last seen: the GPS of their last condition report. */
export type DriverPosition = {
  __typename?: 'DriverPosition';
  at: Scalars['DateTime']['output'];
  point: GeoPoint;
  source: Scalars['String']['output'];
};

/** A driver's uploaded receipt for an expense of the catalog, approved or rejected by accounting. */
export type DriverReceipt = {
  __typename?: 'DriverReceipt';
  /** Minor units. */
  amount: Scalars['Float']['output'];
  createdAt: Scalars['DateTime']['output'];
  driver: Driver;
  expenseItem: ExpenseItem;
  expenseType: SettlementExpenseType;
  /** Where a fuel receipt's fuel was bought: a US state, DC or a Canadian province code. */
  fuelJurisdiction?: Maybe<Scalars['String']['output']>;
  /** Whether a fuel receipt's pump price included its jurisdiction's fuel tax (true unless recorded otherwise). */
  fuelTaxPaid: Scalars['Boolean']['output'];
  /** A fuel receipt's volume, in the tenant's fuel unit; null until recorded. */
  fuelVolume?: Maybe<Scalars['Float']['output']>;
  id: Scalars['ID']['output'];
  leg?: Maybe<OrderLeg>;
  media?: Maybe<Media>;
  note?: Maybe<Scalars['String']['output']>;
  rejectReason?: Maybe<Scalars['String']['output']>;
  /** The settlement reimbursing it, once one does. */
  settlementId?: Maybe<Scalars['ID']['output']>;
  /** YYYY-MM-DD */
  spentOn: Scalars['String']['output'];
  status: DriverReceiptStatus;
  /** The power unit a fuel receipt fuelled, when named (else the IFTA return reads the leg's unit). */
  unit?: Maybe<Unit>;
  version: Scalars['Int']['output'];
};

export { DriverReceiptDecision };

/** A fuel receipt's details as the IFTA return reads them (docs/ifta.md). */
export type DriverReceiptFuelInput = {
  /** Where the fuel was bought: a US state, DC or a Canadian province code (TX, ON), in any case. */
  jurisdiction: Scalars['String']['input'];
  /** The pump price included that jurisdiction's fuel tax. */
  taxPaid?: InputMaybe<Scalars['Boolean']['input']>;
  /** The power unit fuelled; without it, the leg's unit is used. */
  unitId?: InputMaybe<Scalars['ID']['input']>;
  /** In the tenant's fuel unit (gallons or litres), more than 0 and under 10,000; kept to three decimals. */
  volume: Scalars['Float']['input'];
};

export { DriverReceiptStatus };

/** A driver's rental car; pickup and return times each say the zone they were given in. */
export type DriverRental = {
  __typename?: 'DriverRental';
  activity: Array<AuditEntry>;
  cancelReason?: Maybe<Scalars['String']['output']>;
  cancelledAt?: Maybe<Scalars['DateTime']['output']>;
  company: Scalars['String']['output'];
  confirmationCode?: Maybe<Scalars['String']['output']>;
  /** Minor units. */
  cost: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  createdByName?: Maybe<Scalars['String']['output']>;
  driver?: Maybe<Driver>;
  expenseKind: TravelExpenseKind;
  id: Scalars['ID']['output'];
  legs: Array<OrderLeg>;
  notes?: Maybe<Scalars['String']['output']>;
  pickupAt: Scalars['DateTime']['output'];
  pickupPlace: Scalars['String']['output'];
  pickupTimeZone: Scalars['String']['output'];
  purpose: TravelPurpose;
  receipts: Array<Media>;
  reimbursementStatus: ReimbursementStatus;
  returnAt: Scalars['DateTime']['output'];
  returnPlace: Scalars['String']['output'];
  returnTimeZone: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  version: Scalars['Int']['output'];
};

export type DriverRentalInput = {
  company: Scalars['String']['input'];
  confirmationCode?: InputMaybe<Scalars['String']['input']>;
  cost: Scalars['Int']['input'];
  driverId: Scalars['ID']['input'];
  legIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  notes?: InputMaybe<Scalars['String']['input']>;
  pickupAt: Scalars['String']['input'];
  pickupPlace: Scalars['String']['input'];
  pickupTimeZone: Scalars['String']['input'];
  purpose: TravelPurpose;
  returnAt: Scalars['String']['input'];
  returnPlace: Scalars['String']['input'];
  returnTimeZone: Scalars['String']['input'];
};

export type DriverRentalPaginator = {
  __typename?: 'DriverRentalPaginator';
  data: Array<DriverRental>;
  paginatorInfo: PaginatorInfo;
  /** Sum of the cost of every live (not cancelled) rental the filter matches, all pages; minor units. */
  totalCost: Scalars['Float']['output'];
};

export { DriverStart };

export { DriverStatus };

export type DriverSuggestions = {
  __typename?: 'DriverSuggestions';
  /** Drivers the qualification rule keeps off this leg, with why (never ranked among the candidates). */
  blocked: Array<BlockedDriver>;
  candidates: Array<DriverCandidate>;
  /** How many drivers were weighed. */
  considered: Scalars['Int']['output'];
};

/** A client (all its customers) or one customer whose open legs may be offered to the driver (docs/decisions.md). */
export type DscVisibility = {
  __typename?: 'DscVisibility';
  client: Client;
  customer?: Maybe<Customer>;
  id: Scalars['ID']['output'];
};

export type DscVisibilityInput = {
  clientId: Scalars['ID']['input'];
  customerId?: InputMaybe<Scalars['ID']['input']>;
};

/** One event of a machine-driven record's status: open now, or refused with the reason a transition would answer with. */
export type EventOption = {
  __typename?: 'EventOption';
  enabled: Scalars['Boolean']['output'];
  /** The event's GraphQL name (OrderLegEvent, OrderEvent, …). */
  event: Scalars['String']['output'];
  /** Why it is refused, in words for the person looking at the record. */
  reason?: Maybe<Scalars['String']['output']>;
  refusal?: Maybe<RefusalKind>;
};

/** An item a settlement charges or reimburses a driver for. */
export type ExpenseItem = {
  __typename?: 'ExpenseItem';
  code: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  inUse: Scalars['Boolean']['output'];
  ledgerAccount?: Maybe<Scalars['String']['output']>;
  moves: Array<CatalogItemMove>;
  name: Scalars['String']['output'];
  receiptRequired: Scalars['Boolean']['output'];
  reimbursable: Scalars['Boolean']['output'];
  retiredAt?: Maybe<Scalars['DateTime']['output']>;
  status: CatalogItemStatus;
  type: SettlementExpenseType;
  updatedAt: Scalars['DateTime']['output'];
  version: Scalars['Int']['output'];
};

export type ExpenseItemInput = {
  code: Scalars['String']['input'];
  ledgerAccount?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  receiptRequired: Scalars['Boolean']['input'];
  reimbursable: Scalars['Boolean']['input'];
  type: SettlementExpenseType;
};

export type ExpenseItemOrderBy = {
  column: ExpenseItemOrderByColumn;
  order: SortOrder;
};

export { ExpenseItemOrderByColumn };

export type ExpenseItemPaginator = {
  __typename?: 'ExpenseItemPaginator';
  data: Array<ExpenseItem>;
  paginatorInfo: PaginatorInfo;
};

/** A trucking company's insurance that runs out within the window (or has). */
export type ExpiringInsurance = {
  __typename?: 'ExpiringInsurance';
  /** YYYY-MM-DD */
  expiresOn: Scalars['String']['output'];
  insurer?: Maybe<Scalars['String']['output']>;
  /** CARGO or LIABILITY */
  kind: Scalars['String']['output'];
  truckingCompany: TruckingCompany;
};

export { FuelLevel };

/** A week of the fuel index pricing reads: from effectiveFrom until the next week's, FUEL lines charge ratePerDistance. */
export type FuelRate = {
  __typename?: 'FuelRate';
  createdAt: Scalars['DateTime']['output'];
  /** YYYY-MM-DD: the week's first day. */
  effectiveFrom: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The published price per fuel unit (gal or L), minor units to the thousandth; null on weeks written before issue 29. */
  pricePerUnit?: Maybe<Scalars['Float']['output']>;
  /** The surcharge per distance unit (minor units) the price gives by the tenant's schedule when the week was written. */
  ratePerDistance: Scalars['Float']['output'];
  /** Where the price was published (EIA weekly retail diesel, a supplier's notice). */
  source?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  version: Scalars['Int']['output'];
};

/** What a CSV import reads (preview) or wrote (import): nothing is written while any row is in error. */
export type FuelRateImport = {
  __typename?: 'FuelRateImport';
  created: Scalars['Int']['output'];
  errors: Array<FuelRateImportError>;
  rows: Array<FuelRateImportRow>;
  updated: Scalars['Int']['output'];
};

/** A row of the file that cannot be imported, and why. */
export type FuelRateImportError = {
  __typename?: 'FuelRateImportError';
  line: Scalars['Int']['output'];
  message: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

/** A week a CSV import would write: updates says the tenant already has that week (the import replaces its price). */
export type FuelRateImportRow = {
  __typename?: 'FuelRateImportRow';
  effectiveFrom: Scalars['String']['output'];
  line: Scalars['Int']['output'];
  pricePerUnit: Scalars['Float']['output'];
  ratePerDistance: Scalars['Float']['output'];
  updates: Scalars['Boolean']['output'];
};

export type FuelRateInput = {
  /** YYYY-MM-DD */
  effectiveFrom: Scalars['String']['input'];
  pricePerUnit: Scalars['Float']['input'];
  source?: InputMaybe<Scalars['String']['input']>;
};

export type FuelRateOrderBy = {
  column: FuelRateOrderByColumn;
  order: SortOrder;
};

export { FuelRateOrderByColumn };

export type FuelRatePaginator = {
  __typename?: 'FuelRatePaginator';
  data: Array<FuelRate>;
  paginatorInfo: PaginatorInfo;
};

export { FuelType };

/** A point on the dispatch map (no tiles: the map is drawn offline from the places' coordinates). */
export type GeoPoint = {
  __typename?: 'GeoPoint';
  /** Where it is, in words: "Dallas, TX". */
  label?: Maybe<Scalars['String']['output']>;
  lat: Scalars['Float']['output'];
  lng: Scalars['Float']['output'];
};

export type Geocode = {
  __typename?: 'Geocode';
  city?: Maybe<Scalars['String']['output']>;
  county?: Maybe<Scalars['String']['output']>;
  lat: Scalars['Float']['output'];
  lng: Scalars['Float']['output'];
  stateProvince?: Maybe<Scalars['String']['output']>;
};

export { GeocodeSource };

/** One reason a leg is on the list: since when, and what it is in words (times are for the page to format). */
export type HelpDeskCause = {
  __typename?: 'HelpDeskCause';
  at?: Maybe<Scalars['DateTime']['output']>;
  detail: Scalars['String']['output'];
  reason: HelpDeskReason;
};

/** Condition reports with new damage submitted on one of the tenant's days. */
export type HelpDeskDamageDay = {
  __typename?: 'HelpDeskDamageDay';
  count: Scalars['Int']['output'];
  /** YYYY-MM-DD in the tenant's zone. */
  day: Scalars['String']['output'];
};

/** A leg that needs a person and why. */
export type HelpDeskLeg = {
  __typename?: 'HelpDeskLeg';
  causes: Array<HelpDeskCause>;
  /** The causes' details in one sentence. */
  detail: Scalars['String']['output'];
  leg: OrderLeg;
  /** Every reason the leg is listed for (of those asked), oldest first. */
  reasons: Array<HelpDeskReason>;
  /** When the oldest of its problems began: the list's order. */
  since?: Maybe<Scalars['DateTime']['output']>;
};

export type HelpDeskLegPaginator = {
  __typename?: 'HelpDeskLegPaginator';
  data: Array<HelpDeskLeg>;
  paginatorInfo: PaginatorInfo;
};

export type HelpDeskOverview = {
  __typename?: 'HelpDeskOverview';
  /** The last 14 days (today last): reports submitted with new damage. */
  newDamageByDay: Array<HelpDeskDamageDay>;
  /** Alerts nobody has acknowledged yet. */
  openAlerts: Scalars['Int']['output'];
  reasons: Array<HelpDeskReasonCount>;
};

export { HelpDeskReason };

/** How many legs a reason lists; counting stops past 1,000 (the count is then 1,001). */
export type HelpDeskReasonCount = {
  __typename?: 'HelpDeskReasonCount';
  count: Scalars['Int']['output'];
  reason: HelpDeskReason;
};

/** A hub of the tenant: the depot drivers are homed at and dispatch plans from, with its address (offline geocode) and hours. */
export type Hub = {
  __typename?: 'Hub';
  /** The hub's address; null for a hub saved without one. */
  address1?: Maybe<Scalars['String']['output']>;
  address2?: Maybe<Scalars['String']['output']>;
  city?: Maybe<Scalars['String']['output']>;
  code: Scalars['String']['output'];
  country?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** Live drivers homed at the hub: while there are any, the hub cannot be retired. */
  driverCount: Scalars['Int']['output'];
  /** Where lat/lng came from: the offline postal-code table (POSTAL_CODE), the form (FORM), or nowhere (NONE). */
  geocodeSource?: Maybe<GeocodeSource>;
  hours?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lat?: Maybe<Scalars['Float']['output']>;
  lng?: Maybe<Scalars['Float']['output']>;
  name: Scalars['String']['output'];
  postalCode?: Maybe<Scalars['String']['output']>;
  stateProvince?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  version: Scalars['Int']['output'];
};

export type HubInput = {
  address1: Scalars['String']['input'];
  address2?: InputMaybe<Scalars['String']['input']>;
  city: Scalars['String']['input'];
  code: Scalars['String']['input'];
  country?: InputMaybe<Scalars['String']['input']>;
  hours?: InputMaybe<Scalars['String']['input']>;
  /** Typed coordinates win over the postal-code lookup; give both or neither. */
  lat?: InputMaybe<Scalars['Float']['input']>;
  lng?: InputMaybe<Scalars['Float']['input']>;
  name: Scalars['String']['input'];
  postalCode: Scalars['String']['input'];
  stateProvince: Scalars['String']['input'];
};

export type HubOrderBy = {
  column: HubOrderByColumn;
  order: SortOrder;
};

export { HubOrderByColumn };

export type HubPaginator = {
  __typename?: 'HubPaginator';
  data: Array<Hub>;
  paginatorInfo: PaginatorInfo;
};

export type IftaDecal = {
  __typename?: 'IftaDecal';
  createdAt: Scalars['DateTime']['output'];
  destroyedOn?: Maybe<Scalars['String']['output']>;
  destroyedReason?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** YYYY-MM-DD */
  issuedOn?: Maybe<Scalars['String']['output']>;
  /** The moves the signed-in user may make now (none for a reader). */
  moves: Array<IftaDecalMove>;
  number: Scalars['String']['output'];
  returnedOn?: Maybe<Scalars['String']['output']>;
  status: IftaDecalStatus;
  /** The unit it is (or was last) issued to. */
  unit?: Maybe<Unit>;
  updatedAt: Scalars['DateTime']['output'];
  version: Scalars['Int']['output'];
  year: Scalars['Int']['output'];
};

export type IftaDecalInput = {
  number: Scalars['String']['input'];
  year: Scalars['Int']['input'];
};

export { IftaDecalMove };

export type IftaDecalPaginator = {
  __typename?: 'IftaDecalPaginator';
  data: Array<IftaDecal>;
  paginatorInfo: PaginatorInfo;
};

export { IftaDecalStatus };

/** Whether a unit is an IFTA qualified motor vehicle (IFTA Articles of Agreement R245; docs/domain.md#ifta), and why. */
export type IftaQualification = {
  __typename?: 'IftaQualification';
  qualified: Scalars['Boolean']['output'];
  reason: Scalars['String']['output'];
};

/** A quarter's IFTA fuel tax rate for a jurisdiction and fuel type (US dollars per US gallon, as the IFTA, Inc. tax matrix prints them). */
export type IftaRate = {
  __typename?: 'IftaRate';
  fuelType: FuelType;
  id: Scalars['ID']['output'];
  /** Interest on late tax, per month (0.0041 is 0.41%). */
  interestRate?: Maybe<Scalars['Float']['output']>;
  /** Two-letter state or province code. */
  jurisdiction: Scalars['String']['output'];
  /** True for the tenant's own rate (editable); false for a published rate every tenant reads. */
  own: Scalars['Boolean']['output'];
  /** The quarter: 2025-Q3. */
  quarter: Scalars['String']['output'];
  rate: Scalars['Float']['output'];
  /** Where the rate was published. */
  source: Scalars['String']['output'];
  /** The jurisdiction's surcharge rate (on taxable gallons, no tax-paid credit); null when it has none. */
  surchargeRate?: Maybe<Scalars['Float']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  version: Scalars['Int']['output'];
};

export type IftaRateInput = {
  fuelType: FuelType;
  interestRate?: InputMaybe<Scalars['Float']['input']>;
  jurisdiction: Scalars['String']['input'];
  quarter: Scalars['String']['input'];
  rate: Scalars['Float']['input'];
  source: Scalars['String']['input'];
  surchargeRate?: InputMaybe<Scalars['Float']['input']>;
};

export { IncidentKind };

export { InspectionCheck };

export type InspectionItem = {
  __typename?: 'InspectionItem';
  code: InspectionItemCode;
  note?: Maybe<Scalars['String']['output']>;
  result: InspectionResult;
};

export { InspectionItemCode };

export type InspectionItemInput = {
  code: InspectionItemCode;
  note?: InputMaybe<Scalars['String']['input']>;
  result: InspectionResult;
};

export { InspectionKind };

export { InspectionObstruction };

export { InspectionResult };

export type Insurance = {
  __typename?: 'Insurance';
  /** YYYY-MM-DD */
  expiresOn?: Maybe<Scalars['String']['output']>;
  insurer?: Maybe<Scalars['String']['output']>;
  policy?: Maybe<Scalars['String']['output']>;
};

export type InsuranceInput = {
  expiresOn?: InputMaybe<Scalars['String']['input']>;
  insurer?: InputMaybe<Scalars['String']['input']>;
  policy?: InputMaybe<Scalars['String']['input']>;
};

export { InteriorCondition };

export type Invoice = {
  __typename?: 'Invoice';
  /** The invoice's actions that are no machine event (CREDIT), open or refused for the person asking, with the reason. */
  actionOptions: Array<EventOption>;
  activity: Array<AuditEntry>;
  aging?: Maybe<AgingBucket>;
  balance: Scalars['Float']['output'];
  cancelReason?: Maybe<Scalars['String']['output']>;
  client: Client;
  /** What the client has as credit now (minor units), to apply to this invoice while it is open. */
  clientCredit: Scalars['Float']['output'];
  createdAt: Scalars['DateTime']['output'];
  createdByName?: Maybe<Scalars['String']['output']>;
  /** The client's credit applied to this invoice. */
  creditApplications: Array<CreditApplication>;
  /** Credit notes taking back this invoice. */
  creditNotes: Array<Invoice>;
  currency: Scalars['String']['output'];
  /** The customer billed, when the client's invoicing is per customer. */
  customer?: Maybe<Customer>;
  /** Days past due (0 when not yet due); null unless OPEN. */
  daysPastDue?: Maybe<Scalars['Int']['output']>;
  /** YYYY-MM-DD; null while a draft. */
  dueOn?: Maybe<Scalars['String']['output']>;
  /** Every event the status knows, open or refused with the reason (InvoiceEvent names). */
  eventOptions: Array<EventOption>;
  id: Scalars['ID']['output'];
  /** YYYY-MM-DD; null while a draft. */
  issuedOn?: Maybe<Scalars['String']['output']>;
  kind: InvoiceKind;
  legs: Array<OrderLeg>;
  lines: Array<InvoiceLine>;
  /** INV-100001, numbered per tenant without gaps (a cancelled one keeps its number, void). */
  number: Scalars['String']['output'];
  orders: Array<Order>;
  paid: Scalars['Float']['output'];
  paymentStatus: InvoicePaymentStatus;
  payments: Array<PaymentApplication>;
  /** The PDF made when it was issued (a credit note's when it was made), mailed to the billing recipients; null for a draft. */
  pdf?: Maybe<Media>;
  poNumber?: Maybe<Scalars['String']['output']>;
  /** The invoice that replaces this one. */
  replacedBy?: Maybe<Invoice>;
  /** The invoice this one replaces (a correction) or, for a credit note, the invoice it credits. */
  replaces?: Maybe<Invoice>;
  status: InvoiceStatus;
  subtotal: Scalars['Float']['output'];
  tax: Scalars['Float']['output'];
  /** Why the invoice has no tax although its orders' prices had some (the client's exemption, with its certificate). */
  taxNote?: Maybe<Scalars['String']['output']>;
  terms: PaymentTerms;
  total: Scalars['Float']['output'];
  updatedAt: Scalars['DateTime']['output'];
  version: Scalars['Int']['output'];
};

/** Open balances by age (minor units) and how many invoices in each. */
export type InvoiceAgingSummary = {
  __typename?: 'InvoiceAgingSummary';
  count: Scalars['Int']['output'];
  current: Scalars['Float']['output'];
  days1to30: Scalars['Float']['output'];
  days31to60: Scalars['Float']['output'];
  days61to90: Scalars['Float']['output'];
  days90plus: Scalars['Float']['output'];
  total: Scalars['Float']['output'];
};

/** A billing item of the catalog a biller may add to a draft by hand (tax and percentage items are computed, never added). */
export type InvoiceBillingItem = {
  __typename?: 'InvoiceBillingItem';
  /** The catalog's price (minor units); the client's own price, when it has one, is used when the line is added. */
  amount: Scalars['Float']['output'];
  code: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  type: LineItemType;
};

export { InvoiceBlocker };

export { InvoiceEvent };

export { InvoiceFrequency };

export { InvoiceKind };

/** One line of an invoice. Amounts in minor units of the invoice's currency (Float: sums may pass 2^31). */
export type InvoiceLine = {
  __typename?: 'InvoiceLine';
  amount: Scalars['Float']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  order?: Maybe<Order>;
  orderLeg?: Maybe<OrderLeg>;
  position: Scalars['Int']['output'];
  quantity: Scalars['Float']['output'];
  /** The record the line came from (a storage record's, packet's or billing item's id), when it has one. */
  sourceId?: Maybe<Scalars['ID']['output']>;
  sourceKind: InvoiceLineSourceKind;
  /** Where the line came from, in words: the quote's or order's number, the storage record's, the packet's, the item's name. */
  sourceLabel: Scalars['String']['output'];
  type: LineItemType;
  /** Minor units per unit (may carry a fraction); `amount` is always whole. */
  unitAmount: Scalars['Float']['output'];
};

export { InvoiceLineSourceKind };

export type InvoiceOrderBy = {
  column: InvoiceOrderByColumn;
  order: SortOrder;
};

export { InvoiceOrderByColumn };

export type InvoicePaginator = {
  __typename?: 'InvoicePaginator';
  data: Array<Invoice>;
  paginatorInfo: PaginatorInfo;
  /** The aging of every invoice the filter matches (not only this page). */
  summary: InvoiceAgingSummary;
};

export { InvoicePaymentStatus };

export type InvoicePoNumberInput = {
  orderId: Scalars['ID']['input'];
  poNumber: Scalars['String']['input'];
};

export { InvoiceStatus };

export { KeyEquipmentStatus };

/** Who hands a vehicle over (pickup) or takes it (delivery) on one leg. */
export type LegContact = {
  __typename?: 'LegContact';
  email?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
};

/** A leg's pickup or delivery contact: once any part is given, the name and a phone number are required. */
export type LegContactInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
};

export type LegCount = {
  __typename?: 'LegCount';
  count: Scalars['Int']['output'];
  status: OrderLegStatus;
};

export { LegHoldReason };

export type LegInput = {
  deliveryContact?: InputMaybe<LegContactInput>;
  destinationRef: LocationRef;
  notes?: InputMaybe<Scalars['String']['input']>;
  originRef: LocationRef;
  pickupContact?: InputMaybe<LegContactInput>;
  requestedDelivery: DateRequestInput;
  requestedPickup: DateRequestInput;
  transportMethod: TransportMethod;
  /** Index into the order's `vehicles`. */
  vehicleRef: Scalars['Int']['input'];
};

/**
 * An open leg a driver may be offered (docs/decisions.md, "Leg offers"): CLEARED_FOR_DISPATCH, assigned to nobody, driven or
 * towed, of a client or customer on the driver's DSC visibility list. A summary, never the leg's contacts or price.
 */
export type LegOffer = {
  __typename?: 'LegOffer';
  clientName: Scalars['String']['output'];
  deliveryCity?: Maybe<Scalars['String']['output']>;
  deliveryState?: Maybe<Scalars['String']['output']>;
  distance?: Maybe<Scalars['Float']['output']>;
  legId: Scalars['ID']['output'];
  number: Scalars['String']['output'];
  pickupCity?: Maybe<Scalars['String']['output']>;
  pickupState?: Maybe<Scalars['String']['output']>;
  /** The position of the driver's first leg-priority entry it matches (1 is first); null when none does. */
  priority?: Maybe<Scalars['Int']['output']>;
  requestedPickup: DateRequest;
  transportMethod: TransportMethod;
  vehicleClass?: Maybe<VehicleClass>;
  vehicleMake?: Maybe<Scalars['String']['output']>;
  vehicleModel?: Maybe<Scalars['String']['output']>;
  vehicleYear?: Maybe<Scalars['Int']['output']>;
};

/** A position recorded along a leg (the driver's phone): when and where, in WGS 84 degrees. */
export type LegPositionInput = {
  at: Scalars['DateTime']['input'];
  lat: Scalars['Float']['input'];
  lng: Scalars['Float']['input'];
};

/** A leg's part of its order's price: the lines priced for this leg. Order-wide lines (a first service charge, a discount, tax) stay with the order. */
export type LegPriceShare = {
  __typename?: 'LegPriceShare';
  amount: Scalars['Int']['output'];
  currency: Scalars['String']['output'];
  lineItems: Array<LineItem>;
  /** The whole order's total, for comparison. */
  orderTotal: Scalars['Int']['output'];
};

/** One entry of a driver's leg priority, in order: a client, a region (state or province) or a leg. */
export type LegPriority = {
  __typename?: 'LegPriority';
  client?: Maybe<Client>;
  id: Scalars['ID']['output'];
  kind: LegPriorityKind;
  leg?: Maybe<OrderLeg>;
  position: Scalars['Int']['output'];
  region?: Maybe<Scalars['String']['output']>;
};

export type LegPriorityInput = {
  clientId?: InputMaybe<Scalars['ID']['input']>;
  kind: LegPriorityKind;
  legId?: InputMaybe<Scalars['ID']['input']>;
  region?: InputMaybe<Scalars['String']['input']>;
};

export { LegPriorityKind };

/** What an event carries: a reason (hold, cancel, abort), confirmed dates (confirm), an assignee (assign). */
export type LegTransitionInput = {
  /** leg.pickUp, leg.deliver: when it happened (now when absent), between the step before it and now. */
  actualAt?: InputMaybe<Scalars['DateTime']['input']>;
  confirmedDeliveryAt?: InputMaybe<Scalars['DateTime']['input']>;
  confirmedPickupAt?: InputMaybe<Scalars['DateTime']['input']>;
  driverId?: InputMaybe<Scalars['ID']['input']>;
  holdReason?: InputMaybe<LegHoldReason>;
  reason?: InputMaybe<Scalars['String']['input']>;
  /** leg.toStorage: the STORAGE location the vehicle goes to (its open reservation there is used, else a record is opened). */
  storageFacilityId?: InputMaybe<Scalars['ID']['input']>;
  truckingCompanyId?: InputMaybe<Scalars['ID']['input']>;
};

export { LicenceClass };

export { LicenceEndorsement };

/** One priced line: amounts in minor units of `currency`; `explanation` says where the number came from. */
export type LineItem = {
  __typename?: 'LineItem';
  amount: Scalars['Int']['output'];
  description: Scalars['String']['output'];
  explanation: Scalars['String']['output'];
  legIndex?: Maybe<Scalars['Int']['output']>;
  quantity: Scalars['Float']['output'];
  type: LineItemType;
  /** Minor units per unit; may carry a fraction (a fuel rate of 12.5¢ a mile). `amount` is always whole. */
  unitAmount: Scalars['Float']['output'];
};

export { LineItemType };

export type Location = {
  __typename?: 'Location';
  address1: Scalars['String']['output'];
  address2?: Maybe<Scalars['String']['output']>;
  city: Scalars['String']['output'];
  client?: Maybe<Client>;
  contactName?: Maybe<Scalars['String']['output']>;
  contactPhone?: Maybe<Scalars['String']['output']>;
  country: Scalars['String']['output'];
  county?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  deletedAt?: Maybe<Scalars['DateTime']['output']>;
  geocodeSource: GeocodeSource;
  hours?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lat?: Maybe<Scalars['Float']['output']>;
  lng?: Maybe<Scalars['Float']['output']>;
  name: Scalars['String']['output'];
  postalCode: Scalars['String']['output'];
  stateProvince: Scalars['String']['output'];
  type: LocationType;
  version: Scalars['Int']['output'];
};

export { LocationColumn };

export type LocationInput = {
  address1: Scalars['String']['input'];
  address2?: InputMaybe<Scalars['String']['input']>;
  city: Scalars['String']['input'];
  contactName?: InputMaybe<Scalars['String']['input']>;
  contactPhone?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  county?: InputMaybe<Scalars['String']['input']>;
  hours?: InputMaybe<Scalars['String']['input']>;
  lat?: InputMaybe<Scalars['Float']['input']>;
  lng?: InputMaybe<Scalars['Float']['input']>;
  name: Scalars['String']['input'];
  postalCode: Scalars['String']['input'];
  stateProvince: Scalars['String']['input'];
  type: LocationType;
};

export type LocationOrderBy = {
  column: LocationColumn;
  order: SortOrder;
};

export type LocationPaginator = {
  __typename?: 'LocationPaginator';
  data: Array<Location>;
  paginatorInfo: PaginatorInfo;
};

/** A leg's end: an existing location, or the index of a new one in the order's `locations`. */
export type LocationRef = {
  index?: InputMaybe<Scalars['Int']['input']>;
  locationId?: InputMaybe<Scalars['ID']['input']>;
};

export { LocationType };

export type LocationWhere = {
  AND?: InputMaybe<Array<LocationWhere>>;
  OR?: InputMaybe<Array<LocationWhere>>;
  column?: InputMaybe<LocationColumn>;
  operator?: InputMaybe<SqlOperator>;
  value?: InputMaybe<Scalars['JSON']['input']>;
};

export type LooseItem = {
  __typename?: 'LooseItem';
  description: Scalars['String']['output'];
  spot: LooseItemSpot;
};

export type LooseItemInput = {
  description: Scalars['String']['input'];
  spot: LooseItemSpot;
};

export { LooseItemSpot };

export type Media = {
  __typename?: 'Media';
  category: MediaCategory;
  createdAt: Scalars['DateTime']['output'];
  /** The type a DOCUMENTS file was filed under at upload (kept when the type is retired); null for any other file. */
  documentType?: Maybe<DocumentType>;
  fileName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  mimeType: Scalars['String']['output'];
  size: Scalars['Int']['output'];
  /** A JPEG of at most 320 px a side for a JPEG, PNG or WebP image; null for other files (show a file icon). */
  thumbnailUrl?: Maybe<Scalars['String']['output']>;
  url: Scalars['String']['output'];
};

export { MediaCategory };

/** A staff user of the tenant that a comment can mention (@email). */
export type MentionSuggestion = {
  __typename?: 'MentionSuggestion';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  acceptTntDocument: TntPacket;
  acknowledgeAlert: Alert;
  /** CALL_CENTER team and ADMIN: acknowledges an UNACKNOWLEDGED leg and, when it is complete, asks for its confirmation (PENDING_CONFIRMATION), in one transaction. */
  acknowledgeCallCenterLeg: OrderLeg;
  addDistrictNote: District;
  addDistrictOffice: District;
  /** Adds a billing item to a DRAFT by hand (an issued invoice is never edited); the tax on added items is recomputed. */
  addInvoiceLine: Invoice;
  addOrderNote: OrderNote;
  /** A deduction on a draft; a CHARGEBACK only where the payee's pay profile lists chargebacks; ESCROW goes to the escrow. */
  addSettlementDeduction: Settlement;
  /** A reimbursement on a draft from the payee's approved receipt, not yet on another settlement. */
  addSettlementReimbursement: Settlement;
  addStorageClosure: StorageFacility;
  addStorageContact: StorageFacility;
  addStorageNote: StorageFacility;
  /** Links a user (created and mailed a set-password link when new) to the company: they read its legs and drivers only. */
  addTruckingCompanyUser: TruckingCompany;
  /** Answers the survey of a token or code, once (public; rate-limited per address). */
  answerDeliverySurvey: PublicDeliverySurvey;
  /** Applies part of the client's credit to one of its OPEN invoices, once per key; never more than the credit or what is open. */
  applyClientCredit: Invoice;
  /** Applies a previewed plan: every pairing through its leg's machine, all or nothing. */
  applyDispatchPlan: Array<OrderLeg>;
  assignIftaDecal: IftaDecal;
  /** Assigns one driver or trucking company to several legs (one trip) through each leg's machine: all or nothing. */
  assignLegs: Array<OrderLeg>;
  assignTransportPlate: TransportPlate;
  cancelDriverFlight: DriverFlight;
  cancelDriverRental: DriverRental;
  /** Ends the user's other sessions. */
  changePassword: Scalars['Boolean']['output'];
  /** Back in the office: closes the open assignment (a MISSING plate found again comes back this way). */
  checkInTransportPlate: TransportPlate;
  /** Saves the column mapping (remembered for the client's next file) and checks every row. */
  checkSpreadsheetImport: SpreadsheetImport;
  closeAccidentReport: AccidentReport;
  completeTask: Task;
  /** CALL_CENTER team and ADMIN: confirms a PENDING_CONFIRMATION leg (leg.confirm) and logs the call that confirmed it, in one transaction: a refused event logs nothing. */
  confirmLegWithCall: OrderLeg;
  /** Confirms an accepted quote (quote.confirm) and creates its order and legs in the same transaction. */
  convertQuoteToOrder: Order;
  /** Moves the leg (legAction) through the leg machine in the same transaction; a refused move refuses the report. */
  createAccidentReport: AccidentReport;
  createAlert: Alert;
  createAnnouncement: Announcement;
  /** ADMIN. A code another live item has is a field error. */
  createBillingItem: BillingItem;
  /** Exports everything issued, received or settled in the period not yet exported in the format (all of it with includeExported). */
  createBooksExport: BooksExport;
  createClient: Client;
  createClientContact: ClientContact;
  createComment: Comment;
  createCustomer: Customer;
  createDistrict: District;
  createDocumentType: DocumentType;
  createDriver: Driver;
  /** DISPATCH, DISPATCH_LEAD and ADMIN. */
  createDriverFlight: DriverFlight;
  createDriverRental: DriverRental;
  createExpenseItem: ExpenseItem;
  /** ADMIN. A week the tenant already has is a field error on input.effectiveFrom. */
  createFuelRate: FuelRate;
  /** ADMIN: a hub with its HUB location (geocoded from the postal code unless coordinates are given). */
  createHub: Hub;
  createIftaDecal: IftaDecal;
  /** Enters the tenant's rate for a quarter, jurisdiction and fuel type (it wins over a published one). */
  createIftaRate: IftaRate;
  /** Draft invoices for the legs (every leg DELIVERED, not on a live invoice, priced, with a PO where required). */
  createInvoices: Array<Invoice>;
  createLocation: Location;
  /** Creates an order with its vehicles, locations and legs; `submit` sends it to the call center at once. */
  createOrder: Order;
  createPersonalAccessToken: NewPersonalAccessToken;
  createQuote: Quote;
  createRepair: Repair;
  /** ADMIN and TAG_TITLE_LEAD write the district requirements. */
  createRequirementType: RequirementType;
  /** Draft settlements, one per payee, of delivered legs in the period with a payee and no settlement of that payee. */
  createSettlements: Array<Settlement>;
  createStorageRateCard: StorageFacility;
  /** Refused (BAD_USER_INPUT on reservedFrom, naming the day) when a day of it is over the facility's capacity. */
  createStorageReservation: StorageRecord;
  createTag: Tag;
  /** A client's rate (clientId), a customer's (customerId), or the tenant's default (neither). */
  createTariffRate: TariffRate;
  createTask: Task;
  /** The checklist and fees come from the district's requirements (admin district requirements). */
  createTntPacket: TntPacket;
  createTransportPlate: TransportPlate;
  createTruckingCompany: TruckingCompany;
  createUnit: Unit;
  createVehicle: Vehicle;
  /** A lead's correction of an issued invoice: a credit note taking it back and a new draft that replaces it. */
  creditInvoice: Invoice;
  /** ADMIN: every session, API token and socket of the user stops at once. Not oneself, not a tenant's last ADMIN. */
  deactivateUser: AdminUser;
  deleteAvatar: Scalars['Boolean']['output'];
  /** Only while nothing refers to it: once used, INVALID_TRANSITION (reason RECORD) with what refers to it; retire it instead. */
  deleteBillingItem: BillingItem;
  deleteClient: Client;
  deleteClientContact: ClientContact;
  deleteCustomer: Customer;
  /** Soft delete; a state with live counties is refused. */
  deleteDistrict: District;
  deleteDistrictNote: District;
  deleteDocumentType: DocumentType;
  deleteExpenseItem: ExpenseItem;
  /** Removes the week; quotes and orders priced with it keep their lines. */
  deleteFuelRate: FuelRate;
  /** Deletes the tenant's rate; a published rate for the same quarter, jurisdiction and fuel applies again. */
  deleteIftaRate: Scalars['Boolean']['output'];
  deleteLocation: Location;
  deleteOrder: Order;
  deleteStorageContact: StorageFacility;
  deleteStorageNote: StorageFacility;
  deleteStorageRateCard: StorageFacility;
  /** ADMIN: deletes (soft) a tag: it disappears from every order, leg and client and from the filters. */
  deleteTag: Tag;
  deleteTariffRate: TariffRate;
  deleteVehicle: Vehicle;
  destroyIftaDecal: IftaDecal;
  /** Voids the plate (after a loss is reported, or when it is retired). */
  destroyTransportPlate: TransportPlate;
  disqualifyDriver: Driver;
  /** Holds a settled leg (its settlement's version): its pay status is kept, and the settlement is not paid in full while held. */
  holdSettlementLeg: Settlement;
  /**
   * ADMIN. All or nothing: any row in error is BAD_USER_INPUT (extensions.errors by line) and nothing is written; a
   * week the tenant already has is updated to the file's price.
   */
  importFuelRates: FuelRateImport;
  /**
   * Links a login to the driver: the user with the email (the driver's unless given) gets the DRIVER role and this tenant,
   * or is created with them, and is mailed a link to choose a password. Refused when the driver or the user is already linked.
   */
  inviteDriver: Driver;
  /** ADMIN: a new account, mailed a set-password link valid 7 days and notified (USER_INVITE). A taken email is a field error. */
  inviteUser: AdminUser;
  logCommunication: CommunicationEntry;
  markAllNotificationsRead: Scalars['Int']['output'];
  markNotificationRead: Notification;
  /** ADMIN. Marks the tenant production at its version; confirmation is the tenant's name. Not undone from the product. */
  markTenantProduction: DemoData;
  /** Raises an alert to safety and admins and sets the report deadline. */
  markTransportPlateMissing: TransportPlate;
  /**
   * Approves many drafts at once (the pay run's "Approve all"): OPEN on each through the same machine and guards as
   * transitionSettlement, in one transaction, audited per settlement. Each settlement that is refused (NOT_FOUND,
   * CONFLICT for a stale version, INVALID_TRANSITION) is answered in `refused` by its id and the others are opened;
   * at most 1,000 settlements a call, each named once.
   */
  openSettlements: OpenSettlementsResult;
  /** A comment on the portal user's order, leg or quote; always visible to staff, never internal. */
  portalAddComment: PortalComment;
  /** Orders a move from the portal: source PORTAL, every leg UNACKNOWLEDGED for staff to acknowledge. */
  portalCreateOrder: PortalOrder;
  /** Saves a PENDING quote with its priced line items. */
  portalCreateQuote: PortalQuote;
  /** Accepts (staff are notified) or declines with a reason a PENDING quote. */
  portalRespondToQuote: PortalQuote;
  /** Posts a payment once per key; applications never exceed what is open. */
  postPayment: Payment;
  /** A payment on an OPEN settlement, once per key; when payments cover the net the settlement is PAID and its legs driver-paid. */
  postSettlementPayment: Settlement;
  reactivateUser: AdminUser;
  /** CALL_CENTER_LEAD and ADMIN: hands a callback to another member of the call center team (its reminder goes to them). */
  reassignCallback: CommunicationEntry;
  /** A document's file (image or PDF, 20 MB): MISSING or REJECTED becomes RECEIVED. `version` is the packet's. */
  receiveTntDocument: TntPacket;
  /** Positions along the leg (1 to 500 a call), by its own driver while it is picked up and not delivered; an instant already recorded is skipped. Answers how many were stored. */
  recordLegPositions: Scalars['Int']['output'];
  /** The power unit's odometer at pick-up and delivery (null clears): the leg's own driver, or DISPATCH, DISPATCH_LEAD, DRIVER_SAFETY and ADMIN; the leg needs a unit. */
  recordLegUnitOdometer: OrderLeg;
  reinstateDriver: Driver;
  rejectTntDocument: TntPacket;
  /** Releases a held leg back to where its settlement has come. */
  releaseSettlementLeg: Settlement;
  removeDistrictOffice: District;
  /** Removes a line added by hand from a DRAFT. */
  removeInvoiceLine: Invoice;
  removePartyBillingItem: PartyBillingItem;
  removeStorageClosure: StorageFacility;
  removeTruckingCompanyUser: TruckingCompany;
  reopenAccidentReport: AccidentReport;
  reopenTask: Task;
  /** ADMIN: an invited user's new link (the old one is dead). */
  resendInvitation: AdminUser;
  restoreBillingItem: BillingItem;
  restoreClient: Client;
  restoreCustomer: Customer;
  restoreDocumentType: DocumentType;
  restoreExpenseItem: ExpenseItem;
  /** Hidden from pricing and pickers; the quotes and orders that have its lines keep them. */
  retireBillingItem: BillingItem;
  retireDocumentType: DocumentType;
  retireExpenseItem: ExpenseItem;
  /** ADMIN: retires (soft-deletes) a hub; refused (INVALID_TRANSITION, reason RECORD) while live drivers are homed there. */
  retireHub: Hub;
  returnIftaDecal: IftaDecal;
  reviewAccidentPreventability: AccidentReport;
  /** APPROVE or REJECT (with a reason) a submitted receipt. */
  reviewDriverReceipt: DriverReceipt;
  /** ADMIN: the invitation's link is dead; the account stays INVITED until a new link is sent. */
  revokeInvitation: AdminUser;
  revokePersonalAccessToken: Scalars['Boolean']['output'];
  /**
   * Runs a report (its name and its parameters: a period and its filters) for the caller: the run starts at once and the
   * page polls reportRun for its progress and result; a run longer than two seconds also sends a CUSTOM_REPORT_CSV
   * notification with its CSV link.
   */
  runReport: ReportRun;
  /** Imports the checked rows that passed, each as its own order. */
  runSpreadsheetImport: SpreadsheetImport;
  /** Puts the template's mail, filled from the leg, in the outbox; the sent mail is the leg's log entry (EMAIL, OUTBOUND). */
  sendCommunicationMail: CommunicationEntry;
  /** ADMIN: mails the user a password reset link (60 minutes). */
  sendPasswordReset: AdminUser;
  /** Names the client's account manager (none: nobody), at the client's version (account managers: ADMIN, CLIENT_RELATIONS, CLIENT_RELATIONS_LEAD). */
  setClientAccountManager: Client;
  /** Replaces a client's rebate tiers (an admin's): at most 10, thresholds distinct; none clears them. */
  setClientRebateTiers: Client;
  /** Replaces a client's tags (account managers: ADMIN, CLIENT_RELATIONS, CLIENT_RELATIONS_LEAD). */
  setClientTags: Client;
  /** Replaces the district's list as a whole (which types apply, in order, with their notes). */
  setDistrictRequirements: District;
  /** Replaces the driver's contacts (at most one PRIMARY). */
  setDriverContacts: Driver;
  setDriverDscVisibility: Driver;
  /** Replaces the driver's leg priority by this ordered list (DISPATCH_LEAD, ADMIN, DRIVER_SAFETY). */
  setDriverLegPriority: Driver;
  /** Records, corrects or (fuel null) clears the fuel details read off a SUBMITTED or APPROVED fuel receipt. */
  setDriverReceiptFuel: DriverReceipt;
  /** Replaces a leg's tags (the roles that edit orders). */
  setLegTags: OrderLeg;
  /** The party's price and auto-add for one catalog item (one row per item and party). */
  setPartyBillingItem: PartyBillingItem;
  /** Keeps a setting of the signed-in user (at most 4 KB of JSON), with its audit row. */
  setPreference: Scalars['JSON']['output'];
  /** Replaces the recoveries; DRIVER_CHARGEBACK only where the driver's pay profile allows it. */
  setRepairRecoveries: Repair;
  /** IN_HOUSE returns the key; MISSING or DESTROYED says it will not come back. */
  setStorageKeyStatus: StorageKeyLogEntry;
  /** Replaces the fees. */
  setTntPacketFees: TntPacket;
  /**
   * ADMIN. Starts a load or a reset and answers the RUNNING job at once. Refused in a production tenant
   * (INVALID_TRANSITION, reason PRODUCTION), a load into a tenant that holds data (reason NOT_EMPTY), a reset unless
   * confirmation is the tenant's name (BAD_USER_INPUT), and while a job runs (CONFLICT, extensions.jobId).
   */
  startDemoDataJob: DemoDataJob;
  /** Submits (or, after a rejection, resubmits) a leg's report; sets the leg's report flag and makes the bill of lading. */
  submitConditionReport: ConditionReport;
  /** Public: the /contact page. Every admin is notified (type CONTACT_US). */
  submitContactForm: ContactFormReceipt;
  /** A driver's receipt for an expense, with its file (an image or a PDF, 20 MB): SUBMITTED for accounting to review. */
  submitDriverReceipt: DriverReceipt;
  takeStorageKey: StorageKeyLogEntry;
  /** cr.accept, or cr.reject with a reason (help desk and dispatch). */
  transitionConditionReport: ConditionReport;
  /** ISSUE (DRAFT → OPEN, its legs INVOICED) or CANCEL (DRAFT, or OPEN without payments; its legs back to DELIVERED). */
  transitionInvoice: Invoice;
  transitionOrder: Order;
  transitionOrderLeg: OrderLeg;
  transitionQuote: Quote;
  /** The repair machine; closing a repair of a leg IN_REPAIR sends leg.repaired. */
  transitionRepair: Repair;
  /** OPEN (DRAFT → OPEN). PAID follows from payments covering the net. */
  transitionSettlement: Settlement;
  transitionStorageRecord: StorageRecord;
  /** The packet machine; CLEAR sends tagAndTitle.done to every waiting leg of the vehicle in the same transaction. */
  transitionTntPacket: TntPacket;
  updateAccidentReport: AccidentReport;
  updateBillingItem: BillingItem;
  /** ADMIN and ACCOUNTING_LEAD: the tenant's default ledger accounts, at their version. */
  updateBooksAccounts: BooksAccounts;
  updateClient: Client;
  updateClientContact: ClientContact;
  updateClientInvoicing: Client;
  updateContact: Contact;
  updateCustomer: Customer;
  updateDocumentType: DocumentType;
  updateDriver: Driver;
  /** A stale version is CONFLICT; a cancelled or reimbursed flight is INVALID_TRANSITION. */
  updateDriverFlight: DriverFlight;
  updateDriverRental: DriverRental;
  updateExpenseItem: ExpenseItem;
  updateFuelRate: FuelRate;
  updateHub: Hub;
  updateIftaRate: IftaRate;
  updateLocation: Location;
  updateNotificationSettings: NotificationSettings;
  updateOrder: Order;
  updateOrderLeg: OrderLeg;
  updateProfile: User;
  updateRepair: Repair;
  updateRequirementType: RequirementType;
  updateStorageContact: StorageFacility;
  updateStorageFacility: StorageFacility;
  updateStorageRateCard: StorageFacility;
  updateStorageRecord: StorageRecord;
  updateTag: Tag;
  updateTariffRate: TariffRate;
  /**
   * ADMIN. At the settings' version (CONFLICT when stale); a currency change once money is recorded is BAD_USER_INPUT on
   * input.currency with the reason.
   */
  updateTenantSettings: TenantSettings;
  updateTntPacket: TntPacket;
  updateTruckingCompany: TruckingCompany;
  updateUnit: Unit;
  /** ADMIN: name, roles, tenants (of the admin's) and links. The last ADMIN of a tenant keeps the role. */
  updateUser: AdminUser;
  updateVehicle: Vehicle;
  /**
   * PHOTOS or DOCUMENTS, 20 MB, images or PDF (the order upload's rules). A document may name an active document type of
   * ACCIDENT_REPORT (documentTypeChoices); any other type, or one on a photo, is BAD_USER_INPUT on documentTypeId.
   */
  uploadAccidentMedia: Media;
  uploadAvatar: Media;
  /** A photo or signature for a leg's report, with the device's id (a retry with the same id stores nothing new). */
  uploadConditionPhoto: ConditionPhoto;
  /** A receipt (image or PDF, 20 MB); the first one moves NOT_SUBMITTED to PENDING. */
  uploadDriverFlightReceipt: Media;
  uploadDriverRentalReceipt: Media;
  /** A DOCUMENTS file may name its document type (documentTypeChoices: active, and for an order or a leg as the file is). */
  uploadOrderMedia: Media;
  /** The portal's upload of a MISSING (or REJECTED) document of its own order's packet; it becomes RECEIVED. */
  uploadPortalTntDocument: PortalTntPacket;
  /** Reads a CSV or XLSX of orders (at most 20 MB and 50,000 rows); a portal user's import is for their client. */
  uploadSpreadsheetImport: SpreadsheetImport;
};


export type MutationAcceptTntDocumentArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationAcknowledgeAlertArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAcknowledgeCallCenterLegArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationAddDistrictNoteArgs = {
  districtId: Scalars['ID']['input'];
  input: DistrictNoteInput;
};


export type MutationAddDistrictOfficeArgs = {
  districtId: Scalars['ID']['input'];
  locationId: Scalars['ID']['input'];
};


export type MutationAddInvoiceLineArgs = {
  input: AddInvoiceLineInput;
  invoiceId: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationAddOrderNoteArgs = {
  body: Scalars['String']['input'];
  kind: NoteKind;
  orderId: Scalars['ID']['input'];
};


export type MutationAddSettlementDeductionArgs = {
  input: SettlementDeductionInput;
};


export type MutationAddSettlementReimbursementArgs = {
  input: SettlementReimbursementInput;
};


export type MutationAddStorageClosureArgs = {
  facilityId: Scalars['ID']['input'];
  input: StorageClosureInput;
};


export type MutationAddStorageContactArgs = {
  facilityId: Scalars['ID']['input'];
  input: StorageContactInput;
};


export type MutationAddStorageNoteArgs = {
  facilityId: Scalars['ID']['input'];
  input: StorageNoteInput;
};


export type MutationAddTruckingCompanyUserArgs = {
  email: Scalars['String']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  truckingCompanyId: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationAnswerDeliverySurveyArgs = {
  input: DeliverySurveyAnswerInput;
  token: Scalars['String']['input'];
};


export type MutationApplyClientCreditArgs = {
  input: ApplyClientCreditInput;
};


export type MutationApplyDispatchPlanArgs = {
  assignments: Array<PlannedAssignmentInput>;
};


export type MutationAssignIftaDecalArgs = {
  id: Scalars['ID']['input'];
  issuedOn: Scalars['String']['input'];
  unitId: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationAssignLegsArgs = {
  input: AssignLegsInput;
};


export type MutationAssignTransportPlateArgs = {
  id: Scalars['ID']['input'];
  input: AssignTransportPlateInput;
  version: Scalars['Int']['input'];
};


export type MutationCancelDriverFlightArgs = {
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  version: Scalars['Int']['input'];
};


export type MutationCancelDriverRentalArgs = {
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  version: Scalars['Int']['input'];
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationCheckInTransportPlateArgs = {
  id: Scalars['ID']['input'];
  inAt: Scalars['String']['input'];
  version: Scalars['Int']['input'];
};


export type MutationCheckSpreadsheetImportArgs = {
  id: Scalars['ID']['input'];
  mapping: Array<SpreadsheetColumnInput>;
};


export type MutationCloseAccidentReportArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationCompleteTaskArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationConfirmLegWithCallArgs = {
  id: Scalars['ID']['input'];
  input: ConfirmLegWithCallInput;
  version: Scalars['Int']['input'];
};


export type MutationConvertQuoteToOrderArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationCreateAccidentReportArgs = {
  input: AccidentReportInput;
};


export type MutationCreateAlertArgs = {
  input: AlertInput;
};


export type MutationCreateAnnouncementArgs = {
  input: AnnouncementInput;
};


export type MutationCreateBillingItemArgs = {
  input: BillingItemInput;
};


export type MutationCreateBooksExportArgs = {
  input: CreateBooksExportInput;
};


export type MutationCreateClientArgs = {
  input: ClientInput;
};


export type MutationCreateClientContactArgs = {
  clientId?: InputMaybe<Scalars['ID']['input']>;
  customerId?: InputMaybe<Scalars['ID']['input']>;
  input: ContactInput;
};


export type MutationCreateCommentArgs = {
  input: CommentInput;
};


export type MutationCreateCustomerArgs = {
  input: CustomerInput;
};


export type MutationCreateDistrictArgs = {
  input: DistrictInput;
};


export type MutationCreateDocumentTypeArgs = {
  input: DocumentTypeInput;
};


export type MutationCreateDriverArgs = {
  input: DriverInput;
};


export type MutationCreateDriverFlightArgs = {
  input: DriverFlightInput;
};


export type MutationCreateDriverRentalArgs = {
  input: DriverRentalInput;
};


export type MutationCreateExpenseItemArgs = {
  input: ExpenseItemInput;
};


export type MutationCreateFuelRateArgs = {
  input: FuelRateInput;
};


export type MutationCreateHubArgs = {
  input: HubInput;
};


export type MutationCreateIftaDecalArgs = {
  input: IftaDecalInput;
};


export type MutationCreateIftaRateArgs = {
  input: IftaRateInput;
};


export type MutationCreateInvoicesArgs = {
  input: CreateInvoicesInput;
};


export type MutationCreateLocationArgs = {
  clientId?: InputMaybe<Scalars['ID']['input']>;
  input: LocationInput;
};


export type MutationCreateOrderArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: OrderInput;
  submit?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationCreatePersonalAccessTokenArgs = {
  input: CreatePersonalAccessTokenInput;
};


export type MutationCreateQuoteArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: QuoteInput;
};


export type MutationCreateRepairArgs = {
  input: RepairInput;
};


export type MutationCreateRequirementTypeArgs = {
  input: RequirementTypeInput;
};


export type MutationCreateSettlementsArgs = {
  input: CreateSettlementsInput;
};


export type MutationCreateStorageRateCardArgs = {
  facilityId: Scalars['ID']['input'];
  input: StorageRateCardInput;
};


export type MutationCreateStorageReservationArgs = {
  input: StorageReservationInput;
};


export type MutationCreateTagArgs = {
  input: TagInput;
};


export type MutationCreateTariffRateArgs = {
  clientId?: InputMaybe<Scalars['ID']['input']>;
  customerId?: InputMaybe<Scalars['ID']['input']>;
  input: TariffRateInput;
};


export type MutationCreateTaskArgs = {
  input: TaskInput;
};


export type MutationCreateTntPacketArgs = {
  input: TntPacketInput;
};


export type MutationCreateTransportPlateArgs = {
  input: TransportPlateInput;
};


export type MutationCreateTruckingCompanyArgs = {
  input: TruckingCompanyInput;
};


export type MutationCreateUnitArgs = {
  input: UnitInput;
};


export type MutationCreateVehicleArgs = {
  input: VehicleInput;
};


export type MutationCreditInvoiceArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
  version: Scalars['Int']['input'];
};


export type MutationDeactivateUserArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationDeleteBillingItemArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationDeleteClientArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationDeleteClientContactArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationDeleteCustomerArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationDeleteDistrictArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationDeleteDistrictNoteArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteDocumentTypeArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationDeleteExpenseItemArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationDeleteFuelRateArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationDeleteIftaRateArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationDeleteLocationArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationDeleteOrderArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationDeleteStorageContactArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteStorageNoteArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteStorageRateCardArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteTagArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationDeleteTariffRateArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationDeleteVehicleArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationDestroyIftaDecalArgs = {
  destroyedOn: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  version: Scalars['Int']['input'];
};


export type MutationDestroyTransportPlateArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationDisqualifyDriverArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
  version: Scalars['Int']['input'];
};


export type MutationHoldSettlementLegArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
  version: Scalars['Int']['input'];
};


export type MutationImportFuelRatesArgs = {
  csv: Scalars['String']['input'];
  source?: InputMaybe<Scalars['String']['input']>;
};


export type MutationInviteDriverArgs = {
  email?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationInviteUserArgs = {
  email: Scalars['String']['input'];
  input: UserAccessInput;
};


export type MutationLogCommunicationArgs = {
  input: CommunicationInput;
};


export type MutationMarkNotificationReadArgs = {
  id: Scalars['ID']['input'];
};


export type MutationMarkTenantProductionArgs = {
  confirmation: Scalars['String']['input'];
  version: Scalars['Int']['input'];
};


export type MutationMarkTransportPlateMissingArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
  version: Scalars['Int']['input'];
};


export type MutationOpenSettlementsArgs = {
  settlements: Array<SettlementVersionInput>;
};


export type MutationPortalAddCommentArgs = {
  body: Scalars['String']['input'];
  entityId: Scalars['ID']['input'];
  entityKind: CommentEntityKind;
};


export type MutationPortalCreateOrderArgs = {
  idempotencyKey: Scalars['String']['input'];
  input: QuoteInput;
};


export type MutationPortalCreateQuoteArgs = {
  idempotencyKey: Scalars['String']['input'];
  input: QuoteInput;
};


export type MutationPortalRespondToQuoteArgs = {
  event: PortalQuoteEvent;
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  version: Scalars['Int']['input'];
};


export type MutationPostPaymentArgs = {
  input: PostPaymentInput;
};


export type MutationPostSettlementPaymentArgs = {
  input: SettlementPaymentInput;
};


export type MutationReactivateUserArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationReassignCallbackArgs = {
  id: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationReceiveTntDocumentArgs = {
  file: Scalars['File']['input'];
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationRecordLegPositionsArgs = {
  legId: Scalars['ID']['input'];
  positions: Array<LegPositionInput>;
};


export type MutationRecordLegUnitOdometerArgs = {
  end?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  start?: InputMaybe<Scalars['Int']['input']>;
  version: Scalars['Int']['input'];
};


export type MutationReinstateDriverArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationRejectTntDocumentArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
  version: Scalars['Int']['input'];
};


export type MutationReleaseSettlementLegArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationRemoveDistrictOfficeArgs = {
  districtId: Scalars['ID']['input'];
  locationId: Scalars['ID']['input'];
};


export type MutationRemoveInvoiceLineArgs = {
  invoiceId: Scalars['ID']['input'];
  lineId: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationRemovePartyBillingItemArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationRemoveStorageClosureArgs = {
  day: Scalars['String']['input'];
  facilityId: Scalars['ID']['input'];
};


export type MutationRemoveTruckingCompanyUserArgs = {
  truckingCompanyId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationReopenAccidentReportArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationReopenTaskArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationResendInvitationArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationRestoreBillingItemArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationRestoreClientArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationRestoreCustomerArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationRestoreDocumentTypeArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationRestoreExpenseItemArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationRetireBillingItemArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationRetireDocumentTypeArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationRetireExpenseItemArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationRetireHubArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationReturnIftaDecalArgs = {
  id: Scalars['ID']['input'];
  returnedOn: Scalars['String']['input'];
  version: Scalars['Int']['input'];
};


export type MutationReviewAccidentPreventabilityArgs = {
  id: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  preventability: Preventability;
  version: Scalars['Int']['input'];
};


export type MutationReviewDriverReceiptArgs = {
  decision: DriverReceiptDecision;
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  version: Scalars['Int']['input'];
};


export type MutationRevokeInvitationArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationRevokePersonalAccessTokenArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRunReportArgs = {
  params: Scalars['JSON']['input'];
  report: Scalars['String']['input'];
};


export type MutationRunSpreadsheetImportArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSendCommunicationMailArgs = {
  input: CommunicationMailInput;
};


export type MutationSendPasswordResetArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationSetClientAccountManagerArgs = {
  accountManagerId?: InputMaybe<Scalars['ID']['input']>;
  clientId: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationSetClientRebateTiersArgs = {
  clientId: Scalars['ID']['input'];
  tiers: Array<RebateTierInput>;
};


export type MutationSetClientTagsArgs = {
  clientId: Scalars['ID']['input'];
  tagIds: Array<Scalars['ID']['input']>;
};


export type MutationSetDistrictRequirementsArgs = {
  id: Scalars['ID']['input'];
  requirements: Array<DistrictRequirementInput>;
  version: Scalars['Int']['input'];
};


export type MutationSetDriverContactsArgs = {
  contacts: Array<DriverContactInput>;
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationSetDriverDscVisibilityArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
  visibility: Array<DscVisibilityInput>;
};


export type MutationSetDriverLegPriorityArgs = {
  id: Scalars['ID']['input'];
  priority: Array<LegPriorityInput>;
  version: Scalars['Int']['input'];
};


export type MutationSetDriverReceiptFuelArgs = {
  fuel?: InputMaybe<DriverReceiptFuelInput>;
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationSetLegTagsArgs = {
  legId: Scalars['ID']['input'];
  tagIds: Array<Scalars['ID']['input']>;
};


export type MutationSetPartyBillingItemArgs = {
  clientId?: InputMaybe<Scalars['ID']['input']>;
  customerId?: InputMaybe<Scalars['ID']['input']>;
  input: PartyBillingItemInput;
};


export type MutationSetPreferenceArgs = {
  key: Scalars['String']['input'];
  value: Scalars['JSON']['input'];
};


export type MutationSetRepairRecoveriesArgs = {
  id: Scalars['ID']['input'];
  recoveries: Array<RepairRecoveryInput>;
  version: Scalars['Int']['input'];
};


export type MutationSetStorageKeyStatusArgs = {
  id: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  status: KeyEquipmentStatus;
  version: Scalars['Int']['input'];
};


export type MutationSetTntPacketFeesArgs = {
  fees: Array<TntPacketFeeInput>;
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationStartDemoDataJobArgs = {
  confirmation?: InputMaybe<Scalars['String']['input']>;
  kind: DemoDataJobKind;
};


export type MutationSubmitConditionReportArgs = {
  input: ConditionReportInput;
};


export type MutationSubmitContactFormArgs = {
  input: ContactFormInput;
};


export type MutationSubmitDriverReceiptArgs = {
  file: Scalars['File']['input'];
  input: SubmitDriverReceiptInput;
};


export type MutationTakeStorageKeyArgs = {
  input: StorageKeyTakeInput;
  recordId: Scalars['ID']['input'];
};


export type MutationTransitionConditionReportArgs = {
  event: ConditionReportEvent;
  id: Scalars['ID']['input'];
  input?: InputMaybe<ConditionReportEventInput>;
  version: Scalars['Int']['input'];
};


export type MutationTransitionInvoiceArgs = {
  event: InvoiceEvent;
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationTransitionOrderArgs = {
  event: OrderEvent;
  id: Scalars['ID']['input'];
  input?: InputMaybe<TransitionInput>;
  version: Scalars['Int']['input'];
};


export type MutationTransitionOrderLegArgs = {
  event: OrderLegEvent;
  id: Scalars['ID']['input'];
  input?: InputMaybe<LegTransitionInput>;
  version: Scalars['Int']['input'];
};


export type MutationTransitionQuoteArgs = {
  event: QuoteEvent;
  id: Scalars['ID']['input'];
  input?: InputMaybe<QuoteTransitionInput>;
  version: Scalars['Int']['input'];
};


export type MutationTransitionRepairArgs = {
  event: RepairEvent;
  id: Scalars['ID']['input'];
  input?: InputMaybe<RepairTransitionInput>;
  version: Scalars['Int']['input'];
};


export type MutationTransitionSettlementArgs = {
  event: SettlementEvent;
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationTransitionStorageRecordArgs = {
  event: StorageRecordEvent;
  id: Scalars['ID']['input'];
  input?: InputMaybe<StorageTransitionInput>;
  version: Scalars['Int']['input'];
};


export type MutationTransitionTntPacketArgs = {
  event: TntPacketEvent;
  id: Scalars['ID']['input'];
  input?: InputMaybe<TntPacketTransitionInput>;
  version: Scalars['Int']['input'];
};


export type MutationUpdateAccidentReportArgs = {
  id: Scalars['ID']['input'];
  input: AccidentReportInput;
  version: Scalars['Int']['input'];
};


export type MutationUpdateBillingItemArgs = {
  id: Scalars['ID']['input'];
  input: BillingItemInput;
  version: Scalars['Int']['input'];
};


export type MutationUpdateBooksAccountsArgs = {
  input: BooksAccountsInput;
  version: Scalars['Int']['input'];
};


export type MutationUpdateClientArgs = {
  id: Scalars['ID']['input'];
  input: ClientInput;
  version: Scalars['Int']['input'];
};


export type MutationUpdateClientContactArgs = {
  id: Scalars['ID']['input'];
  input: ContactInput;
  version: Scalars['Int']['input'];
};


export type MutationUpdateClientInvoicingArgs = {
  clientId: Scalars['ID']['input'];
  input: ClientInvoicingInput;
  version: Scalars['Int']['input'];
};


export type MutationUpdateContactArgs = {
  input: UpdateContactInput;
};


export type MutationUpdateCustomerArgs = {
  id: Scalars['ID']['input'];
  input: CustomerUpdateInput;
  version: Scalars['Int']['input'];
};


export type MutationUpdateDocumentTypeArgs = {
  id: Scalars['ID']['input'];
  input: DocumentTypeInput;
  version: Scalars['Int']['input'];
};


export type MutationUpdateDriverArgs = {
  id: Scalars['ID']['input'];
  input: DriverInput;
  version: Scalars['Int']['input'];
};


export type MutationUpdateDriverFlightArgs = {
  id: Scalars['ID']['input'];
  input: DriverFlightInput;
  version: Scalars['Int']['input'];
};


export type MutationUpdateDriverRentalArgs = {
  id: Scalars['ID']['input'];
  input: DriverRentalInput;
  version: Scalars['Int']['input'];
};


export type MutationUpdateExpenseItemArgs = {
  id: Scalars['ID']['input'];
  input: ExpenseItemInput;
  version: Scalars['Int']['input'];
};


export type MutationUpdateFuelRateArgs = {
  id: Scalars['ID']['input'];
  input: FuelRateInput;
  version: Scalars['Int']['input'];
};


export type MutationUpdateHubArgs = {
  id: Scalars['ID']['input'];
  input: HubInput;
  version: Scalars['Int']['input'];
};


export type MutationUpdateIftaRateArgs = {
  id: Scalars['ID']['input'];
  input: IftaRateInput;
  version: Scalars['Int']['input'];
};


export type MutationUpdateLocationArgs = {
  id: Scalars['ID']['input'];
  input: LocationInput;
  version: Scalars['Int']['input'];
};


export type MutationUpdateNotificationSettingsArgs = {
  input: NotificationSettingsInput;
};


export type MutationUpdateOrderArgs = {
  id: Scalars['ID']['input'];
  input: OrderUpdateInput;
  version: Scalars['Int']['input'];
};


export type MutationUpdateOrderLegArgs = {
  id: Scalars['ID']['input'];
  input: OrderLegUpdateInput;
  version: Scalars['Int']['input'];
};


export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};


export type MutationUpdateRepairArgs = {
  id: Scalars['ID']['input'];
  input: RepairInput;
  version: Scalars['Int']['input'];
};


export type MutationUpdateRequirementTypeArgs = {
  id: Scalars['ID']['input'];
  input: RequirementTypeInput;
  version: Scalars['Int']['input'];
};


export type MutationUpdateStorageContactArgs = {
  id: Scalars['ID']['input'];
  input: StorageContactInput;
};


export type MutationUpdateStorageFacilityArgs = {
  id: Scalars['ID']['input'];
  input: StorageFacilityInput;
  version: Scalars['Int']['input'];
};


export type MutationUpdateStorageRateCardArgs = {
  id: Scalars['ID']['input'];
  input: StorageRateCardInput;
  version: Scalars['Int']['input'];
};


export type MutationUpdateStorageRecordArgs = {
  id: Scalars['ID']['input'];
  input: StorageRecordInput;
  version: Scalars['Int']['input'];
};


export type MutationUpdateTagArgs = {
  id: Scalars['ID']['input'];
  input: TagInput;
  version: Scalars['Int']['input'];
};


export type MutationUpdateTariffRateArgs = {
  id: Scalars['ID']['input'];
  input: TariffRateInput;
  version: Scalars['Int']['input'];
};


export type MutationUpdateTenantSettingsArgs = {
  input: TenantSettingsInput;
  version: Scalars['Int']['input'];
};


export type MutationUpdateTntPacketArgs = {
  id: Scalars['ID']['input'];
  input: TntPacketUpdateInput;
  version: Scalars['Int']['input'];
};


export type MutationUpdateTruckingCompanyArgs = {
  id: Scalars['ID']['input'];
  input: TruckingCompanyInput;
  version: Scalars['Int']['input'];
};


export type MutationUpdateUnitArgs = {
  id: Scalars['ID']['input'];
  input: UnitInput;
  version: Scalars['Int']['input'];
};


export type MutationUpdateUserArgs = {
  id: Scalars['ID']['input'];
  input: UserAccessInput;
  version: Scalars['Int']['input'];
};


export type MutationUpdateVehicleArgs = {
  id: Scalars['ID']['input'];
  input: VehicleInput;
  version: Scalars['Int']['input'];
};


export type MutationUploadAccidentMediaArgs = {
  category: MediaCategory;
  documentTypeId?: InputMaybe<Scalars['ID']['input']>;
  file: Scalars['File']['input'];
  reportId: Scalars['ID']['input'];
};


export type MutationUploadAvatarArgs = {
  file: Scalars['File']['input'];
};


export type MutationUploadConditionPhotoArgs = {
  capturedAt: Scalars['DateTime']['input'];
  clientId: Scalars['ID']['input'];
  file: Scalars['File']['input'];
  kind: ConditionPhotoKind;
  latitude?: InputMaybe<Scalars['Float']['input']>;
  longitude?: InputMaybe<Scalars['Float']['input']>;
  orderLegId: Scalars['ID']['input'];
};


export type MutationUploadDriverFlightReceiptArgs = {
  file: Scalars['File']['input'];
  flightId: Scalars['ID']['input'];
};


export type MutationUploadDriverRentalReceiptArgs = {
  file: Scalars['File']['input'];
  rentalId: Scalars['ID']['input'];
};


export type MutationUploadOrderMediaArgs = {
  category: MediaCategory;
  documentTypeId?: InputMaybe<Scalars['ID']['input']>;
  file: Scalars['File']['input'];
  orderId: Scalars['ID']['input'];
  orderLegId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationUploadPortalTntDocumentArgs = {
  file: Scalars['File']['input'];
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationUploadSpreadsheetImportArgs = {
  clientId?: InputMaybe<Scalars['ID']['input']>;
  file: Scalars['File']['input'];
};

export type NewPersonalAccessToken = {
  __typename?: 'NewPersonalAccessToken';
  /** Shown once: the bearer token to give the device. */
  plainTextToken: Scalars['String']['output'];
  token: PersonalAccessToken;
};

export { NoteKind };

export type Notification = {
  __typename?: 'Notification';
  body: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  data: Scalars['JSON']['output'];
  id: Scalars['ID']['output'];
  /** The page of the record it is about (the portal's page for a portal user); the user's home when it names none. */
  link: Scalars['String']['output'];
  readAt?: Maybe<Scalars['DateTime']['output']>;
  title: Scalars['String']['output'];
  type: NotificationType;
};

export type NotificationOrderBy = {
  column: NotificationOrderByColumn;
  order: SortOrder;
};

export { NotificationOrderByColumn };

export type NotificationPaginator = {
  __typename?: 'NotificationPaginator';
  data: Array<Notification>;
  paginatorInfo: PaginatorInfo;
};

/** How a user hears of one type: in the app (the bell), by e-mail at once, in the daily digest. A type never changed is in the app only. */
export type NotificationPreference = {
  __typename?: 'NotificationPreference';
  digest: Scalars['Boolean']['output'];
  email: Scalars['Boolean']['output'];
  inApp: Scalars['Boolean']['output'];
  type: NotificationType;
};

export type NotificationPreferenceInput = {
  digest: Scalars['Boolean']['input'];
  email: Scalars['Boolean']['input'];
  inApp: Scalars['Boolean']['input'];
  type: NotificationType;
};

export type NotificationSettings = {
  __typename?: 'NotificationSettings';
  /** The hour (0-23, in the tenant's zone) the daily digest goes out. */
  digestHour: Scalars['Int']['output'];
  /** Every type, in the schema's order. */
  preferences: Array<NotificationPreference>;
  timeZone: Scalars['String']['output'];
};

export type NotificationSettingsInput = {
  digestHour?: InputMaybe<Scalars['Int']['input']>;
  /** The types to change; the others keep theirs. */
  preferences: Array<NotificationPreferenceInput>;
};

export { NotificationType };

/** What openSettlements did: the settlements it opened, in the order named, and the ones it refused. */
export type OpenSettlementsResult = {
  __typename?: 'OpenSettlementsResult';
  opened: Array<Settlement>;
  refused: Array<SettlementRefusal>;
};

export type Order = {
  __typename?: 'Order';
  activity: Array<AuditEntry>;
  alerts: Array<Alert>;
  archivedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The events the signed-in user may send now (the shared order machine). */
  availableEvents: Array<OrderEvent>;
  client: Client;
  comments: Array<Comment>;
  createdAt: Scalars['DateTime']['output'];
  createdByName?: Maybe<Scalars['String']['output']>;
  customer?: Maybe<Customer>;
  deletedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Every event the order's status knows, open or refused with the reason (OrderEvent names). */
  eventOptions: Array<EventOption>;
  id: Scalars['ID']['output'];
  invoices: Array<Invoice>;
  legCount: Scalars['Int']['output'];
  legStatuses: Array<OrderLegStatus>;
  legs: Array<OrderLeg>;
  locations: Array<OrderLocation>;
  media: Array<Media>;
  notes: Array<OrderNote>;
  /** Human number per tenant, e.g. O-100042. */
  number: Scalars['String']['output'];
  paymentStatus?: Maybe<InvoicePaymentStatus>;
  /** What the client agreed to; null when the order has no price recorded (placed before prices were kept, or not priceable). */
  price?: Maybe<OrderPrice>;
  quote?: Maybe<Quote>;
  referenceNumbers: Array<Scalars['String']['output']>;
  /** The settlements paying any of its legs, newest first. */
  settlements: Array<Settlement>;
  source: OrderSource;
  state: OrderState;
  tags: Array<Tag>;
  updatedAt: Scalars['DateTime']['output'];
  vehicles: Array<Vehicle>;
  version: Scalars['Int']['output'];
};


export type OrderMediaArgs = {
  category?: InputMaybe<MediaCategory>;
};

export { OrderColumn };

export { OrderEvent };

export type OrderInput = {
  clientId: Scalars['ID']['input'];
  customerId?: InputMaybe<Scalars['ID']['input']>;
  legs: Array<LegInput>;
  locations?: InputMaybe<Array<LocationInput>>;
  notes?: InputMaybe<OrderNotesInput>;
  referenceNumbers?: InputMaybe<Array<Scalars['String']['input']>>;
  tagIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  vehicles: Array<VehicleInput>;
};

export type OrderLeg = {
  __typename?: 'OrderLeg';
  acknowledgedAt?: Maybe<Scalars['DateTime']['output']>;
  activity: Array<AuditEntry>;
  alerts: Array<Alert>;
  /** The events the signed-in user may send now (the shared order-leg machine). */
  availableEvents: Array<OrderLegEvent>;
  clientPaid: Scalars['Boolean']['output'];
  comments: Array<Comment>;
  /** The leg's pickup and delivery reports, newest first. */
  conditionReports: Array<ConditionReport>;
  confirmedDeliveryAt?: Maybe<Scalars['DateTime']['output']>;
  confirmedPickupAt?: Maybe<Scalars['DateTime']['output']>;
  createdAt: Scalars['DateTime']['output'];
  deliveredAt?: Maybe<Scalars['DateTime']['output']>;
  deliveryContact?: Maybe<LegContact>;
  deliveryReportSubmitted: Scalars['Boolean']['output'];
  destination?: Maybe<Location>;
  distance?: Maybe<Scalars['Float']['output']>;
  driver?: Maybe<Driver>;
  driverId?: Maybe<Scalars['ID']['output']>;
  driverPaid: Scalars['Boolean']['output'];
  /** Every event the leg's status knows, open or refused with the machine's reason (what the action bar shows). */
  eventOptions: Array<EventOption>;
  heldFrom?: Maybe<OrderLegStatus>;
  holdReason?: Maybe<LegHoldReason>;
  id: Scalars['ID']['output'];
  invoices: Array<Invoice>;
  media: Array<Media>;
  needsTagAndTitle: Scalars['Boolean']['output'];
  notes?: Maybe<Scalars['String']['output']>;
  /** O-100042-2: the order's number and the leg's position. */
  number: Scalars['String']['output'];
  order: Order;
  origin?: Maybe<Location>;
  pickedUpAt?: Maybe<Scalars['DateTime']['output']>;
  pickupContact?: Maybe<LegContact>;
  pickupReportSubmitted: Scalars['Boolean']['output'];
  position: Scalars['Int']['output'];
  /** How many positions were recorded along the leg. */
  positionCount: Scalars['Int']['output'];
  /** This leg's part of the order's price (null when the order has none). */
  price?: Maybe<LegPriceShare>;
  requestedDelivery: DateRequest;
  requestedPickup: DateRequest;
  /** Position in its vehicle's chain (1 = first leg of that vehicle). */
  sequence: Scalars['Int']['output'];
  /** Its settled-leg rows (one per payee that settled it), newest settlement first. */
  settlementLegs: Array<SettlementLeg>;
  status: OrderLegStatus;
  statusReason?: Maybe<Scalars['String']['output']>;
  tagAndTitleDone: Scalars['Boolean']['output'];
  /** The leg's tags (staff only), by name. */
  tags: Array<Tag>;
  transportMethod: TransportMethod;
  truckingCompany?: Maybe<TruckingCompany>;
  truckingCompanyId?: Maybe<Scalars['ID']['output']>;
  unit?: Maybe<Unit>;
  unitId?: Maybe<Scalars['ID']['output']>;
  /** The power unit's odometer when the leg was delivered. */
  unitOdometerEnd?: Maybe<Scalars['Int']['output']>;
  /** The power unit's odometer when the leg was picked up (in the tenant's distance unit). */
  unitOdometerStart?: Maybe<Scalars['Int']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  vehicle?: Maybe<Vehicle>;
  version: Scalars['Int']['output'];
};


export type OrderLegMediaArgs = {
  category?: InputMaybe<MediaCategory>;
};

export { OrderLegColumn };

export { OrderLegEvent };

export type OrderLegOrderBy = {
  column: OrderLegOrderByColumn;
  order: SortOrder;
};

export { OrderLegOrderByColumn };

export type OrderLegPaginator = {
  __typename?: 'OrderLegPaginator';
  data: Array<OrderLeg>;
  paginatorInfo: PaginatorInfo;
};

export { OrderLegStatus };

export type OrderLegUpdateInput = {
  driverId?: InputMaybe<Scalars['ID']['input']>;
  needsTagAndTitle?: InputMaybe<Scalars['Boolean']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  requestedDelivery?: InputMaybe<DateRequestInput>;
  requestedPickup?: InputMaybe<DateRequestInput>;
  transportMethod?: InputMaybe<TransportMethod>;
  truckingCompanyId?: InputMaybe<Scalars['ID']['input']>;
  /** The power unit of a TOW or company-TRUCKED leg. */
  unitId?: InputMaybe<Scalars['ID']['input']>;
};

export type OrderLegWhere = {
  AND?: InputMaybe<Array<OrderLegWhere>>;
  OR?: InputMaybe<Array<OrderLegWhere>>;
  column?: InputMaybe<OrderLegColumn>;
  operator?: InputMaybe<SqlOperator>;
  value?: InputMaybe<Scalars['JSON']['input']>;
};

export { OrderListStatus };

export type OrderLocation = {
  __typename?: 'OrderLocation';
  location: Location;
  role: OrderLocationRole;
};

export { OrderLocationRole };

export type OrderNote = {
  __typename?: 'OrderNote';
  authorName?: Maybe<Scalars['String']['output']>;
  body: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  kind: NoteKind;
};

export type OrderNotesInput = {
  general?: InputMaybe<Scalars['String']['input']>;
  specialInstructions?: InputMaybe<Scalars['String']['input']>;
};

export type OrderOrderBy = {
  column: OrderOrderByColumn;
  order: SortOrder;
};

export { OrderOrderByColumn };

export type OrderPaginator = {
  __typename?: 'OrderPaginator';
  data: Array<Order>;
  paginatorInfo: PaginatorInfo;
};

/** What the client agreed to when the order was placed: the priced lines kept with the order, amounts in minor units. */
export type OrderPrice = {
  __typename?: 'OrderPrice';
  currency: Scalars['String']['output'];
  lineItems: Array<LineItem>;
  pricedAt: Scalars['DateTime']['output'];
  /** The quote the price came from (source QUOTE), and its revision. */
  quote?: Maybe<Quote>;
  quoteRevision?: Maybe<Scalars['Int']['output']>;
  source: OrderPriceSource;
  subtotal: Scalars['Int']['output'];
  tax: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  warnings: Array<Scalars['String']['output']>;
};

export { OrderPriceSource };

export { OrderSource };

export { OrderState };

export type OrderUpdateInput = {
  customerId?: InputMaybe<Scalars['ID']['input']>;
  referenceNumbers?: InputMaybe<Array<Scalars['String']['input']>>;
  tagIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type OrderWhere = {
  AND?: InputMaybe<Array<OrderWhere>>;
  OR?: InputMaybe<Array<OrderWhere>>;
  column?: InputMaybe<OrderColumn>;
  operator?: InputMaybe<SqlOperator>;
  value?: InputMaybe<Scalars['JSON']['input']>;
};

/** Pagination information about the corresponding list of items (Lighthouse style). */
export type PaginatorInfo = {
  __typename?: 'PaginatorInfo';
  count: Scalars['Int']['output'];
  currentPage: Scalars['Int']['output'];
  firstItem?: Maybe<Scalars['Int']['output']>;
  hasMorePages: Scalars['Boolean']['output'];
  lastItem?: Maybe<Scalars['Int']['output']>;
  lastPage: Scalars['Int']['output'];
  perPage: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** A catalog billing item as a client or customer is charged for it. */
export type PartyBillingItem = {
  __typename?: 'PartyBillingItem';
  /** The party's own price (minor units); none: the catalog's. */
  amount?: Maybe<Scalars['Int']['output']>;
  /** The price that applies to this party and where it comes from. */
  appliedAmount: Scalars['Int']['output'];
  appliedSource: PriceSource;
  /** Every quote of the party carries the item without being asked. */
  autoAdd: Scalars['Boolean']['output'];
  billingItem: BillingItem;
  id: Scalars['ID']['output'];
  version: Scalars['Int']['output'];
};

export type PartyBillingItemInput = {
  amount?: InputMaybe<Scalars['Int']['input']>;
  autoAdd: Scalars['Boolean']['input'];
  billingItemId: Scalars['ID']['input'];
  /** The row's version when editing one (a stale one is CONFLICT); none: set it whatever it is. */
  version?: InputMaybe<Scalars['Int']['input']>;
};

export { PayKind };

/** How a driver or a trucking company is paid: PER_MILE and PER_MOVE rates in minor units (per the tenant's distance unit, per move), PERCENT in basis points. */
export type PayProfile = {
  __typename?: 'PayProfile';
  /** Whether the contract lets the operator charge repairs back to the driver (docs/domain.md#driver-pay). */
  chargebackAllowed: Scalars['Boolean']['output'];
  kind: PayKind;
  rate: Scalars['Int']['output'];
};

export type PayProfileInput = {
  /** Absent: kept as stored on an update (false on a create). */
  chargebackAllowed?: InputMaybe<Scalars['Boolean']['input']>;
  kind: PayKind;
  /** PER_MILE and PER_MOVE: minor units of the tenant's currency; PERCENT: basis points (1250 is 12.5%). */
  rate: Scalars['Int']['input'];
};

export type PayRun = {
  __typename?: 'PayRun';
  balance: Scalars['Float']['output'];
  payees: Array<PayRunPayee>;
};

/** A payee with an OPEN settlement balance. */
export type PayRunPayee = {
  __typename?: 'PayRunPayee';
  balance: Scalars['Float']['output'];
  driver?: Maybe<Driver>;
  net: Scalars['Float']['output'];
  paid: Scalars['Float']['output'];
  payeeKind: SettlementPayeeKind;
  payeeName: Scalars['String']['output'];
  settlements: Array<Settlement>;
  truckingCompany?: Maybe<TruckingCompany>;
};

export type Payee = {
  __typename?: 'Payee';
  address?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  taxIdLast4?: Maybe<Scalars['String']['output']>;
};

/** What a payee was paid in a calendar year (1099-NEC), with the year's reporting threshold. */
export type Payee1099 = {
  __typename?: 'Payee1099';
  driver?: Maybe<Driver>;
  overThreshold: Scalars['Boolean']['output'];
  payeeKind: SettlementPayeeKind;
  payeeName: Scalars['String']['output'];
  total: Scalars['Float']['output'];
  truckingCompany?: Maybe<TruckingCompany>;
};

export type Payee1099Report = {
  __typename?: 'Payee1099Report';
  payees: Array<Payee1099>;
  /** Minor units: $600 for payments in 2025 and before, $2,000 from 2026. */
  threshold: Scalars['Float']['output'];
  year: Scalars['Int']['output'];
};

export type PayeeInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  taxIdLast4?: InputMaybe<Scalars['String']['input']>;
};

/** Money received from a client (minor units), applied to one or more of its invoices; what is left is the client's credit. */
export type Payment = {
  __typename?: 'Payment';
  amount: Scalars['Float']['output'];
  applications: Array<PaymentApplication>;
  client: Client;
  createdAt: Scalars['DateTime']['output'];
  createdByName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The idempotency key it was posted with. */
  key: Scalars['String']['output'];
  method: PaymentMethod;
  /** YYYY-MM-DD */
  receivedOn: Scalars['String']['output'];
  reference?: Maybe<Scalars['String']['output']>;
  /** What is not applied to an invoice: the client's credit. */
  unapplied: Scalars['Float']['output'];
};

/** A part of a payment applied to one invoice (minor units). */
export type PaymentApplication = {
  __typename?: 'PaymentApplication';
  amount: Scalars['Float']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  invoice: Invoice;
  payment: Payment;
};

export type PaymentApplicationInput = {
  /** Minor units, > 0. */
  amount: Scalars['Float']['input'];
  invoiceId: Scalars['ID']['input'];
};

export { PaymentMethod };

export { PaymentTerms };

export type PersonalAccessToken = {
  __typename?: 'PersonalAccessToken';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
};

export type PlannedAssignmentInput = {
  driverId: Scalars['ID']['input'];
  legId: Scalars['ID']['input'];
  /** The leg's version when the plan was made: a leg changed since is CONFLICT and nothing is assigned. */
  version: Scalars['Int']['input'];
};

export type PlannedLeg = {
  __typename?: 'PlannedLeg';
  afterLeg?: Maybe<OrderLeg>;
  cost: Scalars['Float']['output'];
  deadheadMiles?: Maybe<Scalars['Float']['output']>;
  driver: Driver;
  from: DriverStart;
  leg: OrderLeg;
  /** 1 for the driver's first leg of the plan, 2 for the one chained after it, … */
  order: Scalars['Int']['output'];
  reasons: Array<Scalars['String']['output']>;
  warnings: Array<Scalars['String']['output']>;
};

/** A client or customer the portal user acts for, as far as the portal may know it. */
export type PortalAccount = {
  __typename?: 'PortalAccount';
  code?: Maybe<Scalars['String']['output']>;
  /** Set when the operator closed this account; its orders stay readable, new orders are refused. */
  deletedAt?: Maybe<Scalars['DateTime']['output']>;
  displayName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

/** One step of an order's or leg's history as the portal tells it: what happened, never who among staff did it. */
export type PortalActivity = {
  __typename?: 'PortalActivity';
  createdAt: Scalars['DateTime']['output'];
  entityId?: Maybe<Scalars['String']['output']>;
  entityKind: Scalars['String']['output'];
  /** The recorded event, e.g. order.create, leg.pick_up, leg.deliver. */
  event: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The leg status after the event, when it changed one. */
  status?: Maybe<OrderLegStatus>;
};

/** A comment the portal may read: never an internal one. */
export type PortalComment = {
  __typename?: 'PortalComment';
  authorName?: Maybe<Scalars['String']['output']>;
  body: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** True when the author is the operator's staff (shown as the operator's reply). */
  fromStaff: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
};

/** The portal home: open legs by status, quotes awaiting an answer, recent deliveries. */
export type PortalHome = {
  __typename?: 'PortalHome';
  openLegsByStatus: Array<PortalStatusCount>;
  openOrders: Scalars['Int']['output'];
  quotesAwaitingAnswer: Array<PortalQuote>;
  recentDeliveries: Array<PortalOrderLeg>;
  /** Legs with a pickup or delivery today or tomorrow. */
  upcoming: Array<PortalOrderLeg>;
};

/** A portal user's view of an invoice: its status, dates and lines, nothing of settlements, pay or margin. */
export type PortalInvoice = {
  __typename?: 'PortalInvoice';
  balance: Scalars['Float']['output'];
  currency: Scalars['String']['output'];
  dueOn?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  issuedOn?: Maybe<Scalars['String']['output']>;
  kind: InvoiceKind;
  lines: Array<PortalInvoiceLine>;
  number: Scalars['String']['output'];
  paid: Scalars['Float']['output'];
  paymentStatus: InvoicePaymentStatus;
  /** The invoice's PDF (null for a draft): the client's own invoice only. */
  pdf?: Maybe<Media>;
  poNumber?: Maybe<Scalars['String']['output']>;
  status: InvoiceStatus;
  subtotal: Scalars['Float']['output'];
  tax: Scalars['Float']['output'];
  terms: PaymentTerms;
  total: Scalars['Float']['output'];
};

export type PortalInvoiceLine = {
  __typename?: 'PortalInvoiceLine';
  amount: Scalars['Float']['output'];
  description: Scalars['String']['output'];
  quantity: Scalars['Float']['output'];
  type: LineItemType;
  unitAmount: Scalars['Float']['output'];
};

export type PortalInvoicePaginator = {
  __typename?: 'PortalInvoicePaginator';
  data: Array<PortalInvoice>;
  paginatorInfo: PaginatorInfo;
};

export type PortalLocation = {
  __typename?: 'PortalLocation';
  address1: Scalars['String']['output'];
  address2?: Maybe<Scalars['String']['output']>;
  city: Scalars['String']['output'];
  contactName?: Maybe<Scalars['String']['output']>;
  contactPhone?: Maybe<Scalars['String']['output']>;
  country: Scalars['String']['output'];
  county?: Maybe<Scalars['String']['output']>;
  hours?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lat?: Maybe<Scalars['Float']['output']>;
  lng?: Maybe<Scalars['Float']['output']>;
  name: Scalars['String']['output'];
  postalCode: Scalars['String']['output'];
  stateProvince: Scalars['String']['output'];
  type: LocationType;
};

export type PortalOrder = {
  __typename?: 'PortalOrder';
  activity: Array<PortalActivity>;
  client: PortalAccount;
  comments: Array<PortalComment>;
  createdAt: Scalars['DateTime']['output'];
  customer?: Maybe<PortalAccount>;
  id: Scalars['ID']['output'];
  /** The special instructions given with the order (GENERAL notes are the operator's own). */
  instructions: Array<Scalars['String']['output']>;
  invoices: Array<PortalInvoice>;
  legCount: Scalars['Int']['output'];
  legStatuses: Array<OrderLegStatus>;
  legs: Array<PortalOrderLeg>;
  locations: Array<PortalOrderLocation>;
  /** Files of the order and its legs in the categories a portal user may see. */
  media: Array<Media>;
  number: Scalars['String']['output'];
  paymentStatus?: Maybe<InvoicePaymentStatus>;
  /** The price the client agreed to (its lines and total; never driver pay, margin or internal warnings). */
  price?: Maybe<PortalOrderPrice>;
  quote?: Maybe<PortalQuote>;
  referenceNumbers: Array<Scalars['String']['output']>;
  source: OrderSource;
  state: OrderState;
  updatedAt: Scalars['DateTime']['output'];
  vehicles: Array<PortalVehicle>;
};


export type PortalOrderMediaArgs = {
  category?: InputMaybe<MediaCategory>;
};

export type PortalOrderLeg = {
  __typename?: 'PortalOrderLeg';
  activity: Array<PortalActivity>;
  comments: Array<PortalComment>;
  confirmedDeliveryAt?: Maybe<Scalars['DateTime']['output']>;
  confirmedPickupAt?: Maybe<Scalars['DateTime']['output']>;
  deliveredAt?: Maybe<Scalars['DateTime']['output']>;
  /** The client's own delivery contact on this leg. */
  deliveryContact?: Maybe<LegContact>;
  destination?: Maybe<PortalLocation>;
  distance?: Maybe<Scalars['Float']['output']>;
  /** The assigned driver's first name; nothing more of the driver reaches the portal. */
  driverFirstName?: Maybe<Scalars['String']['output']>;
  /** The delivery time something real supports: delivered, else the confirmed delivery; null otherwise (a requested day is not an ETA). */
  eta?: Maybe<Scalars['DateTime']['output']>;
  holdReason?: Maybe<LegHoldReason>;
  id: Scalars['ID']['output'];
  invoices: Array<PortalInvoice>;
  media: Array<Media>;
  needsTagAndTitle: Scalars['Boolean']['output'];
  number: Scalars['String']['output'];
  order: PortalOrder;
  origin?: Maybe<PortalLocation>;
  pickedUpAt?: Maybe<Scalars['DateTime']['output']>;
  /** The client's own pickup contact on this leg (what it gave when ordering). */
  pickupContact?: Maybe<LegContact>;
  position: Scalars['Int']['output'];
  requestedDelivery: DateRequest;
  requestedPickup: DateRequest;
  sequence: Scalars['Int']['output'];
  status: OrderLegStatus;
  /** The leg's stays in storage, newest first. */
  storageStays: Array<PortalStorageStay>;
  tagAndTitleDone: Scalars['Boolean']['output'];
  transportMethod: TransportMethod;
  updatedAt: Scalars['DateTime']['output'];
  vehicle?: Maybe<PortalVehicle>;
};


export type PortalOrderLegMediaArgs = {
  category?: InputMaybe<MediaCategory>;
};

export type PortalOrderLocation = {
  __typename?: 'PortalOrderLocation';
  location: PortalLocation;
  role: OrderLocationRole;
};

export type PortalOrderPaginator = {
  __typename?: 'PortalOrderPaginator';
  data: Array<PortalOrder>;
  paginatorInfo: PaginatorInfo;
};

/** An order's agreed price as the portal shows it. */
export type PortalOrderPrice = {
  __typename?: 'PortalOrderPrice';
  currency: Scalars['String']['output'];
  lineItems: Array<LineItem>;
  pricedAt: Scalars['DateTime']['output'];
  /** The quote's number when the price came from one. */
  quoteNumber?: Maybe<Scalars['String']['output']>;
  source: OrderPriceSource;
  subtotal: Scalars['Int']['output'];
  tax: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type PortalQuote = {
  __typename?: 'PortalQuote';
  /** ACCEPT and DECLINE while PENDING; nothing else is the portal's to send. */
  availableEvents: Array<QuoteEvent>;
  client: PortalAccount;
  createdAt: Scalars['DateTime']['output'];
  currency: Scalars['String']['output'];
  customer?: Maybe<PortalAccount>;
  declineReason?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lineItems: Array<LineItem>;
  number: Scalars['String']['output'];
  /** The order staff made of the accepted quote. */
  order?: Maybe<PortalOrder>;
  /** The move as requested (vehicles, locations, legs, extras). */
  request: Scalars['JSON']['output'];
  status: QuoteStatus;
  subtotal: Scalars['Int']['output'];
  tax: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  updatedAt: Scalars['DateTime']['output'];
  validUntil: Scalars['String']['output'];
  version: Scalars['Int']['output'];
};

export { PortalQuoteEvent };

export type PortalQuotePaginator = {
  __typename?: 'PortalQuotePaginator';
  data: Array<PortalQuote>;
  paginatorInfo: PaginatorInfo;
};

export type PortalSearchResult = {
  __typename?: 'PortalSearchResult';
  legs: Array<PortalOrderLeg>;
  orders: Array<PortalOrder>;
  quotes: Array<PortalQuote>;
};

export type PortalStatusCount = {
  __typename?: 'PortalStatusCount';
  count: Scalars['Int']['output'];
  status: OrderLegStatus;
};

/**
 * A stay of a portal user's vehicle at a storage facility (its client's record, or one on a leg of its own orders): where,
 * since when, how many days and the STORAGE line item it will bill. Nothing internal: no spot, keys, notes, problem or
 * staff names.
 */
export type PortalStorageStay = {
  __typename?: 'PortalStorageStay';
  checkedInAt?: Maybe<Scalars['DateTime']['output']>;
  checkedOutAt?: Maybe<Scalars['DateTime']['output']>;
  facility: PortalLocation;
  id: Scalars['ID']['output'];
  /** The STORAGE line item the stay will bill so far (null before check-in or without a rate). */
  lineItem?: Maybe<LineItem>;
  number: Scalars['String']['output'];
  reservedFrom: Scalars['String']['output'];
  reservedTo?: Maybe<Scalars['String']['output']>;
  status: StorageRecordStatus;
  /** Days on site so far, a started day counting (null before check-in). */
  stayDays?: Maybe<Scalars['Int']['output']>;
};

/** The portal's view of a packet: the checklist, nothing internal (no fees, notes or staff names). */
export type PortalTntPacket = {
  __typename?: 'PortalTntPacket';
  districtName: Scalars['String']['output'];
  documents: Array<PortalTntPacketDocument>;
  id: Scalars['ID']['output'];
  kind: TntPacketKind;
  number: Scalars['String']['output'];
  paperworkStatus: TntPaperworkStatus;
  status: TntPacketStatus;
  tempTagExpiresOn?: Maybe<Scalars['String']['output']>;
  version: Scalars['Int']['output'];
  vin?: Maybe<Scalars['String']['output']>;
};

export type PortalTntPacketDocument = {
  __typename?: 'PortalTntPacketDocument';
  guidance?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  kind: RequirementKind;
  label: Scalars['String']['output'];
  media?: Maybe<Media>;
  /** RECEIVE while the client may send this document's file (the checklist open, the document missing or rejected). */
  moves: Array<TntDocumentMove>;
  rejectReason?: Maybe<Scalars['String']['output']>;
  state: TntDocumentState;
};

export type PortalVehicle = {
  __typename?: 'PortalVehicle';
  colour?: Maybe<VehicleColour>;
  fuelType: FuelType;
  id: Scalars['ID']['output'];
  make?: Maybe<Scalars['String']['output']>;
  model?: Maybe<Scalars['String']['output']>;
  plate?: Maybe<Scalars['String']['output']>;
  plateState?: Maybe<Scalars['String']['output']>;
  transmission: Transmission;
  vehicleClass?: Maybe<VehicleClass>;
  vin?: Maybe<Scalars['String']['output']>;
  year?: Maybe<Scalars['Int']['output']>;
};

export type PostPaymentInput = {
  /** Minor units, > 0. */
  amount: Scalars['Float']['input'];
  applications: Array<PaymentApplicationInput>;
  /** What is not applied is kept as the client's credit; without it the applications must cover the amount. */
  asCredit?: InputMaybe<Scalars['Boolean']['input']>;
  clientId: Scalars['ID']['input'];
  /** Idempotency key: posting the same key again answers the stored payment. */
  key: Scalars['String']['input'];
  method: PaymentMethod;
  /** YYYY-MM-DD */
  receivedOn: Scalars['String']['input'];
  reference?: InputMaybe<Scalars['String']['input']>;
};

export { Preventability };

export type PriceResult = {
  __typename?: 'PriceResult';
  currency: Scalars['String']['output'];
  /** Road distance of each leg in the tenant's distance unit. */
  distances: Array<Scalars['Float']['output']>;
  lineItems: Array<LineItem>;
  subtotal: Scalars['Int']['output'];
  tax: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  warnings: Array<Scalars['String']['output']>;
};

export { PriceSource };

/** The public page's survey: the move it names and nothing else of the tenant's (fields null unless OPEN or ANSWERED). */
export type PublicDeliverySurvey = {
  __typename?: 'PublicDeliverySurvey';
  deliveredAt?: Maybe<Scalars['DateTime']['output']>;
  driverFirstName?: Maybe<Scalars['String']['output']>;
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  from?: Maybe<Scalars['String']['output']>;
  operatorName?: Maybe<Scalars['String']['output']>;
  /** Seconds to wait when TOO_MANY_REQUESTS. */
  retryAfter?: Maybe<Scalars['Int']['output']>;
  state: DeliverySurveyState;
  to?: Maybe<Scalars['String']['output']>;
  vehicle?: Maybe<Scalars['String']['output']>;
};

/** Whether the driver may take the leg today (src/domain/qualification.ts): every failed rule, and what expires soon. */
export type Qualification = {
  __typename?: 'Qualification';
  ok: Scalars['Boolean']['output'];
  reasons: Array<Scalars['String']['output']>;
  warnings: Array<Scalars['String']['output']>;
};

export type Query = {
  __typename?: 'Query';
  /** ACCIDENT_INCIDENT_MGMT, DRIVER_SAFETY (read) and ADMIN (docs/access.md#areas); others FORBIDDEN. */
  accidentOverview: AccidentOverview;
  /** The 49 CFR 390.15 register: DOT-recordable accidents of the last three years (or the range), oldest first. */
  accidentRegister: Array<AccidentReport>;
  accidentReport?: Maybe<AccidentReport>;
  accidentReports: AccidentReportPaginator;
  /** The tenant's live CLIENT_RELATIONS and CLIENT_RELATIONS_LEAD users, by name: who a client may be given to. */
  accountManagers: Array<AccountManager>;
  /** The announcements valid now for the user's roles. */
  activeAnnouncements: Array<Announcement>;
  /** ADMIN: a user of the request's tenant (another tenant's is null). */
  adminUser?: Maybe<AdminUser>;
  /** ADMIN: /admin/users, the users of the request's tenant, by name; a search over name and email. */
  adminUsers: AdminUserPaginator;
  alerts: AlertPaginator;
  billingItem?: Maybe<BillingItem>;
  /** ADMIN: /admin/billing-items, by code; a search over code and name. */
  billingItems: BillingItemPaginator;
  booksAccounts: BooksAccounts;
  booksExportPreview: BooksExportPreview;
  /** The exports, newest first. */
  booksExports: BooksExportPaginator;
  /** CALL_CENTER team and ADMIN: the callbacks due, the oldest first; one's own, or the team's for a CALL_CENTER_LEAD. */
  callCenterCallbacks: CommunicationEntryPaginator;
  /** CALL_CENTER team and ADMIN: the calls one person logged today (the tenant's day), newest first: what their count on /call-center opens. */
  callCenterCallsToday: CommunicationEntryPaginator;
  /** CALL_CENTER team and ADMIN (docs/access.md#areas); others FORBIDDEN. Oldest promise first (ASAP first), then the oldest leg. */
  callCenterLegs: CallCenterLegPaginator;
  /** CALL_CENTER team and ADMIN: the counts of /call-center. */
  callCenterOverview: CallCenterOverview;
  /** CALL_CENTER team and ADMIN: the tenant's live users holding CALL_CENTER or CALL_CENTER_LEAD, by name. */
  callCenterTeam: Array<CallCenterMember>;
  client?: Maybe<Client>;
  clientCredit: ClientCredit;
  /** A client's last 90 days; another tenant's client is NOT_FOUND. */
  clientHealth: ClientHealth;
  /** The accounts of the request's user (ME) or of the whole team (TEAM: ADMIN and CLIENT_RELATIONS_LEAD), by name. */
  clientRelationsOverview: Array<ClientRelationsAccount>;
  clients: ClientPaginator;
  communicationContacts: Array<CommunicationContact>;
  /** A record's log, newest first. */
  communicationLog: CommunicationEntryPaginator;
  conditionReport?: Maybe<ConditionReport>;
  /** The review queue and lists: new damage first, then newest. */
  conditionReports: ConditionReportPaginator;
  customer?: Maybe<Customer>;
  customers: CustomerPaginator;
  dashboard: DashboardSummary;
  decodeVin: VinDecode;
  /** The tenant's default rates (no client, no customer): what applies when a party has none of its own. */
  defaultTariffRates: Array<TariffRate>;
  /** Staff: the surveys of a leg or of a driver (answered first, newest first). */
  deliverySurveys: Array<DeliverySurvey>;
  /** ADMIN: /admin/settings/demo. */
  demoData: DemoData;
  /** /dispatch: open legs by pickup day (earliest first), with their pickup and delivery on the map. */
  dispatchBoard: DispatchBoardPaginator;
  /** /dispatch/driver-list: every driver with their current and next leg, last position, today's and this week's legs. */
  dispatchDrivers: DispatchDriverPaginator;
  dispatchMap: DispatchMap;
  /** A state or province (no county) or one of its counties, by the codes of its address; null when there is none. */
  district?: Maybe<District>;
  /** REGISTRATION locations in a state or province matching a search (the office picker), 25 at a time. */
  districtOfficeChoices: Array<Location>;
  /** The requirements for a vehicle titled in (state, county) of a model year: the state's with the county's merged over them. */
  districtRequirements: Array<DistrictRequirement>;
  /** Every district, states before their counties. ADMIN and tag-and-title staff. */
  districts: DistrictPaginator;
  documentType?: Maybe<DocumentType>;
  /** Operator staff: the active document types a DOCUMENTS file of a record of this kind may be filed under, by name. */
  documentTypeChoices: Array<DocumentType>;
  /** ADMIN: /admin/document-types, by name; a search over the name. */
  documentTypes: DocumentTypePaginator;
  driver?: Maybe<Driver>;
  driverFlight?: Maybe<DriverFlight>;
  /** DISPATCH, DISPATCH_LEAD, ACCOUNTING, ACCOUNTING_LEAD and ADMIN; a driver their own; others FORBIDDEN. */
  driverFlights: DriverFlightPaginator;
  /** Whether the driver may take the leg today, with every reason and warning (the leg machine's assign guard asks the same). */
  driverQualification: Qualification;
  driverReceipts: Array<DriverReceipt>;
  driverRental?: Maybe<DriverRental>;
  driverRentals: DriverRentalPaginator;
  /** The drivers for one leg, ranked, each with the reason; blocked ones apart. */
  driverSuggestions: DriverSuggestions;
  /** Staff see the tenant's drivers; a driver sees their own profile, a trucking company's user its drivers. */
  drivers: DriverPaginator;
  expenseItem?: Maybe<ExpenseItem>;
  /** ADMIN: /admin/expense-items, by code; a search over code and name. */
  expenseItems: ExpenseItemPaginator;
  fuelRate?: Maybe<FuelRate>;
  /** ADMIN: the week pricing applies on a day (YYYY-MM-DD): the latest that starts on or before it, or null. */
  fuelRateOn?: Maybe<FuelRate>;
  /** ADMIN: /admin/settings/fuel-rates, newest week first; from and to (YYYY-MM-DD) narrow the weeks. */
  fuelRates: FuelRatePaginator;
  geocodePostalCode?: Maybe<Geocode>;
  /** HELP_DESK and ADMIN (docs/access.md#areas); others FORBIDDEN. Legs that need a person, oldest problem first. */
  helpDeskLegs: HelpDeskLegPaginator;
  /** HELP_DESK and ADMIN: the counts per reason, open alerts and the new-damage reports of the last 14 days. */
  helpDeskOverview: HelpDeskOverview;
  hub?: Maybe<Hub>;
  /** /admin/hubs: a page of live hubs, searched over name, code and city. Operator staff. */
  hubList: HubPaginator;
  /** The tenant's live hubs by name (a driver's home hub is one of them). Operator staff. */
  hubs: Array<Hub>;
  /** The years with decals, newest first (this year always included). */
  iftaDecalYears: Array<Scalars['Int']['output']>;
  /** DRIVER_SAFETY, ADMIN and DISPATCH_LEAD (docs/access.md#areas); others FORBIDDEN. */
  iftaDecals: IftaDecalPaginator;
  /** The rates the IFTA return of a quarter uses: the tenant's own where entered, else the published ones. */
  iftaRates: Array<IftaRate>;
  invoice?: Maybe<Invoice>;
  /** The live billing items a draft may take by hand, by code. */
  invoiceBillingItems: Array<InvoiceBillingItem>;
  invoiceByNumber?: Maybe<Invoice>;
  /** Invoices (BILLING, ACCOUNTING and their leads), newest first unless ordered otherwise. */
  invoices: InvoicePaginator;
  location?: Maybe<Location>;
  locations: LocationPaginator;
  /** The signed-in user with everything the session needs (roles, linked clients and customers, tenants, contact), or null when signed out. */
  me?: Maybe<User>;
  /** Staff users of the current tenant whose name or email contains `search`, names starting with it first (staff only; never portal users or drivers). */
  mentionSuggestions: Array<MentionSuggestion>;
  /** The signed-in driver's own receipts, newest first. */
  myDriverReceipts: Array<DriverReceipt>;
  /** The signed-in driver's own settlements (not drafts). */
  mySettlements: SettlementPaginator;
  notificationSettings: NotificationSettings;
  notifications: NotificationPaginator;
  order?: Maybe<Order>;
  /** The order with this number (O-100191, as people paste it) in the current tenant; an unknown or malformed number is NOT_FOUND. */
  orderByNumber?: Maybe<Order>;
  orderLeg?: Maybe<OrderLeg>;
  /** The leg with this number (its order's number and position, O-100191-2) in the current tenant; unknown or malformed is NOT_FOUND. */
  orderLegByNumber?: Maybe<OrderLeg>;
  orderLegs: OrderLegPaginator;
  orders: OrderPaginator;
  /** Every payee with an OPEN settlement, with the totals due. */
  payRun: PayRun;
  payee1099: Payee1099Report;
  payment?: Maybe<Payment>;
  payments: Array<Payment>;
  personalAccessTokens: Array<PersonalAccessToken>;
  /** The server's health, open to everyone. */
  ping: Scalars['String']['output'];
  /** A preview of the day for the selected legs (at most 300) over every qualified driver. */
  planDispatchDay: DispatchPlan;
  portalHome: PortalHome;
  portalInvoice?: Maybe<PortalInvoice>;
  /** The portal user's invoices (its clients' or customers'): issued ones only. */
  portalInvoices: PortalInvoicePaginator;
  /** Saved locations of the portal user's clients and customers, for the wizards. */
  portalLocations: Array<PortalLocation>;
  portalOrder?: Maybe<PortalOrder>;
  /** portalOrder by the order's number (O-100191): scoped the same way, so another client's number is NOT_FOUND. */
  portalOrderByNumber?: Maybe<PortalOrder>;
  portalOrderLeg?: Maybe<PortalOrderLeg>;
  /** portalOrderLeg by the leg's number (O-100191-2), scoped like portalOrderLeg. */
  portalOrderLegByNumber?: Maybe<PortalOrderLeg>;
  /** The portal user's orders (scoped to their clients or customers), newest first unless ordered otherwise. */
  portalOrders: PortalOrderPaginator;
  /** A live price for the wizards, without saving anything. */
  portalPriceQuote: PriceResult;
  portalQuote?: Maybe<PortalQuote>;
  /** portalQuote by the quote's number (Q-100007), scoped like portalQuote. */
  portalQuoteByNumber?: Maybe<PortalQuote>;
  portalQuotes: PortalQuotePaginator;
  /** Orders, legs (by VIN, order or reference number) and quotes of the portal user, at most `first` of each. */
  portalSearch: PortalSearchResult;
  /** The portal user's packets of one of its orders (another client's order lists nothing). */
  portalTntPackets: Array<PortalTntPacket>;
  /** A setting the signed-in user keeps for themselves on every machine (an orders list's columns); null when never set. */
  preference?: Maybe<Scalars['JSON']['output']>;
  /** ADMIN: reads a published weekly series (a date and a price column; the EIA download's shape) without writing it. */
  previewFuelRateImport: FuelRateImport;
  /** A live price for a quote or an order being written, without saving anything. */
  priceQuote: PriceResult;
  /** The survey a mailed token or a bill of lading's code opens (public; rate-limited per address). */
  publicDeliverySurvey: PublicDeliverySurvey;
  quote?: Maybe<Quote>;
  /** The quote with this number (Q-100007) in the current tenant; an unknown or malformed number is NOT_FOUND. */
  quoteByNumber?: Maybe<Quote>;
  quotes: QuotePaginator;
  /** Delivered legs not yet invoiced, grouped by client. */
  readyToBillLegs: Array<ReadyToBillGroup>;
  /** The expense items a driver's receipt may be for (live and reimbursable). */
  receiptExpenseItems: Array<ExpenseItem>;
  repair?: Maybe<Repair>;
  repairs: RepairPaginator;
  /** One of the caller's own report runs (another user's is NOT_FOUND). */
  reportRun: ReportRun;
  requirementTypes: RequirementTypePaginator;
  safetyOverview: SafetyOverview;
  /** The search client's settings for the signed-in user in the request's tenant. */
  searchConfig: SearchConfig;
  settlement?: Maybe<Settlement>;
  /** Settlements (ACCOUNTING and ACCOUNTING_LEAD), newest first. */
  settlements: SettlementPaginator;
  spreadsheetImport?: Maybe<SpreadsheetImport>;
  /** The CSV template of an import for the signed-in user's tenant. */
  spreadsheetImportTemplate: Scalars['String']['output'];
  /** The same template as an Excel workbook (.xlsx), base64-encoded. */
  spreadsheetImportTemplateXlsx: Scalars['String']['output'];
  /** Staff: the tenant's live staff users whose name or email holds the search, by name (the person picker; at most 50). */
  staffUsers: Array<StaffUser>;
  /** STORAGE locations with their settings, by name. */
  storageFacilities: StorageFacilityPaginator;
  storageFacility?: Maybe<StorageFacility>;
  /** Occupancy by day (the tenant's days, at most 366). */
  storageOccupancy: Array<StorageOccupancyDay>;
  storageRecord?: Maybe<StorageRecord>;
  storageRecords: StorageRecordPaginator;
  storageToday: StorageToday;
  tags: Array<Tag>;
  /** A sample leg priced before and after a tariff change: the tariff editor's preview. */
  tariffSample: TariffSample;
  /** The open tasks for the user (theirs and their roles'), soonest due first; all: every task of the tenant, done ones included. */
  tasks: Array<Task>;
  /** ADMIN: /admin/settings. */
  tenantSettings: TenantSettings;
  tntPacket?: Maybe<TntPacket>;
  /** TAG_TITLE, TAG_TITLE_LEAD, ADMIN; DISPATCH and DISPATCH_LEAD read. inProgress: every status but COMPLETED. */
  tntPackets: TntPacketPaginator;
  /** The order's packets (the order's and its legs' tabs), newest first. */
  tntPacketsOfOrder: Array<TntPacket>;
  tntWorkQueue: TntWorkQueue;
  transportPlate?: Maybe<TransportPlate>;
  /** Open DRIVEN legs with a vehicle a plate may go out on (no plate on them yet), soonest first. */
  transportPlateLegChoices: Array<OrderLeg>;
  transportPlates: TransportPlatePaginator;
  truckingCompanies: TruckingCompanyPaginator;
  truckingCompany?: Maybe<TruckingCompany>;
  unit?: Maybe<Unit>;
  units: UnitPaginator;
  unreadNotificationCount: Scalars['Int']['output'];
  /** Delivered legs with a payee no settlement holds yet, grouped by payee. */
  unsettledLegs: Array<UnsettledGroup>;
  /** A user of the current tenant (staff only). */
  user?: Maybe<User>;
  vehicle?: Maybe<Vehicle>;
  /** Every submitted report of a vehicle across orders, oldest first: its chain of custody. */
  vehicleCustody: Array<ConditionReport>;
  vehicles: VehiclePaginator;
};


export type QueryAccidentOverviewArgs = {
  year?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAccidentRegisterArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAccidentReportArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAccidentReportsArgs = {
  driverId?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  kind?: InputMaybe<IncidentKind>;
  page?: InputMaybe<Scalars['Int']['input']>;
  recordable?: InputMaybe<Scalars['Boolean']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Array<AccidentReportStatus>>;
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminUserArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAdminUsersArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<AdminUserOrderBy>>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  where?: InputMaybe<AdminUserWhere>;
};


export type QueryAlertsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  open?: InputMaybe<Scalars['Boolean']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryBillingItemArgs = {
  id: Scalars['ID']['input'];
};


export type QueryBillingItemsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<BillingItemOrderBy>>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<CatalogItemStatus>;
  type?: InputMaybe<Array<LineItemType>>;
};


export type QueryBooksExportPreviewArgs = {
  format: BooksExportFormat;
  from: Scalars['String']['input'];
  includeExported?: InputMaybe<Scalars['Boolean']['input']>;
  to: Scalars['String']['input'];
};


export type QueryBooksExportsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCallCenterCallbacksArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCallCenterCallsTodayArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  userId: Scalars['ID']['input'];
};


export type QueryCallCenterLegsArgs = {
  day?: InputMaybe<CallCenterDay>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  queue?: InputMaybe<CallCenterQueue>;
};


export type QueryClientArgs = {
  id: Scalars['ID']['input'];
};


export type QueryClientCreditArgs = {
  clientId: Scalars['ID']['input'];
};


export type QueryClientHealthArgs = {
  clientId: Scalars['ID']['input'];
};


export type QueryClientRelationsOverviewArgs = {
  accountManager?: InputMaybe<AccountManagerScope>;
};


export type QueryClientsArgs = {
  accountManager?: InputMaybe<AccountManagerScope>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<ClientOrderBy>>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  tagIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  trashed?: InputMaybe<Trashed>;
  where?: InputMaybe<ClientWhere>;
};


export type QueryCommunicationContactsArgs = {
  subject: CommunicationSubjectInput;
};


export type QueryCommunicationLogArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  subject: CommunicationSubjectInput;
};


export type QueryConditionReportArgs = {
  id: Scalars['ID']['input'];
};


export type QueryConditionReportsArgs = {
  filter?: InputMaybe<ConditionReportFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCustomerArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCustomersArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<CustomerOrderBy>>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  trashed?: InputMaybe<Trashed>;
  where?: InputMaybe<CustomerWhere>;
};


export type QueryDecodeVinArgs = {
  vin: Scalars['String']['input'];
};


export type QueryDeliverySurveysArgs = {
  driverId?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderLegId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryDispatchBoardArgs = {
  filter?: InputMaybe<DispatchBoardFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryDispatchDriversArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryDispatchMapArgs = {
  filter?: InputMaybe<DispatchBoardFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryDistrictArgs = {
  county?: InputMaybe<Scalars['String']['input']>;
  stateProvince: Scalars['String']['input'];
};


export type QueryDistrictOfficeChoicesArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  stateProvince: Scalars['String']['input'];
};


export type QueryDistrictRequirementsArgs = {
  county?: InputMaybe<Scalars['String']['input']>;
  modelYear?: InputMaybe<Scalars['Int']['input']>;
  stateProvince: Scalars['String']['input'];
};


export type QueryDistrictsArgs = {
  country?: InputMaybe<DistrictCountry>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  stateProvince?: InputMaybe<Scalars['String']['input']>;
};


export type QueryDocumentTypeArgs = {
  id: Scalars['ID']['input'];
};


export type QueryDocumentTypeChoicesArgs = {
  appliesTo: DocumentTarget;
};


export type QueryDocumentTypesArgs = {
  appliesTo?: InputMaybe<DocumentTarget>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<DocumentTypeOrderBy>>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<CatalogItemStatus>;
};


export type QueryDriverArgs = {
  id: Scalars['ID']['input'];
};


export type QueryDriverFlightArgs = {
  id: Scalars['ID']['input'];
};


export type QueryDriverFlightsArgs = {
  driverId?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  includeCancelled?: InputMaybe<Scalars['Boolean']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QueryDriverQualificationArgs = {
  driverId: Scalars['ID']['input'];
  legId: Scalars['ID']['input'];
};


export type QueryDriverReceiptsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<Array<DriverReceiptStatus>>;
};


export type QueryDriverRentalArgs = {
  id: Scalars['ID']['input'];
};


export type QueryDriverRentalsArgs = {
  driverId?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  includeCancelled?: InputMaybe<Scalars['Boolean']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QueryDriverSuggestionsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  legId: Scalars['ID']['input'];
};


export type QueryDriversArgs = {
  employment?: InputMaybe<Array<DriverEmployment>>;
  expiringWithinDays?: InputMaybe<Scalars['Int']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<DriverOrderBy>>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Array<DriverStatus>>;
  truckingCompanyId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryExpenseItemArgs = {
  id: Scalars['ID']['input'];
};


export type QueryExpenseItemsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<ExpenseItemOrderBy>>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<CatalogItemStatus>;
  type?: InputMaybe<Array<SettlementExpenseType>>;
};


export type QueryFuelRateArgs = {
  id: Scalars['ID']['input'];
};


export type QueryFuelRateOnArgs = {
  date: Scalars['String']['input'];
};


export type QueryFuelRatesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  orderBy?: InputMaybe<Array<FuelRateOrderBy>>;
  page?: InputMaybe<Scalars['Int']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGeocodePostalCodeArgs = {
  country: Scalars['String']['input'];
  postalCode: Scalars['String']['input'];
};


export type QueryHelpDeskLegsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  reasons?: InputMaybe<Array<HelpDeskReason>>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryHubArgs = {
  id: Scalars['ID']['input'];
};


export type QueryHubListArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<HubOrderBy>>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryIftaDecalsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Array<IftaDecalStatus>>;
  year?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryIftaRatesArgs = {
  quarter: Scalars['String']['input'];
};


export type QueryInvoiceArgs = {
  id: Scalars['ID']['input'];
};


export type QueryInvoiceByNumberArgs = {
  number: Scalars['String']['input'];
};


export type QueryInvoicesArgs = {
  aging?: InputMaybe<Array<AgingBucket>>;
  clientId?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  kind?: InputMaybe<InvoiceKind>;
  orderBy?: InputMaybe<Array<InvoiceOrderBy>>;
  orderId?: InputMaybe<Scalars['ID']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  paymentStatus?: InputMaybe<Array<InvoicePaymentStatus>>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Array<InvoiceStatus>>;
};


export type QueryLocationArgs = {
  id: Scalars['ID']['input'];
};


export type QueryLocationsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<LocationOrderBy>>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  trashed?: InputMaybe<Trashed>;
  where?: InputMaybe<LocationWhere>;
};


export type QueryMentionSuggestionsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  search: Scalars['String']['input'];
};


export type QueryMyDriverReceiptsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMySettlementsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryNotificationsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<NotificationOrderBy>>;
  page?: InputMaybe<Scalars['Int']['input']>;
  unread?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOrderByNumberArgs = {
  number: Scalars['String']['input'];
};


export type QueryOrderLegArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOrderLegByNumberArgs = {
  number: Scalars['String']['input'];
};


export type QueryOrderLegsArgs = {
  accountManager?: InputMaybe<AccountManagerScope>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<OrderLegOrderBy>>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Array<OrderLegStatus>>;
  tagIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  trashed?: InputMaybe<Trashed>;
  where?: InputMaybe<OrderLegWhere>;
};


export type QueryOrdersArgs = {
  accountManager?: InputMaybe<AccountManagerScope>;
  after?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<OrderOrderBy>>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Array<OrderListStatus>>;
  tagIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  trashed?: InputMaybe<Trashed>;
  where?: InputMaybe<OrderWhere>;
};


export type QueryPayee1099Args = {
  year: Scalars['Int']['input'];
};


export type QueryPaymentArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPaymentsArgs = {
  clientId?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPlanDispatchDayArgs = {
  legIds: Array<Scalars['ID']['input']>;
};


export type QueryPortalInvoiceArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPortalInvoicesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<Array<InvoiceStatus>>;
};


export type QueryPortalLocationsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryPortalOrderArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPortalOrderByNumberArgs = {
  number: Scalars['String']['input'];
};


export type QueryPortalOrderLegArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPortalOrderLegByNumberArgs = {
  number: Scalars['String']['input'];
};


export type QueryPortalOrdersArgs = {
  clientId?: InputMaybe<Scalars['ID']['input']>;
  customerId?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  orderBy?: InputMaybe<Array<OrderOrderBy>>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Array<OrderListStatus>>;
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QueryPortalPriceQuoteArgs = {
  input: QuoteInput;
};


export type QueryPortalQuoteArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPortalQuoteByNumberArgs = {
  number: Scalars['String']['input'];
};


export type QueryPortalQuotesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Array<QuoteStatus>>;
};


export type QueryPortalSearchArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
};


export type QueryPortalTntPacketsArgs = {
  orderId: Scalars['ID']['input'];
};


export type QueryPreferenceArgs = {
  key: Scalars['String']['input'];
};


export type QueryPreviewFuelRateImportArgs = {
  csv: Scalars['String']['input'];
};


export type QueryPriceQuoteArgs = {
  input: QuoteInput;
};


export type QueryPublicDeliverySurveyArgs = {
  token: Scalars['String']['input'];
};


export type QueryQuoteArgs = {
  id: Scalars['ID']['input'];
};


export type QueryQuoteByNumberArgs = {
  number: Scalars['String']['input'];
};


export type QueryQuotesArgs = {
  accountManager?: InputMaybe<AccountManagerScope>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<QuoteOrderBy>>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Array<QuoteStatus>>;
  trashed?: InputMaybe<Trashed>;
  where?: InputMaybe<QuoteWhere>;
};


export type QueryReadyToBillLegsArgs = {
  clientId?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryRepairArgs = {
  id: Scalars['ID']['input'];
};


export type QueryRepairsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  reportId?: InputMaybe<Scalars['ID']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Array<RepairStatus>>;
};


export type QueryReportRunArgs = {
  id: Scalars['ID']['input'];
};


export type QueryRequirementTypesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  kind?: InputMaybe<RequirementKind>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySafetyOverviewArgs = {
  withinDays?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySettlementArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySettlementsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  payeeId?: InputMaybe<Scalars['ID']['input']>;
  payeeKind?: InputMaybe<SettlementPayeeKind>;
  periodFrom?: InputMaybe<Scalars['String']['input']>;
  periodTo?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Array<SettlementStatus>>;
};


export type QuerySpreadsheetImportArgs = {
  id: Scalars['ID']['input'];
};


export type QueryStaffUsersArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryStorageFacilitiesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryStorageFacilityArgs = {
  id: Scalars['ID']['input'];
};


export type QueryStorageOccupancyArgs = {
  facilityId: Scalars['ID']['input'];
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


export type QueryStorageRecordArgs = {
  id: Scalars['ID']['input'];
};


export type QueryStorageRecordsArgs = {
  clientId?: InputMaybe<Scalars['ID']['input']>;
  facilityId?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  onSite?: InputMaybe<Scalars['Boolean']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Array<StorageRecordStatus>>;
};


export type QueryStorageTodayArgs = {
  facilityId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryTariffSampleArgs = {
  input: TariffSampleInput;
};


export type QueryTasksArgs = {
  all?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryTntPacketArgs = {
  id: Scalars['ID']['input'];
};


export type QueryTntPacketsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  inProgress?: InputMaybe<Scalars['Boolean']['input']>;
  kind?: InputMaybe<TntPacketKind>;
  orderId?: InputMaybe<Scalars['ID']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  paperworkStatus?: InputMaybe<TntPaperworkStatus>;
  search?: InputMaybe<Scalars['String']['input']>;
  stateProvince?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Array<TntPacketStatus>>;
};


export type QueryTntPacketsOfOrderArgs = {
  orderId: Scalars['ID']['input'];
};


export type QueryTntWorkQueueArgs = {
  days?: InputMaybe<Scalars['Int']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryTransportPlateArgs = {
  id: Scalars['ID']['input'];
};


export type QueryTransportPlatesArgs = {
  driverId?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Array<TransportPlateStatus>>;
};


export type QueryTruckingCompaniesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<TruckingCompanyOrderBy>>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryTruckingCompanyArgs = {
  id: Scalars['ID']['input'];
};


export type QueryUnitArgs = {
  id: Scalars['ID']['input'];
};


export type QueryUnitsArgs = {
  driverId?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<UnitOrderBy>>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryUnsettledLegsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


export type QueryVehicleArgs = {
  id: Scalars['ID']['input'];
};


export type QueryVehicleCustodyArgs = {
  vehicleId: Scalars['ID']['input'];
};


export type QueryVehiclesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<VehicleOrderBy>>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  trashed?: InputMaybe<Trashed>;
  where?: InputMaybe<VehicleWhere>;
};

export type Quote = {
  __typename?: 'Quote';
  activity: Array<AuditEntry>;
  availableEvents: Array<QuoteEvent>;
  client: Client;
  comments: Array<Comment>;
  createdAt: Scalars['DateTime']['output'];
  createdByName?: Maybe<Scalars['String']['output']>;
  currency: Scalars['String']['output'];
  customer?: Maybe<Customer>;
  declineReason?: Maybe<Scalars['String']['output']>;
  /** Every event the quote's status knows but a job's, open or refused with the reason (QuoteEvent names). */
  eventOptions: Array<EventOption>;
  id: Scalars['ID']['output'];
  lineItems: Array<LineItem>;
  number: Scalars['String']['output'];
  order?: Maybe<Order>;
  /** The order as requested (vehicles, locations, legs, extras). */
  request: Scalars['JSON']['output'];
  revision: Scalars['Int']['output'];
  source: OrderSource;
  status: QuoteStatus;
  subtotal: Scalars['Int']['output'];
  tax: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  updatedAt: Scalars['DateTime']['output'];
  validUntil: Scalars['String']['output'];
  version: Scalars['Int']['output'];
};

export { QuoteColumn };

export { QuoteEvent };

export type QuoteExtrasInput = {
  discountPercent?: InputMaybe<Scalars['Float']['input']>;
  firstServiceCharge?: InputMaybe<Scalars['Boolean']['input']>;
  storageDays?: InputMaybe<Scalars['Int']['input']>;
  tagAndTitle?: InputMaybe<Scalars['Boolean']['input']>;
};

export type QuoteInput = {
  clientId: Scalars['ID']['input'];
  customerId?: InputMaybe<Scalars['ID']['input']>;
  extras?: InputMaybe<QuoteExtrasInput>;
  legs: Array<LegInput>;
  locations?: InputMaybe<Array<LocationInput>>;
  notes?: InputMaybe<OrderNotesInput>;
  referenceNumbers?: InputMaybe<Array<Scalars['String']['input']>>;
  validUntil?: InputMaybe<Scalars['String']['input']>;
  vehicles: Array<VehicleInput>;
};

export type QuoteOrderBy = {
  column: QuoteOrderByColumn;
  order: SortOrder;
};

export { QuoteOrderByColumn };

export type QuotePaginator = {
  __typename?: 'QuotePaginator';
  data: Array<Quote>;
  paginatorInfo: PaginatorInfo;
};

export { QuoteStatus };

export type QuoteTransitionInput = {
  reason?: InputMaybe<Scalars['String']['input']>;
};

export type QuoteWhere = {
  AND?: InputMaybe<Array<QuoteWhere>>;
  OR?: InputMaybe<Array<QuoteWhere>>;
  column?: InputMaybe<QuoteColumn>;
  operator?: InputMaybe<SqlOperator>;
  value?: InputMaybe<Scalars['JSON']['input']>;
};

export type ReadyToBillGroup = {
  __typename?: 'ReadyToBillGroup';
  /** The sum of the legs' amounts that have one. */
  amount: Scalars['Float']['output'];
  client: Client;
  invoiceFrequency: InvoiceFrequency;
  legs: Array<ReadyToBillLeg>;
  poRequired: Scalars['Boolean']['output'];
};

/** A delivered leg not yet on a live invoice, with what keeps it from being invoiced. */
export type ReadyToBillLeg = {
  __typename?: 'ReadyToBillLeg';
  /** This leg's part of the order's agreed price (minor units); null when the order has none. */
  amount?: Maybe<Scalars['Float']['output']>;
  blockers: Array<InvoiceBlocker>;
  customer?: Maybe<Customer>;
  deliveredAt?: Maybe<Scalars['DateTime']['output']>;
  leg: OrderLeg;
  order: Order;
};

/** A volume rebate tier: a client with at least `minLegs` legs delivered in a period is owed `rateBp` basis points (1/100 of a percent) of its invoiced revenue of the period. */
export type RebateTier = {
  __typename?: 'RebateTier';
  minLegs: Scalars['Int']['output'];
  rateBp: Scalars['Int']['output'];
};

export type RebateTierInput = {
  /** Legs delivered in the period from which the tier applies: 1 to 1,000,000, each tier's its own. */
  minLegs: Scalars['Int']['input'];
  /** The rebate in basis points: 1 (0.01%) to 10,000 (100%). */
  rateBp: Scalars['Int']['input'];
};

/** The 49 CFR 390.5 test, with the reasons it is (or is not) recordable in words. */
export type Recordable = {
  __typename?: 'Recordable';
  reasons: Array<Scalars['String']['output']>;
  recordable: Scalars['Boolean']['output'];
};

export { RecoverySource };

export { RefusalKind };

export { ReimbursementStatus };

export type Repair = {
  __typename?: 'Repair';
  activity: Array<AuditEntry>;
  approvedAmount?: Maybe<Scalars['Int']['output']>;
  /** Whether the driver's pay profile allows a chargeback. */
  chargebackAllowed: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  declineReason?: Maybe<Scalars['String']['output']>;
  description: Scalars['String']['output'];
  /** The driver a chargeback would fall on (the report's driver). */
  driver?: Maybe<Driver>;
  /** Minor units. */
  estimateAmount: Scalars['Int']['output'];
  eventOptions: Array<EventOption>;
  id: Scalars['ID']['output'];
  invoiceAmount?: Maybe<Scalars['Int']['output']>;
  invoiceNumber?: Maybe<Scalars['String']['output']>;
  leg?: Maybe<OrderLeg>;
  /** RP-100001 */
  number: Scalars['String']['output'];
  recoveries: Array<RepairRecovery>;
  repairOrderNumber?: Maybe<Scalars['String']['output']>;
  report?: Maybe<AccidentReport>;
  status: RepairStatus;
  updatedAt: Scalars['DateTime']['output'];
  vehicle?: Maybe<Vehicle>;
  vendorName: Scalars['String']['output'];
  vendorPhone?: Maybe<Scalars['String']['output']>;
  version: Scalars['Int']['output'];
  vin?: Maybe<Scalars['String']['output']>;
};

export { RepairEvent };

export type RepairInput = {
  description: Scalars['String']['input'];
  estimateAmount: Scalars['Int']['input'];
  legId?: InputMaybe<Scalars['ID']['input']>;
  reportId?: InputMaybe<Scalars['ID']['input']>;
  vehicleId?: InputMaybe<Scalars['ID']['input']>;
  vendorName: Scalars['String']['input'];
  vendorPhone?: InputMaybe<Scalars['String']['input']>;
};

export type RepairPaginator = {
  __typename?: 'RepairPaginator';
  data: Array<Repair>;
  paginatorInfo: PaginatorInfo;
};

export type RepairRecovery = {
  __typename?: 'RepairRecovery';
  /** Minor units. */
  amountClaimed: Scalars['Int']['output'];
  amountRecovered: Scalars['Int']['output'];
  claimNumber?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  note?: Maybe<Scalars['String']['output']>;
  /** The insurer, third party or trucking company recovered from (the driver for a chargeback). */
  party?: Maybe<Scalars['String']['output']>;
  source: RecoverySource;
};

export type RepairRecoveryInput = {
  amountClaimed: Scalars['Int']['input'];
  amountRecovered?: InputMaybe<Scalars['Int']['input']>;
  claimNumber?: InputMaybe<Scalars['String']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
  party?: InputMaybe<Scalars['String']['input']>;
  source: RecoverySource;
};

export { RepairStatus };

export type RepairTransitionInput = {
  approvedAmount?: InputMaybe<Scalars['Int']['input']>;
  invoiceAmount?: InputMaybe<Scalars['Int']['input']>;
  invoiceNumber?: InputMaybe<Scalars['String']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
  repairOrderNumber?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A report as its user ran it (server/reports/reports.runs.ts): its parameters, its progress while it runs, its result once
 * done (src/domain/reports/table.ts: the tables, charts and notes the page shows) and the CSV link of each table.
 */
export type ReportRun = {
  __typename?: 'ReportRun';
  createdAt: Scalars['DateTime']['output'];
  /** The CSV of the result's first table once DONE; add ?table=<key> for another. */
  csvUrl?: Maybe<Scalars['String']['output']>;
  /** Rows done of total while it runs (0 of 0 before it has counted them). */
  done: Scalars['Int']['output'];
  /** Why it failed, in words for its user. */
  error?: Maybe<Scalars['String']['output']>;
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** The parameters it ran with, as validated: the period and the filters. */
  params: Scalars['JSON']['output'];
  /** The report's name: invoices-aging, ifta, … */
  report: Scalars['String']['output'];
  /** The ReportResult once DONE. */
  result?: Maybe<Scalars['JSON']['output']>;
  status: ReportRunStatus;
  total: Scalars['Int']['output'];
};

export { ReportRunStatus };

export { RequirementCondition };

export { RequirementKind };

/** A tenant's catalogue entry: a document, inspection or fee a district may require. */
export type RequirementType = {
  __typename?: 'RequirementType';
  /** Short code, unique in the tenant: TITLE, VIN-INSPECTION, TX-130U. */
  code: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  description?: Maybe<Scalars['String']['output']>;
  /** How many districts list it. */
  districtCount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** INSPECTION only. */
  inspectionKind?: Maybe<InspectionKind>;
  /** INSPECTION only: what is checked. */
  inspects: Array<InspectionCheck>;
  kind: RequirementKind;
  name: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  version: Scalars['Int']['output'];
};

export type RequirementTypeInput = {
  code: Scalars['String']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  inspectionKind?: InputMaybe<InspectionKind>;
  inspects?: InputMaybe<Array<InspectionCheck>>;
  kind: RequirementKind;
  name: Scalars['String']['input'];
};

export type RequirementTypePaginator = {
  __typename?: 'RequirementTypePaginator';
  data: Array<RequirementType>;
  paginatorInfo: PaginatorInfo;
};

export { Role };

export { SqlOperator };

/** What /safety summarises. */
export type SafetyOverview = {
  __typename?: 'SafetyOverview';
  decalYear: Scalars['Int']['output'];
  /** This year's decals not issued to a unit. */
  decalsInStock: Scalars['Int']['output'];
  expiringInsurance: Array<ExpiringInsurance>;
  /** Plates whose registration runs out within the window (or has). */
  expiringPlates: Array<TransportPlate>;
  missingPlates: Array<TransportPlate>;
};

/** Everything the algoliasearch lite client needs besides the key (User.searchKey). */
export type SearchConfig = {
  __typename?: 'SearchConfig';
  appId: Scalars['String']['output'];
  hosts: Array<SearchHost>;
  /** The indices this user may search (src/domain/search.ts SEARCH_INDICES); empty for no tenant or no scope. */
  indices: Array<Scalars['String']['output']>;
};

/** One host the algoliasearch client sends its requests to (the client's `hosts` option). */
export type SearchHost = {
  __typename?: 'SearchHost';
  protocol: Scalars['String']['output'];
  /** Host and path prefix, without the protocol (`localhost:3000/algolia`, `APPID-dsn.algolia.net`). */
  url: Scalars['String']['output'];
};

/** A payee's statement for a period: earnings per leg + reimbursements − deductions = net; payments against it. */
export type Settlement = {
  __typename?: 'Settlement';
  activity: Array<AuditEntry>;
  balance: Scalars['Float']['output'];
  createdAt: Scalars['DateTime']['output'];
  deductionTotal: Scalars['Float']['output'];
  deductions: Array<SettlementLine>;
  driver?: Maybe<Driver>;
  earnings: Scalars['Float']['output'];
  /** The payee's earnings on its open and paid settlements whose period ends in this one's year, up to its end (the statement's year to date). */
  earningsYearToDate: Scalars['Float']['output'];
  /** The payee's escrow held (contributions on paid settlements less returns). */
  escrowBalance: Scalars['Float']['output'];
  eventOptions: Array<EventOption>;
  id: Scalars['ID']['output'];
  legs: Array<SettlementLeg>;
  /** earnings + reimbursements − deductions */
  net: Scalars['Float']['output'];
  /** STL-100001, per tenant. */
  number: Scalars['String']['output'];
  paid: Scalars['Float']['output'];
  payeeKind: SettlementPayeeKind;
  payeeName: Scalars['String']['output'];
  payments: Array<SettlementPayment>;
  /** YYYY-MM-DD */
  periodFrom: Scalars['String']['output'];
  /** YYYY-MM-DD */
  periodTo: Scalars['String']['output'];
  reimbursementTotal: Scalars['Float']['output'];
  reimbursements: Array<SettlementLine>;
  /** The payee's statement PDF (the latest generated: on opening and on payment); null until one is. */
  statement?: Maybe<Media>;
  status: SettlementStatus;
  truckingCompany?: Maybe<TruckingCompany>;
  updatedAt: Scalars['DateTime']['output'];
  version: Scalars['Int']['output'];
};

export type SettlementDeductionInput = {
  /** Minor units, > 0. */
  amount: Scalars['Float']['input'];
  description: Scalars['String']['input'];
  kind: SettlementDeductionKind;
  settlementId: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};

export { SettlementDeductionKind };

export { SettlementEvent };

export { SettlementExpenseType };

/** A settled leg: its earnings from the payee's pay profile, and its pay status. */
export type SettlementLeg = {
  __typename?: 'SettlementLeg';
  /** Minor units. */
  amount: Scalars['Float']['output'];
  heldFrom?: Maybe<SettlementLegStatus>;
  id: Scalars['ID']['output'];
  leg: OrderLeg;
  /** The leg's distance in the tenant's unit (null when unknown). */
  miles?: Maybe<Scalars['Float']['output']>;
  order: Order;
  payKind: PayKind;
  /** PER_MILE and PER_MOVE: minor units; PERCENT: basis points. */
  rate: Scalars['Float']['output'];
  /** For PERCENT pay, the leg's share of the order's agreed price, shown to the payee (49 CFR 376.12(g)); else null. */
  ratedBill?: Maybe<Scalars['Float']['output']>;
  /** The settlement it is on. */
  settlement: Settlement;
  status: SettlementLegStatus;
  vin?: Maybe<Scalars['String']['output']>;
};

export { SettlementLegStatus };

/** A reimbursement (backed by an approved receipt) or a deduction on a settlement (minor units, positive). */
export type SettlementLine = {
  __typename?: 'SettlementLine';
  amount: Scalars['Float']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** DEDUCTION: what it recovers. */
  deductionKind?: Maybe<SettlementDeductionKind>;
  description: Scalars['String']['output'];
  /** REIMBURSEMENT: the receipt's expense type. */
  expenseType?: Maybe<SettlementExpenseType>;
  id: Scalars['ID']['output'];
  kind: Scalars['String']['output'];
  receipt?: Maybe<DriverReceipt>;
};

export type SettlementPaginator = {
  __typename?: 'SettlementPaginator';
  data: Array<Settlement>;
  paginatorInfo: PaginatorInfo;
};

export type SettlementPayeeInput = {
  id: Scalars['ID']['input'];
  kind: SettlementPayeeKind;
};

export { SettlementPayeeKind };

export type SettlementPayment = {
  __typename?: 'SettlementPayment';
  /** Minor units; negative for a DRIVER_PAY_REVERSAL. */
  amount: Scalars['Float']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** The idempotency key it was posted with. */
  key: Scalars['String']['output'];
  /** YYYY-MM-DD */
  paidOn: Scalars['String']['output'];
  reference?: Maybe<Scalars['String']['output']>;
  type: SettlementPaymentType;
};

export type SettlementPaymentInput = {
  /** Minor units, > 0 (a reversal is entered positive and stored negative). */
  amount: Scalars['Float']['input'];
  /** Idempotency key: posting the same key again answers the stored settlement. */
  key: Scalars['String']['input'];
  /** YYYY-MM-DD */
  paidOn: Scalars['String']['input'];
  reference?: InputMaybe<Scalars['String']['input']>;
  settlementId: Scalars['ID']['input'];
  type: SettlementPaymentType;
};

export { SettlementPaymentType };

/** A settlement openSettlements did not open, and why. */
export type SettlementRefusal = {
  __typename?: 'SettlementRefusal';
  /** NOT_FOUND, CONFLICT or INVALID_TRANSITION, as transitionSettlement would answer. */
  code: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  message: Scalars['String']['output'];
};

export type SettlementReimbursementInput = {
  receiptId: Scalars['ID']['input'];
  settlementId: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};

export { SettlementStatus };

/** A settlement as the caller last read it: its id and version (a stale version is refused with CONFLICT). */
export type SettlementVersionInput = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};

export type Signature = {
  __typename?: 'Signature';
  /** Null where the reader may not see the signature image (a portal user reads the bill of lading instead). */
  image?: Maybe<ConditionPhoto>;
  latitude?: Maybe<Scalars['Float']['output']>;
  longitude?: Maybe<Scalars['Float']['output']>;
  name: Scalars['String']['output'];
  signedAt: Scalars['DateTime']['output'];
};

export type SignatureInput = {
  /** The ConditionPhoto of kind DRIVER_SIGNATURE or CUSTOMER_SIGNATURE holding the drawn signature. */
  imageId: Scalars['ID']['input'];
  latitude?: InputMaybe<Scalars['Float']['input']>;
  longitude?: InputMaybe<Scalars['Float']['input']>;
  name: Scalars['String']['input'];
  signedAt: Scalars['DateTime']['input'];
};

export { SortOrder };

export type SpreadsheetColumnInput = {
  field: Scalars['String']['input'];
  header?: InputMaybe<Scalars['String']['input']>;
};

/** An uploaded CSV or XLSX of orders: its mapping, the check of its rows and the import's progress. */
export type SpreadsheetImport = {
  __typename?: 'SpreadsheetImport';
  columns: Array<SpreadsheetImportColumn>;
  createdAt: Scalars['DateTime']['output'];
  error?: Maybe<Scalars['String']['output']>;
  /** The rows with problems as a CSV (the file's own columns and an Errors column); null when there are none. */
  errorCsv?: Maybe<Scalars['String']['output']>;
  failedRows: Scalars['Int']['output'];
  fileName: Scalars['String']['output'];
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  format: Scalars['String']['output'];
  headers: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  importedRows: Scalars['Int']['output'];
  /** The first problems, by row (the error file has them all). */
  problems: Array<SpreadsheetImportProblem>;
  processedRows: Scalars['Int']['output'];
  status: SpreadsheetImportStatus;
  totalRows: Scalars['Int']['output'];
  validRows: Scalars['Int']['output'];
};


/** An uploaded CSV or XLSX of orders: its mapping, the check of its rows and the import's progress. */
export type SpreadsheetImportProblemsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A field an import reads and the file's column it reads it from. */
export type SpreadsheetImportColumn = {
  __typename?: 'SpreadsheetImportColumn';
  field: Scalars['String']['output'];
  header?: Maybe<Scalars['String']['output']>;
  label: Scalars['String']['output'];
  required: Scalars['Boolean']['output'];
};

/** A row's problems; row counts the file's rows under the header from 1. */
export type SpreadsheetImportProblem = {
  __typename?: 'SpreadsheetImportProblem';
  messages: Array<Scalars['String']['output']>;
  row: Scalars['Int']['output'];
};

export { SpreadsheetImportStatus };

/** A live staff user of the tenant: whom a task (or another staff assignment) may name. */
export type StaffUser = {
  __typename?: 'StaffUser';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export { StorageBookingMode };

/** What a stay costs so far (or in all, once checked out): computed from the rate card by billableDays. */
export type StorageCharge = {
  __typename?: 'StorageCharge';
  /** Minor units. */
  amount: Scalars['Int']['output'];
  /** Until when: the check-out, or now. */
  asOf: Scalars['DateTime']['output'];
  chargedDays: Scalars['Int']['output'];
  closedDays: Scalars['Int']['output'];
  freeDays: Scalars['Int']['output'];
  minimumApplied: Scalars['Boolean']['output'];
  months: Array<StorageChargeMonth>;
  rateCard: StorageRateCard;
  stayDays: Scalars['Int']['output'];
};

export type StorageChargeMonth = {
  __typename?: 'StorageChargeMonth';
  amount: Scalars['Int']['output'];
  capped: Scalars['Boolean']['output'];
  days: Scalars['Int']['output'];
  /** YYYY-MM */
  month: Scalars['String']['output'];
};

/** A whole day the facility is closed (YYYY-MM-DD). */
export type StorageClosure = {
  __typename?: 'StorageClosure';
  day: Scalars['String']['output'];
  reason: Scalars['String']['output'];
};

export type StorageClosureInput = {
  day: Scalars['String']['input'];
  reason: Scalars['String']['input'];
};

export type StorageContact = {
  __typename?: 'StorageContact';
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  kind: StorageContactKind;
  name: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
};

export type StorageContactInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  kind: StorageContactKind;
  name: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
};

export { StorageContactKind };

/** A STORAGE location with its settings (id: the location's). */
export type StorageFacility = {
  __typename?: 'StorageFacility';
  bookingMode: StorageBookingMode;
  /** Spaces; null when not set (no limit is checked). */
  capacity?: Maybe<Scalars['Int']['output']>;
  city: Scalars['String']['output'];
  closures: Array<StorageClosure>;
  contacts: Array<StorageContact>;
  hours: Array<StorageHours>;
  id: Scalars['ID']['output'];
  location: Location;
  name: Scalars['String']['output'];
  notes: Array<StorageNote>;
  /** Vehicles on site now. */
  onSite: Scalars['Int']['output'];
  rateCards: Array<StorageRateCard>;
  stateProvince: Scalars['String']['output'];
  version: Scalars['Int']['output'];
};

export type StorageFacilityInput = {
  bookingMode: StorageBookingMode;
  capacity?: InputMaybe<Scalars['Int']['input']>;
  /** Every weekday the facility opens; a weekday left out is closed. */
  hours: Array<StorageHoursInput>;
};

export type StorageFacilityPaginator = {
  __typename?: 'StorageFacilityPaginator';
  data: Array<StorageFacility>;
  paginatorInfo: PaginatorInfo;
};

/** Opening hours of one ISO weekday (1 Monday … 7 Sunday); times HH:MM in the facility's day. */
export type StorageHours = {
  __typename?: 'StorageHours';
  closed: Scalars['Boolean']['output'];
  closesAt?: Maybe<Scalars['String']['output']>;
  opensAt?: Maybe<Scalars['String']['output']>;
  weekday: Scalars['Int']['output'];
};

export type StorageHoursInput = {
  closed: Scalars['Boolean']['input'];
  closesAt?: InputMaybe<Scalars['String']['input']>;
  opensAt?: InputMaybe<Scalars['String']['input']>;
  weekday: Scalars['Int']['input'];
};

/** A key taken from the key box: who took it, when, and where it is now. */
export type StorageKeyLogEntry = {
  __typename?: 'StorageKeyLogEntry';
  equipmentStatus: KeyEquipmentStatus;
  id: Scalars['ID']['output'];
  keyTag: Scalars['String']['output'];
  /** What the key may become now: back in the box, missing or destroyed while it is out; nothing once settled. */
  nextStatuses: Array<KeyEquipmentStatus>;
  note?: Maybe<Scalars['String']['output']>;
  returnedAt?: Maybe<Scalars['DateTime']['output']>;
  takenAt: Scalars['DateTime']['output'];
  takenBy: Scalars['String']['output'];
  version: Scalars['Int']['output'];
};

export type StorageKeyTakeInput = {
  keyTag: Scalars['String']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  takenBy: Scalars['String']['input'];
};

export { StorageMovementKind };

export type StorageNote = {
  __typename?: 'StorageNote';
  body: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  createdByName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  kind: StorageNoteKind;
};

export type StorageNoteInput = {
  body: Scalars['String']['input'];
  kind: StorageNoteKind;
};

export { StorageNoteKind };

/** How full a facility is on one day (the tenant's day): the records holding a space that day. */
export type StorageOccupancyDay = {
  __typename?: 'StorageOccupancyDay';
  /** Null: the facility's capacity is not set. */
  capacity?: Maybe<Scalars['Int']['output']>;
  day: Scalars['String']['output'];
  occupied: Scalars['Int']['output'];
};

/** A facility's rates (minor units): its own card, or a client's where the client has one (that one is used). */
export type StorageRateCard = {
  __typename?: 'StorageRateCard';
  /** False: the facility's closure days are not billed. */
  billClosedDays: Scalars['Boolean']['output'];
  client?: Maybe<Client>;
  dailyRate: Scalars['Int']['output'];
  freeDays: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  minimumCharge: Scalars['Int']['output'];
  /** Null: no cap. What the days of one calendar month cost at most. */
  monthlyCap?: Maybe<Scalars['Int']['output']>;
  version: Scalars['Int']['output'];
};

export type StorageRateCardInput = {
  billClosedDays: Scalars['Boolean']['input'];
  /** A client's own card; null for the facility's. */
  clientId?: InputMaybe<Scalars['ID']['input']>;
  dailyRate: Scalars['Int']['input'];
  freeDays: Scalars['Int']['input'];
  minimumCharge: Scalars['Int']['input'];
  monthlyCap?: InputMaybe<Scalars['Int']['input']>;
};

/** One vehicle's stay at a facility (SR-100001). */
export type StorageRecord = {
  __typename?: 'StorageRecord';
  activity: Array<AuditEntry>;
  cancelReason?: Maybe<Scalars['String']['output']>;
  /** Null until checked in, or when the facility has no rate card for the client. */
  charge?: Maybe<StorageCharge>;
  checkInReport?: Maybe<ConditionReport>;
  checkOutReport?: Maybe<ConditionReport>;
  checkedInAt?: Maybe<Scalars['DateTime']['output']>;
  checkedOutAt?: Maybe<Scalars['DateTime']['output']>;
  client?: Maybe<Client>;
  createdAt: Scalars['DateTime']['output'];
  eventOptions: Array<EventOption>;
  facility: StorageFacility;
  id: Scalars['ID']['output'];
  keyCount?: Maybe<Scalars['Int']['output']>;
  keyLog: Array<StorageKeyLogEntry>;
  keyTag?: Maybe<Scalars['String']['output']>;
  leg?: Maybe<OrderLeg>;
  /** The STORAGE line item the stay will bill (null with no charge). */
  lineItem?: Maybe<LineItem>;
  lockBoxSlot?: Maybe<Scalars['String']['output']>;
  movementKind: StorageMovementKind;
  notes?: Maybe<Scalars['String']['output']>;
  number: Scalars['String']['output'];
  order?: Maybe<Order>;
  /** The status a PROBLEM came from (resolving it returns there). */
  problemFrom?: Maybe<StorageRecordStatus>;
  problemReason?: Maybe<Scalars['String']['output']>;
  /** The days it holds a space (YYYY-MM-DD); reservedTo null is open-ended. */
  reservedFrom: Scalars['String']['output'];
  reservedTo?: Maybe<Scalars['String']['output']>;
  spot?: Maybe<Scalars['String']['output']>;
  status: StorageRecordStatus;
  storageType: StorageType;
  updatedAt: Scalars['DateTime']['output'];
  vehicle?: Maybe<Vehicle>;
  version: Scalars['Int']['output'];
  vin?: Maybe<Scalars['String']['output']>;
};

export { StorageRecordEvent };

export type StorageRecordInput = {
  keyCount?: InputMaybe<Scalars['Int']['input']>;
  keyTag?: InputMaybe<Scalars['String']['input']>;
  lockBoxSlot?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  reservedTo?: InputMaybe<Scalars['String']['input']>;
  spot?: InputMaybe<Scalars['String']['input']>;
};

export type StorageRecordPaginator = {
  __typename?: 'StorageRecordPaginator';
  data: Array<StorageRecord>;
  paginatorInfo: PaginatorInfo;
};

export { StorageRecordStatus };

export type StorageReservationInput = {
  /** Required without a leg. */
  clientId?: InputMaybe<Scalars['ID']['input']>;
  facilityId: Scalars['ID']['input'];
  movementKind: StorageMovementKind;
  notes?: InputMaybe<Scalars['String']['input']>;
  /** The leg that will bring the vehicle (its order's client is the record's). */
  orderLegId?: InputMaybe<Scalars['ID']['input']>;
  reservedFrom: Scalars['String']['input'];
  reservedTo?: InputMaybe<Scalars['String']['input']>;
  storageType: StorageType;
  vehicleId: Scalars['ID']['input'];
};

/** The storage overview's day: today's expected arrivals and departures, and the records in PROBLEM (100 of each at most). */
export type StorageToday = {
  __typename?: 'StorageToday';
  arrivals: Array<StorageRecord>;
  day: Scalars['String']['output'];
  departures: Array<StorageRecord>;
  problems: Array<StorageRecord>;
};

/** What a storage event carries: a reason (problem, cancel) and, at check-in, where the vehicle and its keys are. */
export type StorageTransitionInput = {
  keyCount?: InputMaybe<Scalars['Int']['input']>;
  keyTag?: InputMaybe<Scalars['String']['input']>;
  lockBoxSlot?: InputMaybe<Scalars['String']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
  spot?: InputMaybe<Scalars['String']['input']>;
};

export { StorageType };

export type SubmitDriverReceiptInput = {
  /** Minor units, > 0. */
  amount: Scalars['Float']['input'];
  /** A live reimbursable expense item of the catalog. */
  expenseItemId: Scalars['ID']['input'];
  /** A fuel receipt's details, for the IFTA return (only a receipt of a FUEL expense item has them). */
  fuel?: InputMaybe<DriverReceiptFuelInput>;
  /** The leg the expense was for, when it was for one of the driver's legs. */
  legId?: InputMaybe<Scalars['ID']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD */
  spentOn: Scalars['String']['input'];
};

export type Subscription = {
  __typename?: 'Subscription';
  accidentReportChanged: AccidentReport;
  /** A new or changed entry of the record's log. */
  communicationEntryChanged: CommunicationEntry;
  conditionReportChanged: ConditionReport;
  /** Invoices of the tenant as they are made, issued, paid, cancelled or credited (billing and accounting). */
  invoiceChanged: Invoice;
  /** Notifications of the signed-in user, as they are created. */
  notificationCreated: Notification;
  /** Orders of the current tenant as they change. */
  orderChanged: Order;
  orderLegChanged: OrderLeg;
  /** The portal user's legs as they change (status, dates, driver), scoped like portalOrderLeg. */
  portalOrderLegChanged: PortalOrderLeg;
  /** The portal user's quotes as they change (answered, confirmed into an order, revised, expired), scoped like portalQuote. */
  portalQuoteChanged: PortalQuote;
  quoteChanged: Quote;
  repairChanged: Repair;
  /** Every settlement write and transition of the tenant (ACCOUNTING and ACCOUNTING_LEAD). */
  settlementChanged: Settlement;
  storageRecordChanged: StorageRecord;
  tntPacketChanged: TntPacket;
};


export type SubscriptionCommunicationEntryChangedArgs = {
  subject: CommunicationSubjectInput;
};

export type Tag = {
  __typename?: 'Tag';
  clientCount: Scalars['Int']['output'];
  colour: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  legCount: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** Live orders, legs and clients carrying the tag. */
  orderCount: Scalars['Int']['output'];
  version: Scalars['Int']['output'];
};

export { TagColour };

export type TagInput = {
  colour: TagColour;
  name: Scalars['String']['input'];
};

/** A price table row pricing reads: per transport method, vehicle class (none: any), distance band and effective dates. */
export type TariffRate = {
  __typename?: 'TariffRate';
  /** Lower end of the distance band, in the tenant's distance unit (inclusive). */
  distanceFrom: Scalars['Float']['output'];
  /** Upper end of the band (exclusive); none: no upper end. */
  distanceTo?: Maybe<Scalars['Float']['output']>;
  /** YYYY-MM-DD, inclusive; none: since always. */
  effectiveFrom?: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD, inclusive; none: until replaced. */
  effectiveTo?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** In force on the tenant's today. */
  inForce: Scalars['Boolean']['output'];
  minimum: Scalars['Int']['output'];
  /** Minor units per zone of the tenant's zone size. */
  ratePerZone: Scalars['Int']['output'];
  transportMethod: TransportMethod;
  updatedAt: Scalars['DateTime']['output'];
  vehicleClass?: Maybe<VehicleClass>;
  version: Scalars['Int']['output'];
};

export type TariffRateInput = {
  distanceFrom?: InputMaybe<Scalars['Float']['input']>;
  distanceTo?: InputMaybe<Scalars['Float']['input']>;
  effectiveFrom?: InputMaybe<Scalars['String']['input']>;
  effectiveTo?: InputMaybe<Scalars['String']['input']>;
  minimum?: InputMaybe<Scalars['Int']['input']>;
  ratePerZone: Scalars['Int']['input'];
  transportMethod: TransportMethod;
  vehicleClass?: InputMaybe<VehicleClass>;
};

/** A sample leg priced with the tariffs as they are and as they would be after a change (nothing is stored). */
export type TariffSample = {
  __typename?: 'TariffSample';
  after: PriceResult;
  before: PriceResult;
  distance: Scalars['Float']['output'];
  pickupDate: Scalars['String']['output'];
};

export type TariffSampleInput = {
  clientId?: InputMaybe<Scalars['ID']['input']>;
  customerId?: InputMaybe<Scalars['ID']['input']>;
  distance: Scalars['Float']['input'];
  pickupDate?: InputMaybe<Scalars['String']['input']>;
  /** The rate as the form has it now; none: the rate removed. */
  rate?: InputMaybe<TariffRateInput>;
  /** The rate being edited; none: a new rate. */
  rateId?: InputMaybe<Scalars['ID']['input']>;
  /** The sample leg: its method and class default to the rate's. */
  transportMethod?: InputMaybe<TransportMethod>;
  vehicleClass?: InputMaybe<VehicleClass>;
};

/** Something to do by a time, for one person or for everyone holding a role; its reminder comes remindMinutes before. */
export type Task = {
  __typename?: 'Task';
  assigneeId?: Maybe<Scalars['ID']['output']>;
  assigneeName?: Maybe<Scalars['String']['output']>;
  assigneeRole?: Maybe<Role>;
  createdByName?: Maybe<Scalars['String']['output']>;
  doneAt?: Maybe<Scalars['DateTime']['output']>;
  dueAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  notes?: Maybe<Scalars['String']['output']>;
  remindMinutes: Scalars['Int']['output'];
  remindedAt?: Maybe<Scalars['DateTime']['output']>;
  status: TaskStatus;
  title: Scalars['String']['output'];
  version: Scalars['Int']['output'];
};

export type TaskInput = {
  /** A staff user of the tenant (one of staffUsers), or else assigneeRole: exactly one of the two. */
  assigneeId?: InputMaybe<Scalars['ID']['input']>;
  assigneeRole?: InputMaybe<Role>;
  dueAt: Scalars['DateTime']['input'];
  notes?: InputMaybe<Scalars['String']['input']>;
  remindMinutes?: InputMaybe<Scalars['Int']['input']>;
  title: Scalars['String']['input'];
};

export { TaskStatus };

export type Tenant = {
  __typename?: 'Tenant';
  currency: Scalars['String']['output'];
  /** in or cm */
  dimensionUnit: Scalars['String']['output'];
  /** mi or km */
  distanceUnit: Scalars['String']['output'];
  /** gal or L */
  fuelUnit: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  locale: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** IANA time zone (America/New_York): what today is for requested dates, and the clock of confirmed times. */
  timeZone: Scalars['String']['output'];
  /** lb or kg */
  weightUnit: Scalars['String']['output'];
  zoneSize: Scalars['Int']['output'];
};

/**
 * The tenant's own settings as ADMIN edits them on /admin/settings (issue 29): the session's Tenant (name, locale,
 * currency, units, zone size, time zone: what every screen formats with) and what only the settings page needs.
 */
export type TenantSettings = {
  __typename?: 'TenantSettings';
  /** The tenant's postal address as lines: the letterhead of its invoices and settlement statements. */
  address: Scalars['String']['output'];
  /** Why the currency may no longer change (money is recorded in it, and what was found), or null while it may. */
  currencyLocked?: Maybe<Scalars['String']['output']>;
  /** The fuel surcharge's base: a week's price per fuel unit (minor units) up to it adds no surcharge. */
  fuelBasePrice: Scalars['Float']['output'];
  /** Distance units per fuel unit the surcharge divides by: (price − base) ÷ economy a distance unit, never below 0. */
  fuelEconomy: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  /** Where clients send payment, as lines (the invoice's remittance); blank means the address. */
  remitTo: Scalars['String']['output'];
  tenant: Tenant;
  updatedAt: Scalars['DateTime']['output'];
  version: Scalars['Int']['output'];
};

export type TenantSettingsInput = {
  /** At most 300 characters, lines as typed; omitted keeps the stored address. */
  address?: InputMaybe<Scalars['String']['input']>;
  currency: Scalars['String']['input'];
  dimensionUnit: Scalars['String']['input'];
  distanceUnit: Scalars['String']['input'];
  fuelBasePrice: Scalars['Float']['input'];
  fuelEconomy: Scalars['Float']['input'];
  fuelUnit: Scalars['String']['input'];
  locale: Scalars['String']['input'];
  name: Scalars['String']['input'];
  /** At most 300 characters, lines as typed; omitted keeps the stored remittance address. */
  remitTo?: InputMaybe<Scalars['String']['input']>;
  timeZone: Scalars['String']['input'];
  weightUnit: Scalars['String']['input'];
  zoneSize: Scalars['Int']['input'];
};

export { TntDocumentMove };

export { TntDocumentState };

export type TntPacket = {
  __typename?: 'TntPacket';
  activity: Array<AuditEntry>;
  carrier?: Maybe<TntShippingCarrier>;
  /** Whether the checklist may still change: before the packet clears for dispatch (a hold keeps where it was). */
  checklistOpen: Scalars['Boolean']['output'];
  county?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  createdByName?: Maybe<Scalars['String']['output']>;
  /** Texas, or Travis County, Texas. */
  districtName: Scalars['String']['output'];
  documents: Array<TntPacketDocument>;
  eventOptions: Array<EventOption>;
  feeTotal: Scalars['Int']['output'];
  fees: Array<TntPacketFee>;
  heldFrom?: Maybe<TntPacketStatus>;
  holdReason?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  kind: TntPacketKind;
  /** The order's legs of this vehicle (those WAITING_ON_TAG_AND_TITLE are released by CLEAR). */
  legs: Array<OrderLeg>;
  /** Documents MISSING or REJECTED. */
  missingDocuments: Scalars['Int']['output'];
  modelYear?: Maybe<Scalars['Int']['output']>;
  notes?: Maybe<Scalars['String']['output']>;
  number: Scalars['String']['output'];
  order: Order;
  paperworkStatus: TntPaperworkStatus;
  recipient?: Maybe<TntShippingRecipient>;
  recipientName?: Maybe<Scalars['String']['output']>;
  /** REGISTER_TO: the party the vehicle is registered to. */
  registerTo?: Maybe<Location>;
  stateProvince: Scalars['String']['output'];
  status: TntPacketStatus;
  /** Days from the tenant's today to the expiry (negative once lapsed); null without a tag. */
  tempTagDaysLeft?: Maybe<Scalars['Int']['output']>;
  /** YYYY-MM-DD: the last day the tag is valid (no grace after it). */
  tempTagExpiresOn?: Maybe<Scalars['String']['output']>;
  tempTagIssuedOn?: Maybe<Scalars['String']['output']>;
  tempTagNumber?: Maybe<Scalars['String']['output']>;
  /** TITLE_TO: the party the vehicle is titled to. */
  titleTo?: Maybe<Location>;
  trackingNumber?: Maybe<Scalars['String']['output']>;
  transport?: Maybe<TntTransport>;
  updatedAt: Scalars['DateTime']['output'];
  vehicle?: Maybe<Vehicle>;
  version: Scalars['Int']['output'];
  vin?: Maybe<Scalars['String']['output']>;
};

/** One document of a packet's checklist (one per requirement type of the district). */
export type TntPacketDocument = {
  __typename?: 'TntPacketDocument';
  /** The district's note on the requirement. */
  guidance?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  kind: RequirementKind;
  label: Scalars['String']['output'];
  media?: Maybe<Media>;
  /** The moves the signed-in user may make now (none once the checklist is closed, none for a reader). */
  moves: Array<TntDocumentMove>;
  receivedAt?: Maybe<Scalars['DateTime']['output']>;
  receivedByName?: Maybe<Scalars['String']['output']>;
  rejectReason?: Maybe<Scalars['String']['output']>;
  requirementTypeId: Scalars['ID']['output'];
  reviewedAt?: Maybe<Scalars['DateTime']['output']>;
  reviewedByName?: Maybe<Scalars['String']['output']>;
  state: TntDocumentState;
};

export { TntPacketEvent };

export type TntPacketFee = {
  __typename?: 'TntPacketFee';
  /** Minor units; null until known. */
  amount?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
  note?: Maybe<Scalars['String']['output']>;
  requirementTypeId?: Maybe<Scalars['ID']['output']>;
};

export type TntPacketFeeInput = {
  amount?: InputMaybe<Scalars['Int']['input']>;
  label: Scalars['String']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  requirementTypeId?: InputMaybe<Scalars['ID']['input']>;
};

export type TntPacketInput = {
  county?: InputMaybe<Scalars['String']['input']>;
  kind: TntPacketKind;
  lienOnTitle?: InputMaybe<Scalars['Boolean']['input']>;
  /** The facts that pick the requirements that apply (a new vehicle's MSO instead of a title, a lien's release …). */
  newVehicle?: InputMaybe<Scalars['Boolean']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  orderId: Scalars['ID']['input'];
  outOfStateTitle?: InputMaybe<Scalars['Boolean']['input']>;
  ownerNotSigning?: InputMaybe<Scalars['Boolean']['input']>;
  registerToId?: InputMaybe<Scalars['ID']['input']>;
  stateProvince: Scalars['String']['input'];
  tempTagIssuedOn?: InputMaybe<Scalars['String']['input']>;
  /** TEMP_TAG: the tag's number and its first day (the expiry follows from the state's validity). */
  tempTagNumber?: InputMaybe<Scalars['String']['input']>;
  titleToId?: InputMaybe<Scalars['ID']['input']>;
  transport?: InputMaybe<TntTransport>;
  vehicleId: Scalars['ID']['input'];
};

export { TntPacketKind };

export type TntPacketPaginator = {
  __typename?: 'TntPacketPaginator';
  data: Array<TntPacket>;
  paginatorInfo: PaginatorInfo;
};

export { TntPacketStatus };

export type TntPacketTransitionInput = {
  carrier?: InputMaybe<TntShippingCarrier>;
  reason?: InputMaybe<Scalars['String']['input']>;
  recipient?: InputMaybe<TntShippingRecipient>;
  recipientName?: InputMaybe<Scalars['String']['input']>;
  trackingNumber?: InputMaybe<Scalars['String']['input']>;
};

export type TntPacketUpdateInput = {
  notes?: InputMaybe<Scalars['String']['input']>;
  registerToId?: InputMaybe<Scalars['ID']['input']>;
  /** YYYY-MM-DD; the expiry is the issue day plus the state's validity. */
  tempTagIssuedOn?: InputMaybe<Scalars['String']['input']>;
  tempTagNumber?: InputMaybe<Scalars['String']['input']>;
  titleToId?: InputMaybe<Scalars['ID']['input']>;
  transport?: InputMaybe<TntTransport>;
};

export { TntPaperworkStatus };

export { TntShippingCarrier };

export { TntShippingRecipient };

export { TntTransport };

/** /tag-and-title: legs waiting on tag and title, packets with documents missing, temp tags expiring. */
export type TntWorkQueue = {
  __typename?: 'TntWorkQueue';
  documentsMissing: Array<TntPacket>;
  documentsMissingCount: Scalars['Int']['output'];
  /** Tags expiring within `days` (or lapsed) of packets not COMPLETED, soonest first. */
  tempTagsExpiring: Array<TntPacket>;
  tempTagsExpiringCount: Scalars['Int']['output'];
  waitingLegCount: Scalars['Int']['output'];
  waitingLegs: Array<OrderLeg>;
};

export type TransitionInput = {
  reason?: InputMaybe<Scalars['String']['input']>;
};

export { Transmission };

export { TransportMethod };

export type TransportPlate = {
  __typename?: 'TransportPlate';
  /** Newest first. */
  assignments: Array<TransportPlateAssignment>;
  createdAt: Scalars['DateTime']['output'];
  /** The open assignment while ASSIGNED (or the one it went missing on). */
  current?: Maybe<TransportPlateAssignment>;
  /** YYYY-MM-DD */
  expiresOn?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  missingReason?: Maybe<Scalars['String']['output']>;
  missingReportedByName?: Maybe<Scalars['String']['output']>;
  missingSince?: Maybe<Scalars['DateTime']['output']>;
  /** The moves the signed-in user may make now (none for a reader). */
  moves: Array<TransportPlateMove>;
  number: Scalars['String']['output'];
  /** YYYY-MM-DD: the day the loss must be reported by (docs/decisions.md). */
  reportDueOn?: Maybe<Scalars['String']['output']>;
  /** Two-letter state or province. */
  state: Scalars['String']['output'];
  status: TransportPlateStatus;
  type: TransportPlateType;
  updatedAt: Scalars['DateTime']['output'];
  version: Scalars['Int']['output'];
};

/** One trip of a plate: plate → vehicle (VIN) → leg → driver, out and back in. */
export type TransportPlateAssignment = {
  __typename?: 'TransportPlateAssignment';
  driver?: Maybe<Driver>;
  id: Scalars['ID']['output'];
  inAt?: Maybe<Scalars['DateTime']['output']>;
  leg?: Maybe<OrderLeg>;
  outAt: Scalars['DateTime']['output'];
  vehicle?: Maybe<Vehicle>;
  vin?: Maybe<Scalars['String']['output']>;
};

export type TransportPlateInput = {
  expiresOn?: InputMaybe<Scalars['String']['input']>;
  number: Scalars['String']['input'];
  state: Scalars['String']['input'];
  type: TransportPlateType;
};

export { TransportPlateMove };

export type TransportPlatePaginator = {
  __typename?: 'TransportPlatePaginator';
  data: Array<TransportPlate>;
  paginatorInfo: PaginatorInfo;
};

export { TransportPlateStatus };

export { TransportPlateType };

export { Trashed };

export { TravelExpenseKind };

export { TravelPurpose };

export type TruckingCompany = {
  __typename?: 'TruckingCompany';
  cargoInsurance: Insurance;
  contacts: Array<TruckingCompanyContact>;
  createdAt: Scalars['DateTime']['output'];
  displayName: Scalars['String']['output'];
  drivers: Array<Driver>;
  id: Scalars['ID']['output'];
  legalName: Scalars['String']['output'];
  liabilityInsurance: Insurance;
  mcNumber?: Maybe<Scalars['String']['output']>;
  /** How the company is paid for its drivers' legs (its settlements' earnings); null while none is set. */
  payProfile?: Maybe<PayProfile>;
  payee: Payee;
  updatedAt: Scalars['DateTime']['output'];
  usdotNumber?: Maybe<Scalars['String']['output']>;
  users: Array<User>;
  version: Scalars['Int']['output'];
};

export type TruckingCompanyContact = {
  __typename?: 'TruckingCompanyContact';
  email?: Maybe<Scalars['String']['output']>;
  firstName?: Maybe<Scalars['String']['output']>;
  fullName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
  type: ContactType;
};

export type TruckingCompanyContactInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  type: ContactType;
};

export type TruckingCompanyInput = {
  cargoInsurance?: InputMaybe<InsuranceInput>;
  contacts?: InputMaybe<Array<TruckingCompanyContactInput>>;
  displayName: Scalars['String']['input'];
  legalName: Scalars['String']['input'];
  liabilityInsurance?: InputMaybe<InsuranceInput>;
  mcNumber?: InputMaybe<Scalars['String']['input']>;
  payProfile?: InputMaybe<PayProfileInput>;
  payee?: InputMaybe<PayeeInput>;
  usdotNumber?: InputMaybe<Scalars['String']['input']>;
};

export type TruckingCompanyOrderBy = {
  column: TruckingCompanyOrderByColumn;
  order: SortOrder;
};

export { TruckingCompanyOrderByColumn };

export type TruckingCompanyPaginator = {
  __typename?: 'TruckingCompanyPaginator';
  data: Array<TruckingCompany>;
  paginatorInfo: PaginatorInfo;
};

export type Unit = {
  __typename?: 'Unit';
  axles: Scalars['Int']['output'];
  /** With the heaviest trailer it pulls, in pounds; null when it pulls none. */
  combinedWeightLb?: Maybe<Scalars['Int']['output']>;
  createdAt: Scalars['DateTime']['output'];
  driver?: Maybe<Driver>;
  fuelType: FuelType;
  /** Pounds (IFTA's thresholds are in pounds). */
  grossWeightLb: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  ifta: IftaQualification;
  kind: UnitKind;
  legs: OrderLegPaginator;
  make?: Maybe<Scalars['String']['output']>;
  model?: Maybe<Scalars['String']['output']>;
  plate?: Maybe<Scalars['String']['output']>;
  plateState?: Maybe<Scalars['String']['output']>;
  unitNumber: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  version: Scalars['Int']['output'];
  vin?: Maybe<Scalars['String']['output']>;
  year?: Maybe<Scalars['Int']['output']>;
};


export type UnitLegsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};

export type UnitInput = {
  axles: Scalars['Int']['input'];
  combinedWeightLb?: InputMaybe<Scalars['Int']['input']>;
  driverId?: InputMaybe<Scalars['ID']['input']>;
  fuelType: FuelType;
  grossWeightLb: Scalars['Int']['input'];
  kind: UnitKind;
  make?: InputMaybe<Scalars['String']['input']>;
  model?: InputMaybe<Scalars['String']['input']>;
  plate?: InputMaybe<Scalars['String']['input']>;
  plateState?: InputMaybe<Scalars['String']['input']>;
  unitNumber: Scalars['String']['input'];
  vin?: InputMaybe<Scalars['String']['input']>;
  year?: InputMaybe<Scalars['Int']['input']>;
};

export { UnitKind };

export type UnitOrderBy = {
  column: UnitOrderByColumn;
  order: SortOrder;
};

export { UnitOrderByColumn };

export type UnitPaginator = {
  __typename?: 'UnitPaginator';
  data: Array<Unit>;
  paginatorInfo: PaginatorInfo;
};

export type UnplannedLeg = {
  __typename?: 'UnplannedLeg';
  leg: OrderLeg;
  reasons: Array<Scalars['String']['output']>;
};

export type UnsettledGroup = {
  __typename?: 'UnsettledGroup';
  driver?: Maybe<Driver>;
  legs: Array<UnsettledLeg>;
  payeeKind: SettlementPayeeKind;
  payeeName: Scalars['String']['output'];
  truckingCompany?: Maybe<TruckingCompany>;
};

/** A delivered leg with a payee that no settlement of that payee holds yet. */
export type UnsettledLeg = {
  __typename?: 'UnsettledLeg';
  deliveredAt?: Maybe<Scalars['DateTime']['output']>;
  leg: OrderLeg;
  order: Order;
};

export type UpdateContactInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  fax?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  mobilePhone?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  phoneExt?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateProfileInput = {
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  version: Scalars['Int']['input'];
};

export type User = {
  __typename?: 'User';
  clients: Array<Client>;
  contact?: Maybe<Contact>;
  createdAt: Scalars['DateTime']['output'];
  customers: Array<Customer>;
  email: Scalars['String']['output'];
  emailVerifiedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  media: Array<Media>;
  name: Scalars['String']['output'];
  roles: Array<Role>;
  /** The user's secured key for the search service. */
  searchKey: Scalars['String']['output'];
  tenants: Array<Tenant>;
  version: Scalars['Int']['output'];
};

/** Who an account is: their name, roles, tenants (of the admin's) and links (of the request's tenant). */
export type UserAccessInput = {
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  customerIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  driverId?: InputMaybe<Scalars['ID']['input']>;
  name: Scalars['String']['input'];
  roles: Array<Role>;
  tenantIds: Array<Scalars['ID']['input']>;
};

/** An account's set-password invitation: when it was sent and until when its link works (none: used, revoked or never sent). */
export type UserInvitation = {
  __typename?: 'UserInvitation';
  invitedAt: Scalars['DateTime']['output'];
  invitedByName?: Maybe<Scalars['String']['output']>;
  linkExpiresAt?: Maybe<Scalars['DateTime']['output']>;
};

/** A record an account is linked to, by id and name (a tenant, a client, a customer, a driver, a trucking company). */
export type UserLink = {
  __typename?: 'UserLink';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type Vehicle = {
  __typename?: 'Vehicle';
  activity: Array<AuditEntry>;
  client?: Maybe<Client>;
  colour?: Maybe<VehicleColour>;
  createdAt: Scalars['DateTime']['output'];
  deletedAt?: Maybe<Scalars['DateTime']['output']>;
  fuelType: FuelType;
  id: Scalars['ID']['output'];
  keys?: Maybe<Scalars['Int']['output']>;
  /** Every leg that moved or will move this vehicle, in order. */
  legs: Array<OrderLeg>;
  make?: Maybe<Scalars['String']['output']>;
  model?: Maybe<Scalars['String']['output']>;
  odometer?: Maybe<Scalars['Int']['output']>;
  plate?: Maybe<Scalars['String']['output']>;
  plateState?: Maybe<Scalars['String']['output']>;
  transmission: Transmission;
  updatedAt: Scalars['DateTime']['output'];
  vehicleClass?: Maybe<VehicleClass>;
  version: Scalars['Int']['output'];
  vin?: Maybe<Scalars['String']['output']>;
  year?: Maybe<Scalars['Int']['output']>;
};

export { VehicleClass };

export { VehicleColour };

export { VehicleColumn };

/** A damage in AIAG M-22 form: area, type and severity, a point on the vehicle diagram (0–1 across and down) and its photos. */
export type VehicleDamage = {
  __typename?: 'VehicleDamage';
  area: Scalars['String']['output'];
  /** The five-digit M-22 code (area, type, severity). */
  code: Scalars['String']['output'];
  /** In words: "Front bumper · Scratched · 1–3″". */
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Not on the vehicle's previous delivery (or check-out) report: happened since the last change of custody. */
  newSinceLastCustody: Scalars['Boolean']['output'];
  note?: Maybe<Scalars['String']['output']>;
  photos: Array<ConditionPhoto>;
  preExisting: Scalars['Boolean']['output'];
  severity: Scalars['Int']['output'];
  type: Scalars['String']['output'];
  x: Scalars['Float']['output'];
  y: Scalars['Float']['output'];
};

export type VehicleDamageInput = {
  area: Scalars['String']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  /** ConditionPhoto ids (uploaded first with uploadConditionPhoto). */
  photoIds: Array<Scalars['ID']['input']>;
  preExisting: Scalars['Boolean']['input'];
  severity: Scalars['Int']['input'];
  type: Scalars['String']['input'];
  x: Scalars['Float']['input'];
  y: Scalars['Float']['input'];
};

export type VehicleInput = {
  colour?: InputMaybe<VehicleColour>;
  fuelType?: InputMaybe<FuelType>;
  /** An existing vehicle; the other fields then update it. */
  id?: InputMaybe<Scalars['ID']['input']>;
  keys?: InputMaybe<Scalars['Int']['input']>;
  make?: InputMaybe<Scalars['String']['input']>;
  model?: InputMaybe<Scalars['String']['input']>;
  odometer?: InputMaybe<Scalars['Int']['input']>;
  plate?: InputMaybe<Scalars['String']['input']>;
  plateState?: InputMaybe<Scalars['String']['input']>;
  transmission?: InputMaybe<Transmission>;
  vehicleClass?: InputMaybe<VehicleClass>;
  vin?: InputMaybe<Scalars['String']['input']>;
  /** The person confirms a valid VIN whose decode finds no maker (a new vehicle with such a VIN is refused without it). */
  vinConfirmed?: InputMaybe<Scalars['Boolean']['input']>;
  year?: InputMaybe<Scalars['Int']['input']>;
};

export type VehicleOrderBy = {
  column: VehicleColumn;
  order: SortOrder;
};

export type VehiclePaginator = {
  __typename?: 'VehiclePaginator';
  data: Array<Vehicle>;
  paginatorInfo: PaginatorInfo;
};

export type VehicleWhere = {
  AND?: InputMaybe<Array<VehicleWhere>>;
  OR?: InputMaybe<Array<VehicleWhere>>;
  column?: InputMaybe<VehicleColumn>;
  operator?: InputMaybe<SqlOperator>;
  value?: InputMaybe<Scalars['JSON']['input']>;
};

/** What the VIN says, decoded offline: check digit, year, make, model, class. */
export type VinDecode = {
  __typename?: 'VinDecode';
  country?: Maybe<Scalars['String']['output']>;
  fuelType?: Maybe<FuelType>;
  make?: Maybe<Scalars['String']['output']>;
  message?: Maybe<Scalars['String']['output']>;
  model?: Maybe<Scalars['String']['output']>;
  valid: Scalars['Boolean']['output'];
  vehicleClass?: Maybe<VehicleClass>;
  vin: Scalars['String']['output'];
  year?: Maybe<Scalars['Int']['output']>;
};

export { WashType };



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccidentLegAction: AccidentLegAction;
  AccidentMonth: ResolverTypeWrapper<AccidentMonth>;
  AccidentOverview: ResolverTypeWrapper<AccidentOverviewRow>;
  AccidentParty: ResolverTypeWrapper<AccidentPartyRow>;
  AccidentPartyInput: AccidentPartyInput;
  AccidentReport: ResolverTypeWrapper<AccidentReportRow>;
  AccidentReportInput: AccidentReportInput;
  AccidentReportMove: AccidentReportMove;
  AccidentReportPaginator: ResolverTypeWrapper<Omit<AccidentReportPaginator, 'data'> & { data: Array<ResolversTypes['AccidentReport']> }>;
  AccidentReportStatus: AccidentReportStatus;
  AccidentWeather: AccidentWeather;
  AccidentWitness: ResolverTypeWrapper<AccidentWitnessRow>;
  AccidentWitnessInput: AccidentWitnessInput;
  AccountManager: ResolverTypeWrapper<AccountManager>;
  AccountManagerScope: AccountManagerScope;
  AccountMove: AccountMove;
  AddInvoiceLineInput: AddInvoiceLineInput;
  AdminUser: ResolverTypeWrapper<AdminUserRow>;
  AdminUserMove: AdminUserMove;
  AdminUserOrderBy: AdminUserOrderBy;
  AdminUserOrderByColumn: AdminUserOrderByColumn;
  AdminUserPaginator: ResolverTypeWrapper<Omit<AdminUserPaginator, 'data'> & { data: Array<ResolversTypes['AdminUser']> }>;
  AdminUserStatus: AdminUserStatus;
  AdminUserWhere: AdminUserWhere;
  AgingBucket: AgingBucket;
  Alert: ResolverTypeWrapper<AlertRow>;
  AlertInput: AlertInput;
  AlertPaginator: ResolverTypeWrapper<Omit<AlertPaginator, 'data'> & { data: Array<ResolversTypes['Alert']> }>;
  AlertPriority: AlertPriority;
  Announcement: ResolverTypeWrapper<AnnouncementRow>;
  AnnouncementInput: AnnouncementInput;
  ApplyClientCreditInput: ApplyClientCreditInput;
  AssignLegsInput: AssignLegsInput;
  AssignTransportPlateInput: AssignTransportPlateInput;
  AuditAction: AuditAction;
  AuditEntry: ResolverTypeWrapper<AuditRow>;
  AuditEntryPaginator: ResolverTypeWrapper<Omit<AuditEntryPaginator, 'data'> & { data: Array<ResolversTypes['AuditEntry']> }>;
  BillingAddressInput: BillingAddressInput;
  BillingItem: ResolverTypeWrapper<BillingItemRow>;
  BillingItemInput: BillingItemInput;
  BillingItemOrderBy: BillingItemOrderBy;
  BillingItemOrderByColumn: BillingItemOrderByColumn;
  BillingItemPaginator: ResolverTypeWrapper<Omit<BillingItemPaginator, 'data'> & { data: Array<ResolversTypes['BillingItem']> }>;
  BillingItemUnit: BillingItemUnit;
  BlockedDriver: ResolverTypeWrapper<BlockedDriverRow>;
  BooksAccounts: ResolverTypeWrapper<BooksAccountsRow>;
  BooksAccountsInput: BooksAccountsInput;
  BooksExport: ResolverTypeWrapper<BooksExportRow>;
  BooksExportFormat: BooksExportFormat;
  BooksExportPaginator: ResolverTypeWrapper<Omit<BooksExportPaginator, 'data'> & { data: Array<ResolversTypes['BooksExport']> }>;
  BooksExportPreview: ResolverTypeWrapper<BooksExportPreviewRow>;
  BooksIncomeAccount: ResolverTypeWrapper<BooksIncomeAccountRow>;
  BooksIncomeAccountInput: BooksIncomeAccountInput;
  BooksKindSummary: ResolverTypeWrapper<BooksKindSummaryRow>;
  BooksRecordKind: BooksRecordKind;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CallCenterCallCount: ResolverTypeWrapper<CallCenterCallCount>;
  CallCenterDay: CallCenterDay;
  CallCenterLeg: ResolverTypeWrapper<CallCenterLegRow>;
  CallCenterLegPaginator: ResolverTypeWrapper<Omit<CallCenterLegPaginator, 'data'> & { data: Array<ResolversTypes['CallCenterLeg']> }>;
  CallCenterMember: ResolverTypeWrapper<CallCenterMember>;
  CallCenterOverview: ResolverTypeWrapper<CallCenterOverviewRow>;
  CallCenterQueue: CallCenterQueue;
  CatalogItemMove: CatalogItemMove;
  CatalogItemStatus: CatalogItemStatus;
  ChangePasswordInput: ChangePasswordInput;
  Client: ResolverTypeWrapper<ClientRow>;
  ClientColumn: ClientColumn;
  ClientContact: ResolverTypeWrapper<ClientContactRow>;
  ClientCredit: ResolverTypeWrapper<ClientCreditRow>;
  ClientHealth: ResolverTypeWrapper<ClientHealthRow>;
  ClientInput: ClientInput;
  ClientInvoicing: ResolverTypeWrapper<ClientInvoicingRow>;
  ClientInvoicingInput: ClientInvoicingInput;
  ClientIssue: ResolverTypeWrapper<ClientIssue>;
  ClientIssueKind: ClientIssueKind;
  ClientOrderBy: ClientOrderBy;
  ClientPaginator: ResolverTypeWrapper<Omit<ClientPaginator, 'data'> & { data: Array<ResolversTypes['Client']> }>;
  ClientRelationsAccount: ResolverTypeWrapper<ClientRelationsAccountRow>;
  ClientStatus: ClientStatus;
  ClientWhere: ClientWhere;
  Comment: ResolverTypeWrapper<CommentRow>;
  CommentEntityKind: CommentEntityKind;
  CommentInput: CommentInput;
  CommunicationChannel: CommunicationChannel;
  CommunicationContact: ResolverTypeWrapper<CommunicationContactRow>;
  CommunicationDirection: CommunicationDirection;
  CommunicationEntry: ResolverTypeWrapper<CommunicationEntryRow>;
  CommunicationEntryPaginator: ResolverTypeWrapper<Omit<CommunicationEntryPaginator, 'data'> & { data: Array<ResolversTypes['CommunicationEntry']> }>;
  CommunicationInput: CommunicationInput;
  CommunicationMailInput: CommunicationMailInput;
  CommunicationOutcome: CommunicationOutcome;
  CommunicationSubjectInput: CommunicationSubjectInput;
  CommunicationSubjectKind: CommunicationSubjectKind;
  CommunicationTemplate: CommunicationTemplate;
  ConditionPhoto: ResolverTypeWrapper<ConditionPhotoRow>;
  ConditionPhotoKind: ConditionPhotoKind;
  ConditionReport: ResolverTypeWrapper<ConditionReportRow>;
  ConditionReportDirection: ConditionReportDirection;
  ConditionReportEvent: ConditionReportEvent;
  ConditionReportEventInput: ConditionReportEventInput;
  ConditionReportFilter: ConditionReportFilter;
  ConditionReportInput: ConditionReportInput;
  ConditionReportPaginator: ResolverTypeWrapper<Omit<ConditionReportPaginator, 'data'> & { data: Array<ResolversTypes['ConditionReport']> }>;
  ConditionReportStatus: ConditionReportStatus;
  ConfirmLegWithCallInput: ConfirmLegWithCallInput;
  Contact: ResolverTypeWrapper<ContactRow>;
  ContactFormInput: ContactFormInput;
  ContactFormReceipt: ResolverTypeWrapper<ContactFormReceipt>;
  ContactInput: ContactInput;
  ContactType: ContactType;
  CreateBooksExportInput: CreateBooksExportInput;
  CreateInvoicesInput: CreateInvoicesInput;
  CreatePersonalAccessTokenInput: CreatePersonalAccessTokenInput;
  CreateSettlementsInput: CreateSettlementsInput;
  CreditApplication: ResolverTypeWrapper<CreditApplicationRow>;
  Customer: ResolverTypeWrapper<CustomerRow>;
  CustomerColumn: CustomerColumn;
  CustomerInput: CustomerInput;
  CustomerOrderBy: CustomerOrderBy;
  CustomerPaginator: ResolverTypeWrapper<Omit<CustomerPaginator, 'data'> & { data: Array<ResolversTypes['Customer']> }>;
  CustomerUpdateInput: CustomerUpdateInput;
  CustomerWhere: CustomerWhere;
  DashboardSummary: ResolverTypeWrapper<DashboardSummary>;
  DateMode: DateMode;
  DateRequest: ResolverTypeWrapper<DateRequest>;
  DateRequestInput: DateRequestInput;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeliverySurvey: ResolverTypeWrapper<DeliverySurveyRow>;
  DeliverySurveyAnswerInput: DeliverySurveyAnswerInput;
  DeliverySurveyState: DeliverySurveyState;
  DeliverySurveyTag: DeliverySurveyTag;
  DemoData: ResolverTypeWrapper<DemoDataRow>;
  DemoDataHoldings: ResolverTypeWrapper<DemoDataHoldings>;
  DemoDataJob: ResolverTypeWrapper<DemoDataJobRow>;
  DemoDataJobKind: DemoDataJobKind;
  DemoDataJobStatus: DemoDataJobStatus;
  DispatchBoardFilter: DispatchBoardFilter;
  DispatchBoardPaginator: ResolverTypeWrapper<Omit<DispatchBoardPaginator, 'data'> & { data: Array<ResolversTypes['DispatchBoardRow']> }>;
  DispatchBoardRow: ResolverTypeWrapper<Omit<DispatchBoardRow, 'leg'> & { leg: ResolversTypes['OrderLeg'] }>;
  DispatchDriverPaginator: ResolverTypeWrapper<Omit<DispatchDriverPaginator, 'data'> & { data: Array<ResolversTypes['DispatchDriverRow']> }>;
  DispatchDriverRow: ResolverTypeWrapper<DispatchDriverRowData>;
  DispatchMap: ResolverTypeWrapper<DispatchMap>;
  DispatchMapLeg: ResolverTypeWrapper<DispatchMapLeg>;
  DispatchPlan: ResolverTypeWrapper<Omit<DispatchPlan, 'pairs' | 'unassigned'> & { pairs: Array<ResolversTypes['PlannedLeg']>, unassigned: Array<ResolversTypes['UnplannedLeg']> }>;
  District: ResolverTypeWrapper<DistrictRow>;
  DistrictCountry: DistrictCountry;
  DistrictInput: DistrictInput;
  DistrictLevel: DistrictLevel;
  DistrictNote: ResolverTypeWrapper<DistrictNoteRow>;
  DistrictNoteInput: DistrictNoteInput;
  DistrictPaginator: ResolverTypeWrapper<Omit<DistrictPaginator, 'data'> & { data: Array<ResolversTypes['District']> }>;
  DistrictRequirement: ResolverTypeWrapper<DistrictRequirementRow>;
  DistrictRequirementInput: DistrictRequirementInput;
  DocumentTarget: DocumentTarget;
  DocumentType: ResolverTypeWrapper<DocumentTypeRow>;
  DocumentTypeInput: DocumentTypeInput;
  DocumentTypeOrderBy: DocumentTypeOrderBy;
  DocumentTypeOrderByColumn: DocumentTypeOrderByColumn;
  DocumentTypePaginator: ResolverTypeWrapper<Omit<DocumentTypePaginator, 'data'> & { data: Array<ResolversTypes['DocumentType']> }>;
  Driver: ResolverTypeWrapper<DriverRow>;
  DriverCandidate: ResolverTypeWrapper<DriverCandidateRow>;
  DriverContact: ResolverTypeWrapper<CarrierContactRow>;
  DriverContactInput: DriverContactInput;
  DriverContactType: DriverContactType;
  DriverEmployment: DriverEmployment;
  DriverFlight: ResolverTypeWrapper<DriverFlightRow>;
  DriverFlightInput: DriverFlightInput;
  DriverFlightPaginator: ResolverTypeWrapper<Omit<DriverFlightPaginator, 'data'> & { data: Array<ResolversTypes['DriverFlight']> }>;
  DriverInput: DriverInput;
  DriverOrderBy: DriverOrderBy;
  DriverOrderByColumn: DriverOrderByColumn;
  DriverPaginator: ResolverTypeWrapper<Omit<DriverPaginator, 'data'> & { data: Array<ResolversTypes['Driver']> }>;
  DriverPosition: ResolverTypeWrapper<DriverPosition>;
  DriverReceipt: ResolverTypeWrapper<DriverReceiptRow>;
  DriverReceiptDecision: DriverReceiptDecision;
  DriverReceiptFuelInput: DriverReceiptFuelInput;
  DriverReceiptStatus: DriverReceiptStatus;
  DriverRental: ResolverTypeWrapper<DriverRentalRow>;
  DriverRentalInput: DriverRentalInput;
  DriverRentalPaginator: ResolverTypeWrapper<Omit<DriverRentalPaginator, 'data'> & { data: Array<ResolversTypes['DriverRental']> }>;
  DriverStart: DriverStart;
  DriverStatus: DriverStatus;
  DriverSuggestions: ResolverTypeWrapper<Omit<DriverSuggestions, 'blocked' | 'candidates'> & { blocked: Array<ResolversTypes['BlockedDriver']>, candidates: Array<ResolversTypes['DriverCandidate']> }>;
  DscVisibility: ResolverTypeWrapper<DscVisibilityRow>;
  DscVisibilityInput: DscVisibilityInput;
  EventOption: ResolverTypeWrapper<EventOption>;
  ExpenseItem: ResolverTypeWrapper<ExpenseItemRow>;
  ExpenseItemInput: ExpenseItemInput;
  ExpenseItemOrderBy: ExpenseItemOrderBy;
  ExpenseItemOrderByColumn: ExpenseItemOrderByColumn;
  ExpenseItemPaginator: ResolverTypeWrapper<Omit<ExpenseItemPaginator, 'data'> & { data: Array<ResolversTypes['ExpenseItem']> }>;
  ExpiringInsurance: ResolverTypeWrapper<ExpiringInsuranceRow>;
  File: ResolverTypeWrapper<Scalars['File']['output']>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FuelLevel: FuelLevel;
  FuelRate: ResolverTypeWrapper<FuelRateRow>;
  FuelRateImport: ResolverTypeWrapper<FuelRateImport>;
  FuelRateImportError: ResolverTypeWrapper<FuelRateImportError>;
  FuelRateImportRow: ResolverTypeWrapper<FuelRateImportRow>;
  FuelRateInput: FuelRateInput;
  FuelRateOrderBy: FuelRateOrderBy;
  FuelRateOrderByColumn: FuelRateOrderByColumn;
  FuelRatePaginator: ResolverTypeWrapper<Omit<FuelRatePaginator, 'data'> & { data: Array<ResolversTypes['FuelRate']> }>;
  FuelType: FuelType;
  GeoPoint: ResolverTypeWrapper<GeoPoint>;
  Geocode: ResolverTypeWrapper<Geocode>;
  GeocodeSource: GeocodeSource;
  HelpDeskCause: ResolverTypeWrapper<HelpDeskCause>;
  HelpDeskDamageDay: ResolverTypeWrapper<HelpDeskDamageDay>;
  HelpDeskLeg: ResolverTypeWrapper<HelpDeskLegRow>;
  HelpDeskLegPaginator: ResolverTypeWrapper<Omit<HelpDeskLegPaginator, 'data'> & { data: Array<ResolversTypes['HelpDeskLeg']> }>;
  HelpDeskOverview: ResolverTypeWrapper<HelpDeskOverview>;
  HelpDeskReason: HelpDeskReason;
  HelpDeskReasonCount: ResolverTypeWrapper<HelpDeskReasonCount>;
  Hub: ResolverTypeWrapper<HubRow>;
  HubInput: HubInput;
  HubOrderBy: HubOrderBy;
  HubOrderByColumn: HubOrderByColumn;
  HubPaginator: ResolverTypeWrapper<Omit<HubPaginator, 'data'> & { data: Array<ResolversTypes['Hub']> }>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  IftaDecal: ResolverTypeWrapper<IftaDecalRow>;
  IftaDecalInput: IftaDecalInput;
  IftaDecalMove: IftaDecalMove;
  IftaDecalPaginator: ResolverTypeWrapper<Omit<IftaDecalPaginator, 'data'> & { data: Array<ResolversTypes['IftaDecal']> }>;
  IftaDecalStatus: IftaDecalStatus;
  IftaQualification: ResolverTypeWrapper<IftaQualification>;
  IftaRate: ResolverTypeWrapper<IftaRateRow>;
  IftaRateInput: IftaRateInput;
  IncidentKind: IncidentKind;
  InspectionCheck: InspectionCheck;
  InspectionItem: ResolverTypeWrapper<InspectionItem>;
  InspectionItemCode: InspectionItemCode;
  InspectionItemInput: InspectionItemInput;
  InspectionKind: InspectionKind;
  InspectionObstruction: InspectionObstruction;
  InspectionResult: InspectionResult;
  Insurance: ResolverTypeWrapper<Insurance>;
  InsuranceInput: InsuranceInput;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InteriorCondition: InteriorCondition;
  Invoice: ResolverTypeWrapper<InvoiceRow>;
  InvoiceAgingSummary: ResolverTypeWrapper<InvoiceAgingSummary>;
  InvoiceBillingItem: ResolverTypeWrapper<InvoiceBillingItem>;
  InvoiceBlocker: InvoiceBlocker;
  InvoiceEvent: InvoiceEvent;
  InvoiceFrequency: InvoiceFrequency;
  InvoiceKind: InvoiceKind;
  InvoiceLine: ResolverTypeWrapper<InvoiceLineRow>;
  InvoiceLineSourceKind: InvoiceLineSourceKind;
  InvoiceOrderBy: InvoiceOrderBy;
  InvoiceOrderByColumn: InvoiceOrderByColumn;
  InvoicePaginator: ResolverTypeWrapper<Omit<InvoicePaginator, 'data'> & { data: Array<ResolversTypes['Invoice']> }>;
  InvoicePaymentStatus: InvoicePaymentStatus;
  InvoicePoNumberInput: InvoicePoNumberInput;
  InvoiceStatus: InvoiceStatus;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  KeyEquipmentStatus: KeyEquipmentStatus;
  LegContact: ResolverTypeWrapper<LegContact>;
  LegContactInput: LegContactInput;
  LegCount: ResolverTypeWrapper<LegCount>;
  LegHoldReason: LegHoldReason;
  LegInput: LegInput;
  LegOffer: ResolverTypeWrapper<LegOfferRow>;
  LegPositionInput: LegPositionInput;
  LegPriceShare: ResolverTypeWrapper<LegPriceRow>;
  LegPriority: ResolverTypeWrapper<LegPriorityRow>;
  LegPriorityInput: LegPriorityInput;
  LegPriorityKind: LegPriorityKind;
  LegTransitionInput: LegTransitionInput;
  LicenceClass: LicenceClass;
  LicenceEndorsement: LicenceEndorsement;
  LineItem: ResolverTypeWrapper<LineItem>;
  LineItemType: LineItemType;
  Location: ResolverTypeWrapper<LocationRow>;
  LocationColumn: LocationColumn;
  LocationInput: LocationInput;
  LocationOrderBy: LocationOrderBy;
  LocationPaginator: ResolverTypeWrapper<Omit<LocationPaginator, 'data'> & { data: Array<ResolversTypes['Location']> }>;
  LocationRef: LocationRef;
  LocationType: LocationType;
  LocationWhere: LocationWhere;
  LooseItem: ResolverTypeWrapper<LooseItem>;
  LooseItemInput: LooseItemInput;
  LooseItemSpot: LooseItemSpot;
  Media: ResolverTypeWrapper<MediaRow>;
  MediaCategory: MediaCategory;
  MentionSuggestion: ResolverTypeWrapper<MentionSuggestion>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NewPersonalAccessToken: ResolverTypeWrapper<Omit<NewPersonalAccessToken, 'token'> & { token: ResolversTypes['PersonalAccessToken'] }>;
  NoteKind: NoteKind;
  Notification: ResolverTypeWrapper<NotificationRow>;
  NotificationOrderBy: NotificationOrderBy;
  NotificationOrderByColumn: NotificationOrderByColumn;
  NotificationPaginator: ResolverTypeWrapper<Omit<NotificationPaginator, 'data'> & { data: Array<ResolversTypes['Notification']> }>;
  NotificationPreference: ResolverTypeWrapper<NotificationPreference>;
  NotificationPreferenceInput: NotificationPreferenceInput;
  NotificationSettings: ResolverTypeWrapper<NotificationSettings>;
  NotificationSettingsInput: NotificationSettingsInput;
  NotificationType: NotificationType;
  OpenSettlementsResult: ResolverTypeWrapper<Omit<OpenSettlementsResult, 'opened'> & { opened: Array<ResolversTypes['Settlement']> }>;
  Order: ResolverTypeWrapper<OrderRow>;
  OrderColumn: OrderColumn;
  OrderEvent: OrderEvent;
  OrderInput: OrderInput;
  OrderLeg: ResolverTypeWrapper<OrderLegRow>;
  OrderLegColumn: OrderLegColumn;
  OrderLegEvent: OrderLegEvent;
  OrderLegOrderBy: OrderLegOrderBy;
  OrderLegOrderByColumn: OrderLegOrderByColumn;
  OrderLegPaginator: ResolverTypeWrapper<Omit<OrderLegPaginator, 'data'> & { data: Array<ResolversTypes['OrderLeg']> }>;
  OrderLegStatus: OrderLegStatus;
  OrderLegUpdateInput: OrderLegUpdateInput;
  OrderLegWhere: OrderLegWhere;
  OrderListStatus: OrderListStatus;
  OrderLocation: ResolverTypeWrapper<OrderLocationRow>;
  OrderLocationRole: OrderLocationRole;
  OrderNote: ResolverTypeWrapper<OrderNoteRow>;
  OrderNotesInput: OrderNotesInput;
  OrderOrderBy: OrderOrderBy;
  OrderOrderByColumn: OrderOrderByColumn;
  OrderPaginator: ResolverTypeWrapper<Omit<OrderPaginator, 'data'> & { data: Array<ResolversTypes['Order']> }>;
  OrderPrice: ResolverTypeWrapper<OrderPriceRow>;
  OrderPriceSource: OrderPriceSource;
  OrderSource: OrderSource;
  OrderState: OrderState;
  OrderUpdateInput: OrderUpdateInput;
  OrderWhere: OrderWhere;
  PaginatorInfo: ResolverTypeWrapper<PaginatorInfo>;
  PartyBillingItem: ResolverTypeWrapper<PartyBillingItemRow>;
  PartyBillingItemInput: PartyBillingItemInput;
  PayKind: PayKind;
  PayProfile: ResolverTypeWrapper<PayProfile>;
  PayProfileInput: PayProfileInput;
  PayRun: ResolverTypeWrapper<Omit<PayRun, 'payees'> & { payees: Array<ResolversTypes['PayRunPayee']> }>;
  PayRunPayee: ResolverTypeWrapper<PayRunPayeeRow>;
  Payee: ResolverTypeWrapper<Payee>;
  Payee1099: ResolverTypeWrapper<Payee1099Row>;
  Payee1099Report: ResolverTypeWrapper<Omit<Payee1099Report, 'payees'> & { payees: Array<ResolversTypes['Payee1099']> }>;
  PayeeInput: PayeeInput;
  Payment: ResolverTypeWrapper<PaymentRow>;
  PaymentApplication: ResolverTypeWrapper<PaymentApplicationRow>;
  PaymentApplicationInput: PaymentApplicationInput;
  PaymentMethod: PaymentMethod;
  PaymentTerms: PaymentTerms;
  PersonalAccessToken: ResolverTypeWrapper<TokenRow>;
  PlannedAssignmentInput: PlannedAssignmentInput;
  PlannedLeg: ResolverTypeWrapper<PlannedLegRow>;
  PortalAccount: ResolverTypeWrapper<PortalAccountRow>;
  PortalActivity: ResolverTypeWrapper<AuditRow>;
  PortalComment: ResolverTypeWrapper<CommentRow>;
  PortalHome: ResolverTypeWrapper<Omit<PortalHome, 'quotesAwaitingAnswer' | 'recentDeliveries' | 'upcoming'> & { quotesAwaitingAnswer: Array<ResolversTypes['PortalQuote']>, recentDeliveries: Array<ResolversTypes['PortalOrderLeg']>, upcoming: Array<ResolversTypes['PortalOrderLeg']> }>;
  PortalInvoice: ResolverTypeWrapper<InvoiceRow>;
  PortalInvoiceLine: ResolverTypeWrapper<InvoiceLineRow>;
  PortalInvoicePaginator: ResolverTypeWrapper<Omit<PortalInvoicePaginator, 'data'> & { data: Array<ResolversTypes['PortalInvoice']> }>;
  PortalLocation: ResolverTypeWrapper<LocationRow>;
  PortalOrder: ResolverTypeWrapper<OrderRow>;
  PortalOrderLeg: ResolverTypeWrapper<OrderLegRow>;
  PortalOrderLocation: ResolverTypeWrapper<OrderLocationRow>;
  PortalOrderPaginator: ResolverTypeWrapper<Omit<PortalOrderPaginator, 'data'> & { data: Array<ResolversTypes['PortalOrder']> }>;
  PortalOrderPrice: ResolverTypeWrapper<OrderPriceRow>;
  PortalQuote: ResolverTypeWrapper<QuoteRow>;
  PortalQuoteEvent: PortalQuoteEvent;
  PortalQuotePaginator: ResolverTypeWrapper<Omit<PortalQuotePaginator, 'data'> & { data: Array<ResolversTypes['PortalQuote']> }>;
  PortalSearchResult: ResolverTypeWrapper<Omit<PortalSearchResult, 'legs' | 'orders' | 'quotes'> & { legs: Array<ResolversTypes['PortalOrderLeg']>, orders: Array<ResolversTypes['PortalOrder']>, quotes: Array<ResolversTypes['PortalQuote']> }>;
  PortalStatusCount: ResolverTypeWrapper<PortalStatusCount>;
  PortalStorageStay: ResolverTypeWrapper<StorageRecordRow>;
  PortalTntPacket: ResolverTypeWrapper<TntPacketRow>;
  PortalTntPacketDocument: ResolverTypeWrapper<TntDocumentRow>;
  PortalVehicle: ResolverTypeWrapper<VehicleRow>;
  PostPaymentInput: PostPaymentInput;
  Preventability: Preventability;
  PriceResult: ResolverTypeWrapper<PriceResult>;
  PriceSource: PriceSource;
  PublicDeliverySurvey: ResolverTypeWrapper<PublicSurvey>;
  Qualification: ResolverTypeWrapper<Qualification>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Quote: ResolverTypeWrapper<QuoteRow>;
  QuoteColumn: QuoteColumn;
  QuoteEvent: QuoteEvent;
  QuoteExtrasInput: QuoteExtrasInput;
  QuoteInput: QuoteInput;
  QuoteOrderBy: QuoteOrderBy;
  QuoteOrderByColumn: QuoteOrderByColumn;
  QuotePaginator: ResolverTypeWrapper<Omit<QuotePaginator, 'data'> & { data: Array<ResolversTypes['Quote']> }>;
  QuoteStatus: QuoteStatus;
  QuoteTransitionInput: QuoteTransitionInput;
  QuoteWhere: QuoteWhere;
  ReadyToBillGroup: ResolverTypeWrapper<ReadyToBillGroupRow>;
  ReadyToBillLeg: ResolverTypeWrapper<ReadyToBillLegRow>;
  RebateTier: ResolverTypeWrapper<RebateTier>;
  RebateTierInput: RebateTierInput;
  Recordable: ResolverTypeWrapper<Recordable>;
  RecoverySource: RecoverySource;
  RefusalKind: RefusalKind;
  ReimbursementStatus: ReimbursementStatus;
  Repair: ResolverTypeWrapper<RepairRow>;
  RepairEvent: RepairEvent;
  RepairInput: RepairInput;
  RepairPaginator: ResolverTypeWrapper<Omit<RepairPaginator, 'data'> & { data: Array<ResolversTypes['Repair']> }>;
  RepairRecovery: ResolverTypeWrapper<RepairRecoveryRow>;
  RepairRecoveryInput: RepairRecoveryInput;
  RepairStatus: RepairStatus;
  RepairTransitionInput: RepairTransitionInput;
  ReportRun: ResolverTypeWrapper<ReportRunRow>;
  ReportRunStatus: ReportRunStatus;
  RequirementCondition: RequirementCondition;
  RequirementKind: RequirementKind;
  RequirementType: ResolverTypeWrapper<RequirementTypeRow>;
  RequirementTypeInput: RequirementTypeInput;
  RequirementTypePaginator: ResolverTypeWrapper<Omit<RequirementTypePaginator, 'data'> & { data: Array<ResolversTypes['RequirementType']> }>;
  Role: Role;
  SQLOperator: SqlOperator;
  SafetyOverview: ResolverTypeWrapper<SafetyOverviewRow>;
  SearchConfig: ResolverTypeWrapper<SearchConfig>;
  SearchHost: ResolverTypeWrapper<SearchHost>;
  Settlement: ResolverTypeWrapper<SettlementRow>;
  SettlementDeductionInput: SettlementDeductionInput;
  SettlementDeductionKind: SettlementDeductionKind;
  SettlementEvent: SettlementEvent;
  SettlementExpenseType: SettlementExpenseType;
  SettlementLeg: ResolverTypeWrapper<SettlementLegRow>;
  SettlementLegStatus: SettlementLegStatus;
  SettlementLine: ResolverTypeWrapper<SettlementLineRow>;
  SettlementPaginator: ResolverTypeWrapper<Omit<SettlementPaginator, 'data'> & { data: Array<ResolversTypes['Settlement']> }>;
  SettlementPayeeInput: SettlementPayeeInput;
  SettlementPayeeKind: SettlementPayeeKind;
  SettlementPayment: ResolverTypeWrapper<SettlementPaymentRow>;
  SettlementPaymentInput: SettlementPaymentInput;
  SettlementPaymentType: SettlementPaymentType;
  SettlementRefusal: ResolverTypeWrapper<SettlementRefusal>;
  SettlementReimbursementInput: SettlementReimbursementInput;
  SettlementStatus: SettlementStatus;
  SettlementVersionInput: SettlementVersionInput;
  Signature: ResolverTypeWrapper<Omit<Signature, 'image'> & { image?: Maybe<ResolversTypes['ConditionPhoto']> }>;
  SignatureInput: SignatureInput;
  SortOrder: SortOrder;
  SpreadsheetColumnInput: SpreadsheetColumnInput;
  SpreadsheetImport: ResolverTypeWrapper<SpreadsheetImportRow>;
  SpreadsheetImportColumn: ResolverTypeWrapper<SpreadsheetImportColumn>;
  SpreadsheetImportProblem: ResolverTypeWrapper<ImportProblem>;
  SpreadsheetImportStatus: SpreadsheetImportStatus;
  StaffUser: ResolverTypeWrapper<StaffUser>;
  StorageBookingMode: StorageBookingMode;
  StorageCharge: ResolverTypeWrapper<StorageChargeRow>;
  StorageChargeMonth: ResolverTypeWrapper<StorageChargeMonth>;
  StorageClosure: ResolverTypeWrapper<StorageClosureRow>;
  StorageClosureInput: StorageClosureInput;
  StorageContact: ResolverTypeWrapper<StorageContactRow>;
  StorageContactInput: StorageContactInput;
  StorageContactKind: StorageContactKind;
  StorageFacility: ResolverTypeWrapper<StorageFacilityRow>;
  StorageFacilityInput: StorageFacilityInput;
  StorageFacilityPaginator: ResolverTypeWrapper<Omit<StorageFacilityPaginator, 'data'> & { data: Array<ResolversTypes['StorageFacility']> }>;
  StorageHours: ResolverTypeWrapper<StorageHoursRow>;
  StorageHoursInput: StorageHoursInput;
  StorageKeyLogEntry: ResolverTypeWrapper<StorageKeyLogRow>;
  StorageKeyTakeInput: StorageKeyTakeInput;
  StorageMovementKind: StorageMovementKind;
  StorageNote: ResolverTypeWrapper<StorageNoteRow>;
  StorageNoteInput: StorageNoteInput;
  StorageNoteKind: StorageNoteKind;
  StorageOccupancyDay: ResolverTypeWrapper<StorageOccupancyRow>;
  StorageRateCard: ResolverTypeWrapper<StorageRateCardRow>;
  StorageRateCardInput: StorageRateCardInput;
  StorageRecord: ResolverTypeWrapper<StorageRecordRow>;
  StorageRecordEvent: StorageRecordEvent;
  StorageRecordInput: StorageRecordInput;
  StorageRecordPaginator: ResolverTypeWrapper<Omit<StorageRecordPaginator, 'data'> & { data: Array<ResolversTypes['StorageRecord']> }>;
  StorageRecordStatus: StorageRecordStatus;
  StorageReservationInput: StorageReservationInput;
  StorageToday: ResolverTypeWrapper<StorageTodayRow>;
  StorageTransitionInput: StorageTransitionInput;
  StorageType: StorageType;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubmitDriverReceiptInput: SubmitDriverReceiptInput;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Tag: ResolverTypeWrapper<TagRow>;
  TagColour: TagColour;
  TagInput: TagInput;
  TariffRate: ResolverTypeWrapper<TariffRateRow>;
  TariffRateInput: TariffRateInput;
  TariffSample: ResolverTypeWrapper<TariffSample>;
  TariffSampleInput: TariffSampleInput;
  Task: ResolverTypeWrapper<TaskRow>;
  TaskInput: TaskInput;
  TaskStatus: TaskStatus;
  Tenant: ResolverTypeWrapper<TenantRow>;
  TenantSettings: ResolverTypeWrapper<TenantSettingsRow>;
  TenantSettingsInput: TenantSettingsInput;
  TntDocumentMove: TntDocumentMove;
  TntDocumentState: TntDocumentState;
  TntPacket: ResolverTypeWrapper<TntPacketRow>;
  TntPacketDocument: ResolverTypeWrapper<TntDocumentRow>;
  TntPacketEvent: TntPacketEvent;
  TntPacketFee: ResolverTypeWrapper<TntFeeRow>;
  TntPacketFeeInput: TntPacketFeeInput;
  TntPacketInput: TntPacketInput;
  TntPacketKind: TntPacketKind;
  TntPacketPaginator: ResolverTypeWrapper<Omit<TntPacketPaginator, 'data'> & { data: Array<ResolversTypes['TntPacket']> }>;
  TntPacketStatus: TntPacketStatus;
  TntPacketTransitionInput: TntPacketTransitionInput;
  TntPacketUpdateInput: TntPacketUpdateInput;
  TntPaperworkStatus: TntPaperworkStatus;
  TntShippingCarrier: TntShippingCarrier;
  TntShippingRecipient: TntShippingRecipient;
  TntTransport: TntTransport;
  TntWorkQueue: ResolverTypeWrapper<TntWorkQueueRow>;
  TransitionInput: TransitionInput;
  Transmission: Transmission;
  TransportMethod: TransportMethod;
  TransportPlate: ResolverTypeWrapper<TransportPlateRow>;
  TransportPlateAssignment: ResolverTypeWrapper<PlateAssignmentRow>;
  TransportPlateInput: TransportPlateInput;
  TransportPlateMove: TransportPlateMove;
  TransportPlatePaginator: ResolverTypeWrapper<Omit<TransportPlatePaginator, 'data'> & { data: Array<ResolversTypes['TransportPlate']> }>;
  TransportPlateStatus: TransportPlateStatus;
  TransportPlateType: TransportPlateType;
  Trashed: Trashed;
  TravelExpenseKind: TravelExpenseKind;
  TravelPurpose: TravelPurpose;
  TruckingCompany: ResolverTypeWrapper<TruckingCompanyRow>;
  TruckingCompanyContact: ResolverTypeWrapper<CarrierContactRow>;
  TruckingCompanyContactInput: TruckingCompanyContactInput;
  TruckingCompanyInput: TruckingCompanyInput;
  TruckingCompanyOrderBy: TruckingCompanyOrderBy;
  TruckingCompanyOrderByColumn: TruckingCompanyOrderByColumn;
  TruckingCompanyPaginator: ResolverTypeWrapper<Omit<TruckingCompanyPaginator, 'data'> & { data: Array<ResolversTypes['TruckingCompany']> }>;
  Unit: ResolverTypeWrapper<UnitRow>;
  UnitInput: UnitInput;
  UnitKind: UnitKind;
  UnitOrderBy: UnitOrderBy;
  UnitOrderByColumn: UnitOrderByColumn;
  UnitPaginator: ResolverTypeWrapper<Omit<UnitPaginator, 'data'> & { data: Array<ResolversTypes['Unit']> }>;
  UnplannedLeg: ResolverTypeWrapper<UnplannedLegRow>;
  UnsettledGroup: ResolverTypeWrapper<UnsettledGroupRow>;
  UnsettledLeg: ResolverTypeWrapper<UnsettledLegRow>;
  UpdateContactInput: UpdateContactInput;
  UpdateProfileInput: UpdateProfileInput;
  User: ResolverTypeWrapper<AuthUser>;
  UserAccessInput: UserAccessInput;
  UserInvitation: ResolverTypeWrapper<UserInvitation>;
  UserLink: ResolverTypeWrapper<UserLinkRow>;
  Vehicle: ResolverTypeWrapper<VehicleRow>;
  VehicleClass: VehicleClass;
  VehicleColour: VehicleColour;
  VehicleColumn: VehicleColumn;
  VehicleDamage: ResolverTypeWrapper<DamageRow>;
  VehicleDamageInput: VehicleDamageInput;
  VehicleInput: VehicleInput;
  VehicleOrderBy: VehicleOrderBy;
  VehiclePaginator: ResolverTypeWrapper<Omit<VehiclePaginator, 'data'> & { data: Array<ResolversTypes['Vehicle']> }>;
  VehicleWhere: VehicleWhere;
  VinDecode: ResolverTypeWrapper<VinDecode>;
  WashType: WashType;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AccidentMonth: AccidentMonth;
  AccidentOverview: AccidentOverviewRow;
  AccidentParty: AccidentPartyRow;
  AccidentPartyInput: AccidentPartyInput;
  AccidentReport: AccidentReportRow;
  AccidentReportInput: AccidentReportInput;
  AccidentReportPaginator: Omit<AccidentReportPaginator, 'data'> & { data: Array<ResolversParentTypes['AccidentReport']> };
  AccidentWitness: AccidentWitnessRow;
  AccidentWitnessInput: AccidentWitnessInput;
  AccountManager: AccountManager;
  AddInvoiceLineInput: AddInvoiceLineInput;
  AdminUser: AdminUserRow;
  AdminUserOrderBy: AdminUserOrderBy;
  AdminUserPaginator: Omit<AdminUserPaginator, 'data'> & { data: Array<ResolversParentTypes['AdminUser']> };
  AdminUserWhere: AdminUserWhere;
  Alert: AlertRow;
  AlertInput: AlertInput;
  AlertPaginator: Omit<AlertPaginator, 'data'> & { data: Array<ResolversParentTypes['Alert']> };
  Announcement: AnnouncementRow;
  AnnouncementInput: AnnouncementInput;
  ApplyClientCreditInput: ApplyClientCreditInput;
  AssignLegsInput: AssignLegsInput;
  AssignTransportPlateInput: AssignTransportPlateInput;
  AuditEntry: AuditRow;
  AuditEntryPaginator: Omit<AuditEntryPaginator, 'data'> & { data: Array<ResolversParentTypes['AuditEntry']> };
  BillingAddressInput: BillingAddressInput;
  BillingItem: BillingItemRow;
  BillingItemInput: BillingItemInput;
  BillingItemOrderBy: BillingItemOrderBy;
  BillingItemPaginator: Omit<BillingItemPaginator, 'data'> & { data: Array<ResolversParentTypes['BillingItem']> };
  BlockedDriver: BlockedDriverRow;
  BooksAccounts: BooksAccountsRow;
  BooksAccountsInput: BooksAccountsInput;
  BooksExport: BooksExportRow;
  BooksExportPaginator: Omit<BooksExportPaginator, 'data'> & { data: Array<ResolversParentTypes['BooksExport']> };
  BooksExportPreview: BooksExportPreviewRow;
  BooksIncomeAccount: BooksIncomeAccountRow;
  BooksIncomeAccountInput: BooksIncomeAccountInput;
  BooksKindSummary: BooksKindSummaryRow;
  Boolean: Scalars['Boolean']['output'];
  CallCenterCallCount: CallCenterCallCount;
  CallCenterLeg: CallCenterLegRow;
  CallCenterLegPaginator: Omit<CallCenterLegPaginator, 'data'> & { data: Array<ResolversParentTypes['CallCenterLeg']> };
  CallCenterMember: CallCenterMember;
  CallCenterOverview: CallCenterOverviewRow;
  ChangePasswordInput: ChangePasswordInput;
  Client: ClientRow;
  ClientContact: ClientContactRow;
  ClientCredit: ClientCreditRow;
  ClientHealth: ClientHealthRow;
  ClientInput: ClientInput;
  ClientInvoicing: ClientInvoicingRow;
  ClientInvoicingInput: ClientInvoicingInput;
  ClientIssue: ClientIssue;
  ClientOrderBy: ClientOrderBy;
  ClientPaginator: Omit<ClientPaginator, 'data'> & { data: Array<ResolversParentTypes['Client']> };
  ClientRelationsAccount: ClientRelationsAccountRow;
  ClientWhere: ClientWhere;
  Comment: CommentRow;
  CommentInput: CommentInput;
  CommunicationContact: CommunicationContactRow;
  CommunicationEntry: CommunicationEntryRow;
  CommunicationEntryPaginator: Omit<CommunicationEntryPaginator, 'data'> & { data: Array<ResolversParentTypes['CommunicationEntry']> };
  CommunicationInput: CommunicationInput;
  CommunicationMailInput: CommunicationMailInput;
  CommunicationSubjectInput: CommunicationSubjectInput;
  ConditionPhoto: ConditionPhotoRow;
  ConditionReport: ConditionReportRow;
  ConditionReportEventInput: ConditionReportEventInput;
  ConditionReportFilter: ConditionReportFilter;
  ConditionReportInput: ConditionReportInput;
  ConditionReportPaginator: Omit<ConditionReportPaginator, 'data'> & { data: Array<ResolversParentTypes['ConditionReport']> };
  ConfirmLegWithCallInput: ConfirmLegWithCallInput;
  Contact: ContactRow;
  ContactFormInput: ContactFormInput;
  ContactFormReceipt: ContactFormReceipt;
  ContactInput: ContactInput;
  CreateBooksExportInput: CreateBooksExportInput;
  CreateInvoicesInput: CreateInvoicesInput;
  CreatePersonalAccessTokenInput: CreatePersonalAccessTokenInput;
  CreateSettlementsInput: CreateSettlementsInput;
  CreditApplication: CreditApplicationRow;
  Customer: CustomerRow;
  CustomerInput: CustomerInput;
  CustomerOrderBy: CustomerOrderBy;
  CustomerPaginator: Omit<CustomerPaginator, 'data'> & { data: Array<ResolversParentTypes['Customer']> };
  CustomerUpdateInput: CustomerUpdateInput;
  CustomerWhere: CustomerWhere;
  DashboardSummary: DashboardSummary;
  DateRequest: DateRequest;
  DateRequestInput: DateRequestInput;
  DateTime: Scalars['DateTime']['output'];
  DeliverySurvey: DeliverySurveyRow;
  DeliverySurveyAnswerInput: DeliverySurveyAnswerInput;
  DemoData: DemoDataRow;
  DemoDataHoldings: DemoDataHoldings;
  DemoDataJob: DemoDataJobRow;
  DispatchBoardFilter: DispatchBoardFilter;
  DispatchBoardPaginator: Omit<DispatchBoardPaginator, 'data'> & { data: Array<ResolversParentTypes['DispatchBoardRow']> };
  DispatchBoardRow: Omit<DispatchBoardRow, 'leg'> & { leg: ResolversParentTypes['OrderLeg'] };
  DispatchDriverPaginator: Omit<DispatchDriverPaginator, 'data'> & { data: Array<ResolversParentTypes['DispatchDriverRow']> };
  DispatchDriverRow: DispatchDriverRowData;
  DispatchMap: DispatchMap;
  DispatchMapLeg: DispatchMapLeg;
  DispatchPlan: Omit<DispatchPlan, 'pairs' | 'unassigned'> & { pairs: Array<ResolversParentTypes['PlannedLeg']>, unassigned: Array<ResolversParentTypes['UnplannedLeg']> };
  District: DistrictRow;
  DistrictInput: DistrictInput;
  DistrictNote: DistrictNoteRow;
  DistrictNoteInput: DistrictNoteInput;
  DistrictPaginator: Omit<DistrictPaginator, 'data'> & { data: Array<ResolversParentTypes['District']> };
  DistrictRequirement: DistrictRequirementRow;
  DistrictRequirementInput: DistrictRequirementInput;
  DocumentType: DocumentTypeRow;
  DocumentTypeInput: DocumentTypeInput;
  DocumentTypeOrderBy: DocumentTypeOrderBy;
  DocumentTypePaginator: Omit<DocumentTypePaginator, 'data'> & { data: Array<ResolversParentTypes['DocumentType']> };
  Driver: DriverRow;
  DriverCandidate: DriverCandidateRow;
  DriverContact: CarrierContactRow;
  DriverContactInput: DriverContactInput;
  DriverFlight: DriverFlightRow;
  DriverFlightInput: DriverFlightInput;
  DriverFlightPaginator: Omit<DriverFlightPaginator, 'data'> & { data: Array<ResolversParentTypes['DriverFlight']> };
  DriverInput: DriverInput;
  DriverOrderBy: DriverOrderBy;
  DriverPaginator: Omit<DriverPaginator, 'data'> & { data: Array<ResolversParentTypes['Driver']> };
  DriverPosition: DriverPosition;
  DriverReceipt: DriverReceiptRow;
  DriverReceiptFuelInput: DriverReceiptFuelInput;
  DriverRental: DriverRentalRow;
  DriverRentalInput: DriverRentalInput;
  DriverRentalPaginator: Omit<DriverRentalPaginator, 'data'> & { data: Array<ResolversParentTypes['DriverRental']> };
  DriverSuggestions: Omit<DriverSuggestions, 'blocked' | 'candidates'> & { blocked: Array<ResolversParentTypes['BlockedDriver']>, candidates: Array<ResolversParentTypes['DriverCandidate']> };
  DscVisibility: DscVisibilityRow;
  DscVisibilityInput: DscVisibilityInput;
  EventOption: EventOption;
  ExpenseItem: ExpenseItemRow;
  ExpenseItemInput: ExpenseItemInput;
  ExpenseItemOrderBy: ExpenseItemOrderBy;
  ExpenseItemPaginator: Omit<ExpenseItemPaginator, 'data'> & { data: Array<ResolversParentTypes['ExpenseItem']> };
  ExpiringInsurance: ExpiringInsuranceRow;
  File: Scalars['File']['output'];
  Float: Scalars['Float']['output'];
  FuelRate: FuelRateRow;
  FuelRateImport: FuelRateImport;
  FuelRateImportError: FuelRateImportError;
  FuelRateImportRow: FuelRateImportRow;
  FuelRateInput: FuelRateInput;
  FuelRateOrderBy: FuelRateOrderBy;
  FuelRatePaginator: Omit<FuelRatePaginator, 'data'> & { data: Array<ResolversParentTypes['FuelRate']> };
  GeoPoint: GeoPoint;
  Geocode: Geocode;
  HelpDeskCause: HelpDeskCause;
  HelpDeskDamageDay: HelpDeskDamageDay;
  HelpDeskLeg: HelpDeskLegRow;
  HelpDeskLegPaginator: Omit<HelpDeskLegPaginator, 'data'> & { data: Array<ResolversParentTypes['HelpDeskLeg']> };
  HelpDeskOverview: HelpDeskOverview;
  HelpDeskReasonCount: HelpDeskReasonCount;
  Hub: HubRow;
  HubInput: HubInput;
  HubOrderBy: HubOrderBy;
  HubPaginator: Omit<HubPaginator, 'data'> & { data: Array<ResolversParentTypes['Hub']> };
  ID: Scalars['ID']['output'];
  IftaDecal: IftaDecalRow;
  IftaDecalInput: IftaDecalInput;
  IftaDecalPaginator: Omit<IftaDecalPaginator, 'data'> & { data: Array<ResolversParentTypes['IftaDecal']> };
  IftaQualification: IftaQualification;
  IftaRate: IftaRateRow;
  IftaRateInput: IftaRateInput;
  InspectionItem: InspectionItem;
  InspectionItemInput: InspectionItemInput;
  Insurance: Insurance;
  InsuranceInput: InsuranceInput;
  Int: Scalars['Int']['output'];
  Invoice: InvoiceRow;
  InvoiceAgingSummary: InvoiceAgingSummary;
  InvoiceBillingItem: InvoiceBillingItem;
  InvoiceLine: InvoiceLineRow;
  InvoiceOrderBy: InvoiceOrderBy;
  InvoicePaginator: Omit<InvoicePaginator, 'data'> & { data: Array<ResolversParentTypes['Invoice']> };
  InvoicePoNumberInput: InvoicePoNumberInput;
  JSON: Scalars['JSON']['output'];
  LegContact: LegContact;
  LegContactInput: LegContactInput;
  LegCount: LegCount;
  LegInput: LegInput;
  LegOffer: LegOfferRow;
  LegPositionInput: LegPositionInput;
  LegPriceShare: LegPriceRow;
  LegPriority: LegPriorityRow;
  LegPriorityInput: LegPriorityInput;
  LegTransitionInput: LegTransitionInput;
  LineItem: LineItem;
  Location: LocationRow;
  LocationInput: LocationInput;
  LocationOrderBy: LocationOrderBy;
  LocationPaginator: Omit<LocationPaginator, 'data'> & { data: Array<ResolversParentTypes['Location']> };
  LocationRef: LocationRef;
  LocationWhere: LocationWhere;
  LooseItem: LooseItem;
  LooseItemInput: LooseItemInput;
  Media: MediaRow;
  MentionSuggestion: MentionSuggestion;
  Mutation: Record<PropertyKey, never>;
  NewPersonalAccessToken: Omit<NewPersonalAccessToken, 'token'> & { token: ResolversParentTypes['PersonalAccessToken'] };
  Notification: NotificationRow;
  NotificationOrderBy: NotificationOrderBy;
  NotificationPaginator: Omit<NotificationPaginator, 'data'> & { data: Array<ResolversParentTypes['Notification']> };
  NotificationPreference: NotificationPreference;
  NotificationPreferenceInput: NotificationPreferenceInput;
  NotificationSettings: NotificationSettings;
  NotificationSettingsInput: NotificationSettingsInput;
  OpenSettlementsResult: Omit<OpenSettlementsResult, 'opened'> & { opened: Array<ResolversParentTypes['Settlement']> };
  Order: OrderRow;
  OrderInput: OrderInput;
  OrderLeg: OrderLegRow;
  OrderLegOrderBy: OrderLegOrderBy;
  OrderLegPaginator: Omit<OrderLegPaginator, 'data'> & { data: Array<ResolversParentTypes['OrderLeg']> };
  OrderLegUpdateInput: OrderLegUpdateInput;
  OrderLegWhere: OrderLegWhere;
  OrderLocation: OrderLocationRow;
  OrderNote: OrderNoteRow;
  OrderNotesInput: OrderNotesInput;
  OrderOrderBy: OrderOrderBy;
  OrderPaginator: Omit<OrderPaginator, 'data'> & { data: Array<ResolversParentTypes['Order']> };
  OrderPrice: OrderPriceRow;
  OrderUpdateInput: OrderUpdateInput;
  OrderWhere: OrderWhere;
  PaginatorInfo: PaginatorInfo;
  PartyBillingItem: PartyBillingItemRow;
  PartyBillingItemInput: PartyBillingItemInput;
  PayProfile: PayProfile;
  PayProfileInput: PayProfileInput;
  PayRun: Omit<PayRun, 'payees'> & { payees: Array<ResolversParentTypes['PayRunPayee']> };
  PayRunPayee: PayRunPayeeRow;
  Payee: Payee;
  Payee1099: Payee1099Row;
  Payee1099Report: Omit<Payee1099Report, 'payees'> & { payees: Array<ResolversParentTypes['Payee1099']> };
  PayeeInput: PayeeInput;
  Payment: PaymentRow;
  PaymentApplication: PaymentApplicationRow;
  PaymentApplicationInput: PaymentApplicationInput;
  PersonalAccessToken: TokenRow;
  PlannedAssignmentInput: PlannedAssignmentInput;
  PlannedLeg: PlannedLegRow;
  PortalAccount: PortalAccountRow;
  PortalActivity: AuditRow;
  PortalComment: CommentRow;
  PortalHome: Omit<PortalHome, 'quotesAwaitingAnswer' | 'recentDeliveries' | 'upcoming'> & { quotesAwaitingAnswer: Array<ResolversParentTypes['PortalQuote']>, recentDeliveries: Array<ResolversParentTypes['PortalOrderLeg']>, upcoming: Array<ResolversParentTypes['PortalOrderLeg']> };
  PortalInvoice: InvoiceRow;
  PortalInvoiceLine: InvoiceLineRow;
  PortalInvoicePaginator: Omit<PortalInvoicePaginator, 'data'> & { data: Array<ResolversParentTypes['PortalInvoice']> };
  PortalLocation: LocationRow;
  PortalOrder: OrderRow;
  PortalOrderLeg: OrderLegRow;
  PortalOrderLocation: OrderLocationRow;
  PortalOrderPaginator: Omit<PortalOrderPaginator, 'data'> & { data: Array<ResolversParentTypes['PortalOrder']> };
  PortalOrderPrice: OrderPriceRow;
  PortalQuote: QuoteRow;
  PortalQuotePaginator: Omit<PortalQuotePaginator, 'data'> & { data: Array<ResolversParentTypes['PortalQuote']> };
  PortalSearchResult: Omit<PortalSearchResult, 'legs' | 'orders' | 'quotes'> & { legs: Array<ResolversParentTypes['PortalOrderLeg']>, orders: Array<ResolversParentTypes['PortalOrder']>, quotes: Array<ResolversParentTypes['PortalQuote']> };
  PortalStatusCount: PortalStatusCount;
  PortalStorageStay: StorageRecordRow;
  PortalTntPacket: TntPacketRow;
  PortalTntPacketDocument: TntDocumentRow;
  PortalVehicle: VehicleRow;
  PostPaymentInput: PostPaymentInput;
  PriceResult: PriceResult;
  PublicDeliverySurvey: PublicSurvey;
  Qualification: Qualification;
  Query: Record<PropertyKey, never>;
  Quote: QuoteRow;
  QuoteExtrasInput: QuoteExtrasInput;
  QuoteInput: QuoteInput;
  QuoteOrderBy: QuoteOrderBy;
  QuotePaginator: Omit<QuotePaginator, 'data'> & { data: Array<ResolversParentTypes['Quote']> };
  QuoteTransitionInput: QuoteTransitionInput;
  QuoteWhere: QuoteWhere;
  ReadyToBillGroup: ReadyToBillGroupRow;
  ReadyToBillLeg: ReadyToBillLegRow;
  RebateTier: RebateTier;
  RebateTierInput: RebateTierInput;
  Recordable: Recordable;
  Repair: RepairRow;
  RepairInput: RepairInput;
  RepairPaginator: Omit<RepairPaginator, 'data'> & { data: Array<ResolversParentTypes['Repair']> };
  RepairRecovery: RepairRecoveryRow;
  RepairRecoveryInput: RepairRecoveryInput;
  RepairTransitionInput: RepairTransitionInput;
  ReportRun: ReportRunRow;
  RequirementType: RequirementTypeRow;
  RequirementTypeInput: RequirementTypeInput;
  RequirementTypePaginator: Omit<RequirementTypePaginator, 'data'> & { data: Array<ResolversParentTypes['RequirementType']> };
  SafetyOverview: SafetyOverviewRow;
  SearchConfig: SearchConfig;
  SearchHost: SearchHost;
  Settlement: SettlementRow;
  SettlementDeductionInput: SettlementDeductionInput;
  SettlementLeg: SettlementLegRow;
  SettlementLine: SettlementLineRow;
  SettlementPaginator: Omit<SettlementPaginator, 'data'> & { data: Array<ResolversParentTypes['Settlement']> };
  SettlementPayeeInput: SettlementPayeeInput;
  SettlementPayment: SettlementPaymentRow;
  SettlementPaymentInput: SettlementPaymentInput;
  SettlementRefusal: SettlementRefusal;
  SettlementReimbursementInput: SettlementReimbursementInput;
  SettlementVersionInput: SettlementVersionInput;
  Signature: Omit<Signature, 'image'> & { image?: Maybe<ResolversParentTypes['ConditionPhoto']> };
  SignatureInput: SignatureInput;
  SpreadsheetColumnInput: SpreadsheetColumnInput;
  SpreadsheetImport: SpreadsheetImportRow;
  SpreadsheetImportColumn: SpreadsheetImportColumn;
  SpreadsheetImportProblem: ImportProblem;
  StaffUser: StaffUser;
  StorageCharge: StorageChargeRow;
  StorageChargeMonth: StorageChargeMonth;
  StorageClosure: StorageClosureRow;
  StorageClosureInput: StorageClosureInput;
  StorageContact: StorageContactRow;
  StorageContactInput: StorageContactInput;
  StorageFacility: StorageFacilityRow;
  StorageFacilityInput: StorageFacilityInput;
  StorageFacilityPaginator: Omit<StorageFacilityPaginator, 'data'> & { data: Array<ResolversParentTypes['StorageFacility']> };
  StorageHours: StorageHoursRow;
  StorageHoursInput: StorageHoursInput;
  StorageKeyLogEntry: StorageKeyLogRow;
  StorageKeyTakeInput: StorageKeyTakeInput;
  StorageNote: StorageNoteRow;
  StorageNoteInput: StorageNoteInput;
  StorageOccupancyDay: StorageOccupancyRow;
  StorageRateCard: StorageRateCardRow;
  StorageRateCardInput: StorageRateCardInput;
  StorageRecord: StorageRecordRow;
  StorageRecordInput: StorageRecordInput;
  StorageRecordPaginator: Omit<StorageRecordPaginator, 'data'> & { data: Array<ResolversParentTypes['StorageRecord']> };
  StorageReservationInput: StorageReservationInput;
  StorageToday: StorageTodayRow;
  StorageTransitionInput: StorageTransitionInput;
  String: Scalars['String']['output'];
  SubmitDriverReceiptInput: SubmitDriverReceiptInput;
  Subscription: Record<PropertyKey, never>;
  Tag: TagRow;
  TagInput: TagInput;
  TariffRate: TariffRateRow;
  TariffRateInput: TariffRateInput;
  TariffSample: TariffSample;
  TariffSampleInput: TariffSampleInput;
  Task: TaskRow;
  TaskInput: TaskInput;
  Tenant: TenantRow;
  TenantSettings: TenantSettingsRow;
  TenantSettingsInput: TenantSettingsInput;
  TntPacket: TntPacketRow;
  TntPacketDocument: TntDocumentRow;
  TntPacketFee: TntFeeRow;
  TntPacketFeeInput: TntPacketFeeInput;
  TntPacketInput: TntPacketInput;
  TntPacketPaginator: Omit<TntPacketPaginator, 'data'> & { data: Array<ResolversParentTypes['TntPacket']> };
  TntPacketTransitionInput: TntPacketTransitionInput;
  TntPacketUpdateInput: TntPacketUpdateInput;
  TntWorkQueue: TntWorkQueueRow;
  TransitionInput: TransitionInput;
  TransportPlate: TransportPlateRow;
  TransportPlateAssignment: PlateAssignmentRow;
  TransportPlateInput: TransportPlateInput;
  TransportPlatePaginator: Omit<TransportPlatePaginator, 'data'> & { data: Array<ResolversParentTypes['TransportPlate']> };
  TruckingCompany: TruckingCompanyRow;
  TruckingCompanyContact: CarrierContactRow;
  TruckingCompanyContactInput: TruckingCompanyContactInput;
  TruckingCompanyInput: TruckingCompanyInput;
  TruckingCompanyOrderBy: TruckingCompanyOrderBy;
  TruckingCompanyPaginator: Omit<TruckingCompanyPaginator, 'data'> & { data: Array<ResolversParentTypes['TruckingCompany']> };
  Unit: UnitRow;
  UnitInput: UnitInput;
  UnitOrderBy: UnitOrderBy;
  UnitPaginator: Omit<UnitPaginator, 'data'> & { data: Array<ResolversParentTypes['Unit']> };
  UnplannedLeg: UnplannedLegRow;
  UnsettledGroup: UnsettledGroupRow;
  UnsettledLeg: UnsettledLegRow;
  UpdateContactInput: UpdateContactInput;
  UpdateProfileInput: UpdateProfileInput;
  User: AuthUser;
  UserAccessInput: UserAccessInput;
  UserInvitation: UserInvitation;
  UserLink: UserLinkRow;
  Vehicle: VehicleRow;
  VehicleDamage: DamageRow;
  VehicleDamageInput: VehicleDamageInput;
  VehicleInput: VehicleInput;
  VehicleOrderBy: VehicleOrderBy;
  VehiclePaginator: Omit<VehiclePaginator, 'data'> & { data: Array<ResolversParentTypes['Vehicle']> };
  VehicleWhere: VehicleWhere;
  VinDecode: VinDecode;
};

export type AccidentLegActionResolvers = EnumResolverSignature<{ HOLD?: any, NONE?: any, TO_REPAIR?: any }, ResolversTypes['AccidentLegAction']>;

export type AccidentMonthResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccidentMonth'] = ResolversParentTypes['AccidentMonth']> = {
  accidents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  incidents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recordable?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AccidentOverviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccidentOverview'] = ResolversParentTypes['AccidentOverview']> = {
  byMonth?: Resolver<Array<ResolversTypes['AccidentMonth']>, ParentType, ContextType>;
  fatalitiesThisYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  injuriesThisYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  openRepairs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  openReports?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  recentOpen?: Resolver<Array<ResolversTypes['AccidentReport']>, ParentType, ContextType>;
  recordablesThisYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  recovered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  repairCost?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reportsThisYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AccidentPartyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccidentParty'] = ResolversParentTypes['AccidentParty']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  insurer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  licenceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  licenceState?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  plate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  plateState?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  policyNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AccidentReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccidentReport'] = ResolversParentTypes['AccidentReport']> = {
  activity?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  claimNumbers?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  driver?: Resolver<Maybe<ResolversTypes['Driver']>, ParentType, ContextType>;
  fatalities?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hazmatReleased?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  injuries?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  injuriesTreatedAway?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['IncidentKind'], ParentType, ContextType>;
  latitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  leg?: Resolver<Maybe<ResolversTypes['OrderLeg']>, ParentType, ContextType>;
  legAction?: Resolver<ResolversTypes['AccidentLegAction'], ParentType, ContextType>;
  legStatusAtReport?: Resolver<Maybe<ResolversTypes['OrderLegStatus']>, ParentType, ContextType>;
  longitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  media?: Resolver<Array<ResolversTypes['Media']>, ParentType, ContextType>;
  moves?: Resolver<Array<ResolversTypes['AccidentReportMove']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  occurredAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  otherParties?: Resolver<Array<ResolversTypes['AccidentParty']>, ParentType, ContextType>;
  policeAgency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  policeReportNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  preventability?: Resolver<ResolversTypes['Preventability'], ParentType, ContextType>;
  preventabilityNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recordable?: Resolver<ResolversTypes['Recordable'], ParentType, ContextType>;
  recovered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  repairCost?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  repairs?: Resolver<Array<ResolversTypes['Repair']>, ParentType, ContextType>;
  reportedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reviewedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  reviewedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AccidentReportStatus'], ParentType, ContextType>;
  street?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  towedDisabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  vehicle?: Resolver<Maybe<ResolversTypes['Vehicle']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  weather?: Resolver<Maybe<ResolversTypes['AccidentWeather']>, ParentType, ContextType>;
  witnesses?: Resolver<Array<ResolversTypes['AccidentWitness']>, ParentType, ContextType>;
};

export type AccidentReportMoveResolvers = EnumResolverSignature<{ CLOSE?: any, EDIT?: any, REOPEN?: any }, ResolversTypes['AccidentReportMove']>;

export type AccidentReportPaginatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccidentReportPaginator'] = ResolversParentTypes['AccidentReportPaginator']> = {
  data?: Resolver<Array<ResolversTypes['AccidentReport']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type AccidentReportStatusResolvers = EnumResolverSignature<{ CLOSED?: any, OPEN?: any }, ResolversTypes['AccidentReportStatus']>;

export type AccidentWeatherResolvers = EnumResolverSignature<{ CLEAR?: any, CLOUDY?: any, FOG?: any, OTHER?: any, RAIN?: any, SEVERE_WIND?: any, SLEET_HAIL?: any, SNOW?: any }, ResolversTypes['AccidentWeather']>;

export type AccidentWitnessResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccidentWitness'] = ResolversParentTypes['AccidentWitness']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  statement?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AccountManagerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccountManager'] = ResolversParentTypes['AccountManager']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AccountManagerScopeResolvers = EnumResolverSignature<{ ALL?: any, ME?: any, TEAM?: any }, ResolversTypes['AccountManagerScope']>;

export type AccountMoveResolvers = EnumResolverSignature<{ DELETE?: any, EDIT?: any, RESTORE?: any }, ResolversTypes['AccountMove']>;

export type AdminUserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminUser'] = ResolversParentTypes['AdminUser']> = {
  actions?: Resolver<ResolversTypes['AuditEntryPaginator'], ParentType, ContextType, RequireFields<AdminUserActionsArgs, 'first' | 'page'>>;
  clients?: Resolver<Array<ResolversTypes['UserLink']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customers?: Resolver<Array<ResolversTypes['UserLink']>, ParentType, ContextType>;
  deactivatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  driver?: Resolver<Maybe<ResolversTypes['UserLink']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailVerifiedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  history?: Resolver<ResolversTypes['AuditEntryPaginator'], ParentType, ContextType, RequireFields<AdminUserHistoryArgs, 'first' | 'page'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invitation?: Resolver<Maybe<ResolversTypes['UserInvitation']>, ParentType, ContextType>;
  lastSignInAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  moves?: Resolver<Array<ResolversTypes['AdminUserMove']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AdminUserStatus'], ParentType, ContextType>;
  tenants?: Resolver<Array<ResolversTypes['UserLink']>, ParentType, ContextType>;
  truckingCompanies?: Resolver<Array<ResolversTypes['UserLink']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminUserMoveResolvers = EnumResolverSignature<{ DEACTIVATE?: any, EDIT?: any, REACTIVATE?: any, RESEND_INVITATION?: any, REVOKE_INVITATION?: any, SEND_PASSWORD_RESET?: any }, ResolversTypes['AdminUserMove']>;

export type AdminUserOrderByColumnResolvers = EnumResolverSignature<{ CREATED_AT?: any, EMAIL?: any, LAST_SIGN_IN_AT?: any, NAME?: any }, ResolversTypes['AdminUserOrderByColumn']>;

export type AdminUserPaginatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminUserPaginator'] = ResolversParentTypes['AdminUserPaginator']> = {
  data?: Resolver<Array<ResolversTypes['AdminUser']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type AdminUserStatusResolvers = EnumResolverSignature<{ ACTIVE?: any, DEACTIVATED?: any, INVITED?: any, UNVERIFIED?: any }, ResolversTypes['AdminUserStatus']>;

export type AgingBucketResolvers = EnumResolverSignature<{ CURRENT?: any, DAYS_1_30?: any, DAYS_31_60?: any, DAYS_61_90?: any, DAYS_90_PLUS?: any }, ResolversTypes['AgingBucket']>;

export type AlertResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Alert'] = ResolversParentTypes['Alert']> = {
  acknowledgedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  acknowledgedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  orderLeg?: Resolver<Maybe<ResolversTypes['OrderLeg']>, ParentType, ContextType>;
  priority?: Resolver<ResolversTypes['AlertPriority'], ParentType, ContextType>;
};

export type AlertPaginatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AlertPaginator'] = ResolversParentTypes['AlertPaginator']> = {
  data?: Resolver<Array<ResolversTypes['Alert']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type AlertPriorityResolvers = EnumResolverSignature<{ CALL?: any, CALL_URGENT?: any, CHECK?: any, NEW?: any }, ResolversTypes['AlertPriority']>;

export type AnnouncementResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Announcement'] = ResolversParentTypes['Announcement']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditActionResolvers = EnumResolverSignature<{ ACKNOWLEDGED?: any, CREATED?: any, DELETED?: any, UPDATED?: any, VIEWED?: any }, ResolversTypes['AuditAction']>;

export type AuditEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = {
  action?: Resolver<ResolversTypes['AuditAction'], ParentType, ContextType>;
  after?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  entityId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entityKind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AuditEntryPaginatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditEntryPaginator'] = ResolversParentTypes['AuditEntryPaginator']> = {
  data?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type BillingItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BillingItem'] = ResolversParentTypes['BillingItem']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inUse?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ledgerAccount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  moves?: Resolver<Array<ResolversTypes['CatalogItemMove']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ratePercent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  retiredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  stateProvince?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CatalogItemStatus'], ParentType, ContextType>;
  taxable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['LineItemType'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['BillingItemUnit'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BillingItemOrderByColumnResolvers = EnumResolverSignature<{ AMOUNT?: any, CODE?: any, NAME?: any, TYPE?: any }, ResolversTypes['BillingItemOrderByColumn']>;

export type BillingItemPaginatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BillingItemPaginator'] = ResolversParentTypes['BillingItemPaginator']> = {
  data?: Resolver<Array<ResolversTypes['BillingItem']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type BillingItemUnitResolvers = EnumResolverSignature<{ EACH?: any, PERCENT?: any, PER_DAY?: any, PER_DISTANCE_UNIT?: any }, ResolversTypes['BillingItemUnit']>;

export type BlockedDriverResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BlockedDriver'] = ResolversParentTypes['BlockedDriver']> = {
  driver?: Resolver<ResolversTypes['Driver'], ParentType, ContextType>;
  reasons?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BooksAccountsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BooksAccounts'] = ResolversParentTypes['BooksAccounts']> = {
  expense?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  income?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  incomeByType?: Resolver<Array<ResolversTypes['BooksIncomeAccount']>, ParentType, ContextType>;
  payable?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  receivable?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taxPayable?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  undepositedFunds?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BooksExportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BooksExport'] = ResolversParentTypes['BooksExport']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  file?: Resolver<ResolversTypes['Media'], ParentType, ContextType>;
  format?: Resolver<ResolversTypes['BooksExportFormat'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  holds?: Resolver<Array<ResolversTypes['BooksKindSummary']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  includeExported?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BooksExportFormatResolvers = EnumResolverSignature<{ IIF?: any, QBO_CSV?: any }, ResolversTypes['BooksExportFormat']>;

export type BooksExportPaginatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BooksExportPaginator'] = ResolversParentTypes['BooksExportPaginator']> = {
  data?: Resolver<Array<ResolversTypes['BooksExport']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type BooksExportPreviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BooksExportPreview'] = ResolversParentTypes['BooksExportPreview']> = {
  alreadyExported?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  format?: Resolver<ResolversTypes['BooksExportFormat'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  holds?: Resolver<Array<ResolversTypes['BooksKindSummary']>, ParentType, ContextType>;
  includeExported?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BooksIncomeAccountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BooksIncomeAccount'] = ResolversParentTypes['BooksIncomeAccount']> = {
  account?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['LineItemType'], ParentType, ContextType>;
};

export type BooksKindSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BooksKindSummary'] = ResolversParentTypes['BooksKindSummary']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['BooksRecordKind'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type BooksRecordKindResolvers = EnumResolverSignature<{ BILL?: any, CREDIT_NOTE?: any, INVOICE?: any, PAYMENT?: any }, ResolversTypes['BooksRecordKind']>;

export type CallCenterCallCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CallCenterCallCount'] = ResolversParentTypes['CallCenterCallCount']> = {
  calls?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CallCenterDayResolvers = EnumResolverSignature<{ TODAY?: any, TOMORROW?: any }, ResolversTypes['CallCenterDay']>;

export type CallCenterLegResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CallCenterLeg'] = ResolversParentTypes['CallCenterLeg']> = {
  contact?: Resolver<Maybe<ResolversTypes['LegContact']>, ParentType, ContextType>;
  lastContact?: Resolver<Maybe<ResolversTypes['CommunicationEntry']>, ParentType, ContextType>;
  leg?: Resolver<ResolversTypes['OrderLeg'], ParentType, ContextType>;
  promisedDay?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CallCenterLegPaginatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CallCenterLegPaginator'] = ResolversParentTypes['CallCenterLegPaginator']> = {
  data?: Resolver<Array<ResolversTypes['CallCenterLeg']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type CallCenterMemberResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CallCenterMember'] = ResolversParentTypes['CallCenterMember']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CallCenterOverviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CallCenterOverview'] = ResolversParentTypes['CallCenterOverview']> = {
  callbacksDue?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  callsToday?: Resolver<Array<ResolversTypes['CallCenterCallCount']>, ParentType, ContextType>;
  teamCallbacks?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  toAcknowledge?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  toConfirmToday?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  toConfirmTomorrow?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  toReschedule?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  today?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CallCenterQueueResolvers = EnumResolverSignature<{ ACKNOWLEDGE?: any, CALLS?: any, CONFIRM?: any, RESCHEDULE?: any }, ResolversTypes['CallCenterQueue']>;

export type CatalogItemMoveResolvers = EnumResolverSignature<{ DELETE?: any, EDIT?: any, RESTORE?: any, RETIRE?: any }, ResolversTypes['CatalogItemMove']>;

export type CatalogItemStatusResolvers = EnumResolverSignature<{ ACTIVE?: any, RETIRED?: any }, ResolversTypes['CatalogItemStatus']>;

export type ClientResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Client'] = ResolversParentTypes['Client']> = {
  accountManager?: Resolver<Maybe<ResolversTypes['AccountManager']>, ParentType, ContextType>;
  billingEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  billingItems?: Resolver<Array<ResolversTypes['PartyBillingItem']>, ParentType, ContextType>;
  billingName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  billingPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contacts?: Resolver<Array<ResolversTypes['ClientContact']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customerCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  customers?: Resolver<Array<ResolversTypes['Customer']>, ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoicing?: Resolver<ResolversTypes['ClientInvoicing'], ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['Location']>, ParentType, ContextType>;
  moves?: Resolver<Array<ResolversTypes['AccountMove']>, ParentType, ContextType>;
  openOrderCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  openOrders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  portalUsersLosingAccess?: Resolver<Array<ResolversTypes['AdminUser']>, ParentType, ContextType>;
  rebateTiers?: Resolver<Array<ResolversTypes['RebateTier']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ClientStatus'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType>;
  tariffRates?: Resolver<Array<ResolversTypes['TariffRate']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ClientColumnResolvers = EnumResolverSignature<{ CODE?: any, CREATED_AT?: any, DISPLAY_NAME?: any, ID?: any }, ResolversTypes['ClientColumn']>;

export type ClientContactResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClientContact'] = ResolversParentTypes['ClientContact']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fax?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fullName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mobilePhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneExt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ContactType'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ClientCreditResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClientCredit'] = ResolversParentTypes['ClientCredit']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  client?: Resolver<ResolversTypes['Client'], ParentType, ContextType>;
};

export type ClientHealthResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClientHealth'] = ResolversParentTypes['ClientHealth']> = {
  averagePaymentDays?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  client?: Resolver<ResolversTypes['Client'], ParentType, ContextType>;
  damageRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  invoicesPaid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  legsDamaged?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  legsDelivered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  legsOnTime?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  legsPromised?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  onTimeRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  openIssues?: Resolver<Array<ResolversTypes['ClientIssue']>, ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  since?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ClientInvoicingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClientInvoicing'] = ResolversParentTypes['ClientInvoicing']> = {
  billingAddress?: Resolver<Maybe<ResolversTypes['Location']>, ParentType, ContextType>;
  billingContact?: Resolver<Maybe<ResolversTypes['ClientContact']>, ParentType, ContextType>;
  invoiceEmails?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  invoiceFrequency?: Resolver<ResolversTypes['InvoiceFrequency'], ParentType, ContextType>;
  invoicePerCustomer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paymentTerms?: Resolver<ResolversTypes['PaymentTerms'], ParentType, ContextType>;
  poRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  taxExempt?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  taxExemptCertificate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxExemptUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ClientIssueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClientIssue'] = ResolversParentTypes['ClientIssue']> = {
  href?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ClientIssueKind'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  since?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ClientIssueKindResolvers = EnumResolverSignature<{ DAMAGE_CLAIM?: any, LATE_DELIVERY?: any, LATE_PICKUP?: any, OVERDUE_INVOICE?: any }, ResolversTypes['ClientIssueKind']>;

export type ClientPaginatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClientPaginator'] = ResolversParentTypes['ClientPaginator']> = {
  data?: Resolver<Array<ResolversTypes['Client']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type ClientRelationsAccountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClientRelationsAccount'] = ResolversParentTypes['ClientRelationsAccount']> = {
  client?: Resolver<ResolversTypes['Client'], ParentType, ContextType>;
  lateDeliveries?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  latePickups?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  oldestOpenQuoteDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  openDamageClaims?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  openQuotes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ordersLastMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ordersThisMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ClientStatusResolvers = EnumResolverSignature<{ ACTIVE?: any, DELETED?: any }, ResolversTypes['ClientStatus']>;

export type CommentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Comment'] = ResolversParentTypes['Comment']> = {
  authorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  entityId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  entityKind?: Resolver<ResolversTypes['CommentEntityKind'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  internal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mentions?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
};

export type CommentEntityKindResolvers = EnumResolverSignature<{ ORDER?: any, ORDER_LEG?: any, QUOTE?: any }, ResolversTypes['CommentEntityKind']>;

export type CommunicationChannelResolvers = EnumResolverSignature<{ CALL?: any, EMAIL?: any, PORTAL_MESSAGE?: any, SMS?: any }, ResolversTypes['CommunicationChannel']>;

export type CommunicationContactResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CommunicationContact'] = ResolversParentTypes['CommunicationContact']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CommunicationDirectionResolvers = EnumResolverSignature<{ INBOUND?: any, OUTBOUND?: any }, ResolversTypes['CommunicationDirection']>;

export type CommunicationEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CommunicationEntry'] = ResolversParentTypes['CommunicationEntry']> = {
  callbackAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  callbackOwnerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  channel?: Resolver<ResolversTypes['CommunicationChannel'], ParentType, ContextType>;
  contactEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contactName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contactPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  direction?: Resolver<ResolversTypes['CommunicationDirection'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['CommunicationOutcome'], ParentType, ContextType>;
  remindedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  subjectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  subjectKind?: Resolver<ResolversTypes['CommunicationSubjectKind'], ParentType, ContextType>;
  userName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CommunicationEntryPaginatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CommunicationEntryPaginator'] = ResolversParentTypes['CommunicationEntryPaginator']> = {
  data?: Resolver<Array<ResolversTypes['CommunicationEntry']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type CommunicationOutcomeResolvers = EnumResolverSignature<{ LEFT_MESSAGE?: any, NO_ANSWER?: any, REACHED?: any, REFUSED?: any, WRONG_NUMBER?: any }, ResolversTypes['CommunicationOutcome']>;

export type CommunicationSubjectKindResolvers = EnumResolverSignature<{ CLIENT?: any, CUSTOMER?: any, LEG?: any, ORDER?: any }, ResolversTypes['CommunicationSubjectKind']>;

export type CommunicationTemplateResolvers = EnumResolverSignature<{ DELAY_NOTICE?: any, DELIVERY_WINDOW?: any, PICKUP_CONFIRMATION?: any }, ResolversTypes['CommunicationTemplate']>;

export type ConditionPhotoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConditionPhoto'] = ResolversParentTypes['ConditionPhoto']> = {
  capturedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ConditionPhotoKind'], ParentType, ContextType>;
  latitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  longitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  thumbnailUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConditionPhotoKindResolvers = EnumResolverSignature<{ CUSTOMER_SIGNATURE?: any, DAMAGE?: any, DRIVER_SIGNATURE?: any, KEYS?: any, ODOMETER?: any, VEHICLE?: any, VIN?: any }, ResolversTypes['ConditionPhotoKind']>;

export type ConditionReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConditionReport'] = ResolversParentTypes['ConditionReport']> = {
  billOfLading?: Resolver<Maybe<ResolversTypes['Media']>, ParentType, ContextType>;
  capturedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customerNotAvailableReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerSignature?: Resolver<Maybe<ResolversTypes['Signature']>, ParentType, ContextType>;
  damages?: Resolver<Array<ResolversTypes['VehicleDamage']>, ParentType, ContextType>;
  direction?: Resolver<ResolversTypes['ConditionReportDirection'], ParentType, ContextType>;
  driverSignature?: Resolver<Maybe<ResolversTypes['Signature']>, ParentType, ContextType>;
  evStateOfCharge?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  eventOptions?: Resolver<Array<ResolversTypes['EventOption']>, ParentType, ContextType>;
  fobsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fuelLevel?: Resolver<Maybe<ResolversTypes['FuelLevel']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  interiorConditions?: Resolver<Array<ResolversTypes['InteriorCondition']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['InspectionItem']>, ParentType, ContextType>;
  keysCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  keysPhoto?: Resolver<Maybe<ResolversTypes['ConditionPhoto']>, ParentType, ContextType>;
  latitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  longitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  looseItems?: Resolver<Array<ResolversTypes['LooseItem']>, ParentType, ContextType>;
  newDamageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  obstructions?: Resolver<Array<ResolversTypes['InspectionObstruction']>, ParentType, ContextType>;
  odometer?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  odometerPhoto?: Resolver<Maybe<ResolversTypes['ConditionPhoto']>, ParentType, ContextType>;
  orderLeg?: Resolver<ResolversTypes['OrderLeg'], ParentType, ContextType>;
  photos?: Resolver<Array<ResolversTypes['ConditionPhoto']>, ParentType, ContextType>;
  previousReport?: Resolver<Maybe<ResolversTypes['ConditionReport']>, ParentType, ContextType>;
  rejectReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reviewedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  reviewedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ConditionReportStatus'], ParentType, ContextType>;
  storageRecordId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  submittedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  submittedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vinMatches?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  vinScanned?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  washType?: Resolver<Maybe<ResolversTypes['WashType']>, ParentType, ContextType>;
};

export type ConditionReportDirectionResolvers = EnumResolverSignature<{ CHECK_IN?: any, CHECK_OUT?: any, DELIVERY?: any, PICKUP?: any }, ResolversTypes['ConditionReportDirection']>;

export type ConditionReportEventResolvers = EnumResolverSignature<{ ACCEPT?: any, REJECT?: any, SUBMIT?: any }, ResolversTypes['ConditionReportEvent']>;

export type ConditionReportPaginatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConditionReportPaginator'] = ResolversParentTypes['ConditionReportPaginator']> = {
  data?: Resolver<Array<ResolversTypes['ConditionReport']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type ConditionReportStatusResolvers = EnumResolverSignature<{ ACCEPTED?: any, PENDING?: any, REJECTED?: any, SUBMITTED?: any }, ResolversTypes['ConditionReportStatus']>;

export type ContactResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Contact'] = ResolversParentTypes['Contact']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fax?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fullName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mobilePhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneExt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ContactFormReceiptResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContactFormReceipt'] = ResolversParentTypes['ContactFormReceipt']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  receivedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ContactTypeResolvers = EnumResolverSignature<{ ALTERNATE?: any, EMERGENCY?: any, PRIMARY?: any }, ResolversTypes['ContactType']>;

export type CreditApplicationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreditApplication'] = ResolversParentTypes['CreditApplication']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CustomerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = {
  billingItems?: Resolver<Array<ResolversTypes['PartyBillingItem']>, ParentType, ContextType>;
  client?: Resolver<ResolversTypes['Client'], ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contacts?: Resolver<Array<ResolversTypes['ClientContact']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  moves?: Resolver<Array<ResolversTypes['AccountMove']>, ParentType, ContextType>;
  openOrderCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ClientStatus'], ParentType, ContextType>;
  tariffRates?: Resolver<Array<ResolversTypes['TariffRate']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CustomerColumnResolvers = EnumResolverSignature<{ CLIENT_ID?: any, CODE?: any, CREATED_AT?: any, DISPLAY_NAME?: any, ID?: any }, ResolversTypes['CustomerColumn']>;

export type CustomerPaginatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerPaginator'] = ResolversParentTypes['CustomerPaginator']> = {
  data?: Resolver<Array<ResolversTypes['Customer']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type DashboardSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DashboardSummary'] = ResolversParentTypes['DashboardSummary']> = {
  legsByStatus?: Resolver<Array<ResolversTypes['LegCount']>, ParentType, ContextType>;
  openAlerts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  todaysDeliveries?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  todaysPickups?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unacknowledgedLegs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DateModeResolvers = EnumResolverSignature<{ AFTER?: any, ASAP?: any, BEFORE?: any, ON?: any }, ResolversTypes['DateMode']>;

export type DateRequestResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DateRequest'] = ResolversParentTypes['DateRequest']> = {
  date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mode?: Resolver<ResolversTypes['DateMode'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeliverySurveyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeliverySurvey'] = ResolversParentTypes['DeliverySurvey']> = {
  answeredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  clientName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  driverId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  driverName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  legNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mailedTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderLegId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sentAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['DeliverySurveyTag']>, ParentType, ContextType>;
};

export type DeliverySurveyStateResolvers = EnumResolverSignature<{ ANSWERED?: any, EXPIRED?: any, INVALID?: any, OPEN?: any, TOO_MANY_REQUESTS?: any }, ResolversTypes['DeliverySurveyState']>;

export type DeliverySurveyTagResolvers = EnumResolverSignature<{ COMMUNICATED_WELL?: any, FOLLOWED_INSTRUCTIONS?: any, FRIENDLY?: any, ON_TIME?: any, PRESENTED_WELL?: any, VEHICLE_CLEAN?: any }, ResolversTypes['DeliverySurveyTag']>;

export type DemoDataResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DemoData'] = ResolversParentTypes['DemoData']> = {
  holdings?: Resolver<ResolversTypes['DemoDataHoldings'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  job?: Resolver<Maybe<ResolversTypes['DemoDataJob']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  production?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DemoDataHoldingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DemoDataHoldings'] = ResolversParentTypes['DemoDataHoldings']> = {
  clients?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  drivers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  legs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  locations?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quotes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vehicles?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DemoDataJobResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DemoDataJob'] = ResolversParentTypes['DemoDataJob']> = {
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['DemoDataJobKind'], ParentType, ContextType>;
  percent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  startedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DemoDataJobStatus'], ParentType, ContextType>;
  step?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stepLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  steps?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DemoDataJobKindResolvers = EnumResolverSignature<{ LOAD?: any, RESET?: any }, ResolversTypes['DemoDataJobKind']>;

export type DemoDataJobStatusResolvers = EnumResolverSignature<{ DONE?: any, FAILED?: any, RUNNING?: any }, ResolversTypes['DemoDataJobStatus']>;

export type DispatchBoardPaginatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DispatchBoardPaginator'] = ResolversParentTypes['DispatchBoardPaginator']> = {
  data?: Resolver<Array<ResolversTypes['DispatchBoardRow']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type DispatchBoardRowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DispatchBoardRow'] = ResolversParentTypes['DispatchBoardRow']> = {
  delivery?: Resolver<Maybe<ResolversTypes['GeoPoint']>, ParentType, ContextType>;
  leg?: Resolver<ResolversTypes['OrderLeg'], ParentType, ContextType>;
  pickup?: Resolver<Maybe<ResolversTypes['GeoPoint']>, ParentType, ContextType>;
  pickupDay?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DispatchDriverPaginatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DispatchDriverPaginator'] = ResolversParentTypes['DispatchDriverPaginator']> = {
  data?: Resolver<Array<ResolversTypes['DispatchDriverRow']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type DispatchDriverRowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DispatchDriverRow'] = ResolversParentTypes['DispatchDriverRow']> = {
  currentLeg?: Resolver<Maybe<ResolversTypes['OrderLeg']>, ParentType, ContextType>;
  driver?: Resolver<ResolversTypes['Driver'], ParentType, ContextType>;
  lastPosition?: Resolver<Maybe<ResolversTypes['DriverPosition']>, ParentType, ContextType>;
  legsThisWeek?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  legsToday?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nextLeg?: Resolver<Maybe<ResolversTypes['OrderLeg']>, ParentType, ContextType>;
};

export type DispatchMapResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DispatchMap'] = ResolversParentTypes['DispatchMap']> = {
  legs?: Resolver<Array<ResolversTypes['DispatchMapLeg']>, ParentType, ContextType>;
  regions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DispatchMapLegResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DispatchMapLeg'] = ResolversParentTypes['DispatchMapLeg']> = {
  delivery?: Resolver<Maybe<ResolversTypes['GeoPoint']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pickup?: Resolver<Maybe<ResolversTypes['GeoPoint']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderLegStatus'], ParentType, ContextType>;
};

export type DispatchPlanResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DispatchPlan'] = ResolversParentTypes['DispatchPlan']> = {
  driversConsidered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pairs?: Resolver<Array<ResolversTypes['PlannedLeg']>, ParentType, ContextType>;
  totalDeadheadMiles?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unassigned?: Resolver<Array<ResolversTypes['UnplannedLeg']>, ParentType, ContextType>;
};

export type DistrictResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['District'] = ResolversParentTypes['District']> = {
  counties?: Resolver<Array<ResolversTypes['District']>, ParentType, ContextType>;
  country?: Resolver<ResolversTypes['DistrictCountry'], ParentType, ContextType>;
  county?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  effectiveRequirements?: Resolver<Array<ResolversTypes['DistrictRequirement']>, ParentType, ContextType, Partial<DistrictEffectiveRequirementsArgs>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['DistrictLevel'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notes?: Resolver<Array<ResolversTypes['DistrictNote']>, ParentType, ContextType>;
  officeCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offices?: Resolver<Array<ResolversTypes['Location']>, ParentType, ContextType>;
  requirementCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  requirements?: Resolver<Array<ResolversTypes['DistrictRequirement']>, ParentType, ContextType>;
  stateProvince?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DistrictCountryResolvers = EnumResolverSignature<{ CA?: any, US?: any }, ResolversTypes['DistrictCountry']>;

export type DistrictLevelResolvers = EnumResolverSignature<{ COUNTY?: any, STATE?: any }, ResolversTypes['DistrictLevel']>;

export type DistrictNoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DistrictNote'] = ResolversParentTypes['DistrictNote']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['NoteKind'], ParentType, ContextType>;
};

export type DistrictPaginatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DistrictPaginator'] = ResolversParentTypes['DistrictPaginator']> = {
  data?: Resolver<Array<ResolversTypes['District']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type DistrictRequirementResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DistrictRequirement'] = ResolversParentTypes['DistrictRequirement']> = {
  appliesWhen?: Resolver<ResolversTypes['RequirementCondition'], ParentType, ContextType>;
  county?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  feeAmount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['DistrictLevel'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  requirementType?: Resolver<ResolversTypes['RequirementType'], ParentType, ContextType>;
  stateProvince?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DocumentTargetResolvers = EnumResolverSignature<{ ACCIDENT_REPORT?: any, ORDER?: any, ORDER_LEG?: any }, ResolversTypes['DocumentTarget']>;

export type DocumentTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DocumentType'] = ResolversParentTypes['DocumentType']> = {
  appliesTo?: Resolver<Array<ResolversTypes['DocumentTarget']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inUse?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  moves?: Resolver<Array<ResolversTypes['CatalogItemMove']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  retentionYears?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  retiredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CatalogItemStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DocumentTypeOrderByColumnResolvers = EnumResolverSignature<{ NAME?: any, RETENTION_YEARS?: any }, ResolversTypes['DocumentTypeOrderByColumn']>;

export type DocumentTypePaginatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DocumentTypePaginator'] = ResolversParentTypes['DocumentTypePaginator']> = {
  data?: Resolver<Array<ResolversTypes['DocumentType']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type DriverResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Driver'] = ResolversParentTypes['Driver']> = {
  activity?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  contacts?: Resolver<Array<ResolversTypes['DriverContact']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  disqualifiedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  disqualifiedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  disqualifiedReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dscVisibility?: Resolver<Array<ResolversTypes['DscVisibility']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  employment?: Resolver<ResolversTypes['DriverEmployment'], ParentType, ContextType>;
  endorsements?: Resolver<Array<ResolversTypes['LicenceEndorsement']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  homeHubId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  homeHubName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  legOffers?: Resolver<Array<ResolversTypes['LegOffer']>, ParentType, ContextType, RequireFields<DriverLegOffersArgs, 'first'>>;
  legPriority?: Resolver<Array<ResolversTypes['LegPriority']>, ParentType, ContextType>;
  legs?: Resolver<ResolversTypes['OrderLegPaginator'], ParentType, ContextType, RequireFields<DriverLegsArgs, 'first' | 'page'>>;
  licenceClass?: Resolver<Maybe<ResolversTypes['LicenceClass']>, ParentType, ContextType>;
  licenceExpiresOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  licenceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  licenceState?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  medicalCardExpiresOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mvrReviewedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payProfile?: Resolver<Maybe<ResolversTypes['PayProfile']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DriverStatus'], ParentType, ContextType>;
  taxIdLast4?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  truckingCompany?: Resolver<Maybe<ResolversTypes['TruckingCompany']>, ParentType, ContextType>;
  units?: Resolver<Array<ResolversTypes['Unit']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  w9ReceivedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DriverCandidateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DriverCandidate'] = ResolversParentTypes['DriverCandidate']> = {
  cost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  deadheadMiles?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  driver?: Resolver<ResolversTypes['Driver'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['DriverStart'], ParentType, ContextType>;
  reasons?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DriverContactResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DriverContact'] = ResolversParentTypes['DriverContact']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fullName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['DriverContactType'], ParentType, ContextType>;
};

export type DriverContactTypeResolvers = EnumResolverSignature<{ EMERGENCY?: any, PRIMARY?: any }, ResolversTypes['DriverContactType']>;

export type DriverEmploymentResolvers = EnumResolverSignature<{ COMPANY?: any, CONTRACTOR?: any, TRUCKING_COMPANY?: any }, ResolversTypes['DriverEmployment']>;

export type DriverFlightResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DriverFlight'] = ResolversParentTypes['DriverFlight']> = {
  activity?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  airline?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  arrivalTimeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  arrivesAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  cancelReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cancelledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  confirmationCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cost?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  departsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  departureTimeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  driver?: Resolver<Maybe<ResolversTypes['Driver']>, ParentType, ContextType>;
  expenseKind?: Resolver<ResolversTypes['TravelExpenseKind'], ParentType, ContextType>;
  flightNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fromAirport?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  legs?: Resolver<Array<ResolversTypes['OrderLeg']>, ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  purpose?: Resolver<ResolversTypes['TravelPurpose'], ParentType, ContextType>;
  receipts?: Resolver<Array<ResolversTypes['Media']>, ParentType, ContextType>;
  reimbursementStatus?: Resolver<ResolversTypes['ReimbursementStatus'], ParentType, ContextType>;
  toAirport?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DriverFlightPaginatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DriverFlightPaginator'] = ResolversParentTypes['DriverFlightPaginator']> = {
  data?: Resolver<Array<ResolversTypes['DriverFlight']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
  totalCost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type DriverOrderByColumnResolvers = EnumResolverSignature<{ CREATED_AT?: any, LICENCE_EXPIRES_ON?: any, MEDICAL_CARD_EXPIRES_ON?: any, NAME?: any }, ResolversTypes['DriverOrderByColumn']>;

export type DriverPaginatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DriverPaginator'] = ResolversParentTypes['DriverPaginator']> = {
  data?: Resolver<Array<ResolversTypes['Driver']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type DriverPositionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DriverPosition'] = ResolversParentTypes['DriverPosition']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  point?: Resolver<ResolversTypes['GeoPoint'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DriverReceiptResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DriverReceipt'] = ResolversParentTypes['DriverReceipt']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  driver?: Resolver<ResolversTypes['Driver'], ParentType, ContextType>;
  expenseItem?: Resolver<ResolversTypes['ExpenseItem'], ParentType, ContextType>;
  expenseType?: Resolver<ResolversTypes['SettlementExpenseType'], ParentType, ContextType>;
  fuelJurisdiction?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fuelTaxPaid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fuelVolume?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  leg?: Resolver<Maybe<ResolversTypes['OrderLeg']>, ParentType, ContextType>;
  media?: Resolver<Maybe<ResolversTypes['Media']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rejectReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  settlementId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  spentOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DriverReceiptStatus'], ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['Unit']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DriverReceiptDecisionResolvers = EnumResolverSignature<{ APPROVE?: any, REJECT?: any }, ResolversTypes['DriverReceiptDecision']>;

export type DriverReceiptStatusResolvers = EnumResolverSignature<{ APPROVED?: any, REJECTED?: any, SUBMITTED?: any }, ResolversTypes['DriverReceiptStatus']>;

export type DriverRentalResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DriverRental'] = ResolversParentTypes['DriverRental']> = {
  activity?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  cancelReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cancelledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  company?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  confirmationCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cost?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  driver?: Resolver<Maybe<ResolversTypes['Driver']>, ParentType, ContextType>;
  expenseKind?: Resolver<ResolversTypes['TravelExpenseKind'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  legs?: Resolver<Array<ResolversTypes['OrderLeg']>, ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pickupAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  pickupPlace?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pickupTimeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  purpose?: Resolver<ResolversTypes['TravelPurpose'], ParentType, ContextType>;
  receipts?: Resolver<Array<ResolversTypes['Media']>, ParentType, ContextType>;
  reimbursementStatus?: Resolver<ResolversTypes['ReimbursementStatus'], ParentType, ContextType>;
  returnAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  returnPlace?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  returnTimeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DriverRentalPaginatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DriverRentalPaginator'] = ResolversParentTypes['DriverRentalPaginator']> = {
  data?: Resolver<Array<ResolversTypes['DriverRental']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
  totalCost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type DriverStartResolvers = EnumResolverSignature<{ HOME_HUB?: any, LAST_DELIVERY?: any, PREVIOUS_LEG?: any, UNKNOWN?: any }, ResolversTypes['DriverStart']>;

export type DriverStatusResolvers = EnumResolverSignature<{ ASSIGNED?: any, DISQUALIFIED?: any, UNASSIGNED?: any }, ResolversTypes['DriverStatus']>;

export type DriverSuggestionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DriverSuggestions'] = ResolversParentTypes['DriverSuggestions']> = {
  blocked?: Resolver<Array<ResolversTypes['BlockedDriver']>, ParentType, ContextType>;
  candidates?: Resolver<Array<ResolversTypes['DriverCandidate']>, ParentType, ContextType>;
  considered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DscVisibilityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DscVisibility'] = ResolversParentTypes['DscVisibility']> = {
  client?: Resolver<ResolversTypes['Client'], ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type EventOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EventOption'] = ResolversParentTypes['EventOption']> = {
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refusal?: Resolver<Maybe<ResolversTypes['RefusalKind']>, ParentType, ContextType>;
};

export type ExpenseItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ExpenseItem'] = ResolversParentTypes['ExpenseItem']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inUse?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ledgerAccount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  moves?: Resolver<Array<ResolversTypes['CatalogItemMove']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  receiptRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reimbursable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  retiredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CatalogItemStatus'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['SettlementExpenseType'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ExpenseItemOrderByColumnResolvers = EnumResolverSignature<{ CODE?: any, NAME?: any, TYPE?: any }, ResolversTypes['ExpenseItemOrderByColumn']>;

export type ExpenseItemPaginatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ExpenseItemPaginator'] = ResolversParentTypes['ExpenseItemPaginator']> = {
  data?: Resolver<Array<ResolversTypes['ExpenseItem']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type ExpiringInsuranceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ExpiringInsurance'] = ResolversParentTypes['ExpiringInsurance']> = {
  expiresOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  insurer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  truckingCompany?: Resolver<ResolversTypes['TruckingCompany'], ParentType, ContextType>;
};

export interface FileScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['File'], any> {
  name: 'File';
}

export type FuelLevelResolvers = EnumResolverSignature<{ EMPTY?: any, FULL?: any, HALF?: any, ONE_QUARTER?: any, THREE_QUARTERS?: any }, ResolversTypes['FuelLevel']>;

export type FuelRateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FuelRate'] = ResolversParentTypes['FuelRate']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  effectiveFrom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pricePerUnit?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  ratePerDistance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  source?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FuelRateImportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FuelRateImport'] = ResolversParentTypes['FuelRateImport']> = {
  created?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FuelRateImportError']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['FuelRateImportRow']>, ParentType, ContextType>;
  updated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FuelRateImportErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FuelRateImportError'] = ResolversParentTypes['FuelRateImportError']> = {
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FuelRateImportRowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FuelRateImportRow'] = ResolversParentTypes['FuelRateImportRow']> = {
  effectiveFrom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pricePerUnit?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  ratePerDistance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  updates?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type FuelRateOrderByColumnResolvers = EnumResolverSignature<{ EFFECTIVE_FROM?: any, PRICE_PER_UNIT?: any }, ResolversTypes['FuelRateOrderByColumn']>;

export type FuelRatePaginatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FuelRatePaginator'] = ResolversParentTypes['FuelRatePaginator']> = {
  data?: Resolver<Array<ResolversTypes['FuelRate']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type FuelTypeResolvers = EnumResolverSignature<{ DIESEL?: any, ELECTRIC?: any, REGULAR?: any, UNKNOWN?: any }, ResolversTypes['FuelType']>;

export type GeoPointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GeoPoint'] = ResolversParentTypes['GeoPoint']> = {
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lng?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type GeocodeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Geocode'] = ResolversParentTypes['Geocode']> = {
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  county?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lng?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  stateProvince?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type GeocodeSourceResolvers = EnumResolverSignature<{ FORM?: any, NONE?: any, POSTAL_CODE?: any }, ResolversTypes['GeocodeSource']>;

export type HelpDeskCauseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HelpDeskCause'] = ResolversParentTypes['HelpDeskCause']> = {
  at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  detail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['HelpDeskReason'], ParentType, ContextType>;
};

export type HelpDeskDamageDayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HelpDeskDamageDay'] = ResolversParentTypes['HelpDeskDamageDay']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HelpDeskLegResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HelpDeskLeg'] = ResolversParentTypes['HelpDeskLeg']> = {
  causes?: Resolver<Array<ResolversTypes['HelpDeskCause']>, ParentType, ContextType>;
  detail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  leg?: Resolver<ResolversTypes['OrderLeg'], ParentType, ContextType>;
  reasons?: Resolver<Array<ResolversTypes['HelpDeskReason']>, ParentType, ContextType>;
  since?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type HelpDeskLegPaginatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HelpDeskLegPaginator'] = ResolversParentTypes['HelpDeskLegPaginator']> = {
  data?: Resolver<Array<ResolversTypes['HelpDeskLeg']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type HelpDeskOverviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HelpDeskOverview'] = ResolversParentTypes['HelpDeskOverview']> = {
  newDamageByDay?: Resolver<Array<ResolversTypes['HelpDeskDamageDay']>, ParentType, ContextType>;
  openAlerts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reasons?: Resolver<Array<ResolversTypes['HelpDeskReasonCount']>, ParentType, ContextType>;
};

export type HelpDeskReasonResolvers = EnumResolverSignature<{ ABORTED?: any, DELIVERY_OVERDUE?: any, LONG_HOLD?: any, NEW_DAMAGE?: any, PICKED_UP_WITHOUT_REPORT?: any, PICKUP_OVERDUE?: any }, ResolversTypes['HelpDeskReason']>;

export type HelpDeskReasonCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HelpDeskReasonCount'] = ResolversParentTypes['HelpDeskReasonCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['HelpDeskReason'], ParentType, ContextType>;
};

export type HubResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Hub'] = ResolversParentTypes['Hub']> = {
  address1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  driverCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  geocodeSource?: Resolver<Maybe<ResolversTypes['GeocodeSource']>, ParentType, ContextType>;
  hours?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lat?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  lng?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stateProvince?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HubOrderByColumnResolvers = EnumResolverSignature<{ CODE?: any, NAME?: any }, ResolversTypes['HubOrderByColumn']>;

export type HubPaginatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HubPaginator'] = ResolversParentTypes['HubPaginator']> = {
  data?: Resolver<Array<ResolversTypes['Hub']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type IftaDecalResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IftaDecal'] = ResolversParentTypes['IftaDecal']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  destroyedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  destroyedReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issuedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  moves?: Resolver<Array<ResolversTypes['IftaDecalMove']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  returnedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['IftaDecalStatus'], ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['Unit']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type IftaDecalMoveResolvers = EnumResolverSignature<{ ASSIGN?: any, DESTROY?: any, RETURN?: any }, ResolversTypes['IftaDecalMove']>;

export type IftaDecalPaginatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IftaDecalPaginator'] = ResolversParentTypes['IftaDecalPaginator']> = {
  data?: Resolver<Array<ResolversTypes['IftaDecal']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type IftaDecalStatusResolvers = EnumResolverSignature<{ ASSIGNED?: any, DESTROYED?: any, IN_STOCK?: any, RETURNED?: any }, ResolversTypes['IftaDecalStatus']>;

export type IftaQualificationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IftaQualification'] = ResolversParentTypes['IftaQualification']> = {
  qualified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IftaRateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IftaRate'] = ResolversParentTypes['IftaRate']> = {
  fuelType?: Resolver<ResolversTypes['FuelType'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  interestRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  jurisdiction?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  own?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  quarter?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  surchargeRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type IncidentKindResolvers = EnumResolverSignature<{ ACCIDENT?: any, INCIDENT?: any }, ResolversTypes['IncidentKind']>;

export type InspectionCheckResolvers = EnumResolverSignature<{ EMISSIONS?: any, SAFETY?: any, VIN?: any }, ResolversTypes['InspectionCheck']>;

export type InspectionItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InspectionItem'] = ResolversParentTypes['InspectionItem']> = {
  code?: Resolver<ResolversTypes['InspectionItemCode'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  result?: Resolver<ResolversTypes['InspectionResult'], ParentType, ContextType>;
};

export type InspectionItemCodeResolvers = EnumResolverSignature<{ DOCS?: any, EXT_FRONT?: any, EXT_LEFT?: any, EXT_REAR?: any, EXT_RIGHT?: any, EXT_ROOF?: any, FLUID_LEAK?: any, GLASS_REAR?: any, GLASS_SIDE?: any, GLASS_WS?: any, INT_CARPET?: any, INT_DASH?: any, INT_HEADLINER?: any, INT_SEATS?: any, INT_WARNING_LIGHTS?: any, KEYS?: any, LIGHT_FOG?: any, LIGHT_HEAD?: any, LIGHT_TAIL?: any, LOOSE_ITEMS?: any, ODOMETER?: any, PLATES?: any, TIRE_LF?: any, TIRE_LR?: any, TIRE_RF?: any, TIRE_RR?: any, TIRE_SPARE?: any, VIN?: any }, ResolversTypes['InspectionItemCode']>;

export type InspectionKindResolvers = EnumResolverSignature<{ NONE?: any, PROVINCIAL?: any, STATE?: any, TEMP?: any }, ResolversTypes['InspectionKind']>;

export type InspectionObstructionResolvers = EnumResolverSignature<{ DARK?: any, DIRTY?: any, RAIN?: any }, ResolversTypes['InspectionObstruction']>;

export type InspectionResultResolvers = EnumResolverSignature<{ FAIL?: any, N_A?: any, PASS?: any }, ResolversTypes['InspectionResult']>;

export type InsuranceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Insurance'] = ResolversParentTypes['Insurance']> = {
  expiresOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  insurer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  policy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type InteriorConditionResolvers = EnumResolverSignature<{ BURNS?: any, CLEAN?: any, DIRTY?: any, STAINS?: any, TORN?: any, WORN?: any }, ResolversTypes['InteriorCondition']>;

export type InvoiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Invoice'] = ResolversParentTypes['Invoice']> = {
  actionOptions?: Resolver<Array<ResolversTypes['EventOption']>, ParentType, ContextType>;
  activity?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  aging?: Resolver<Maybe<ResolversTypes['AgingBucket']>, ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  cancelReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  client?: Resolver<ResolversTypes['Client'], ParentType, ContextType>;
  clientCredit?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  creditApplications?: Resolver<Array<ResolversTypes['CreditApplication']>, ParentType, ContextType>;
  creditNotes?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  daysPastDue?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  dueOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  eventOptions?: Resolver<Array<ResolversTypes['EventOption']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issuedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['InvoiceKind'], ParentType, ContextType>;
  legs?: Resolver<Array<ResolversTypes['OrderLeg']>, ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['InvoiceLine']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  paymentStatus?: Resolver<ResolversTypes['InvoicePaymentStatus'], ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['PaymentApplication']>, ParentType, ContextType>;
  pdf?: Resolver<Maybe<ResolversTypes['Media']>, ParentType, ContextType>;
  poNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  replacedBy?: Resolver<Maybe<ResolversTypes['Invoice']>, ParentType, ContextType>;
  replaces?: Resolver<Maybe<ResolversTypes['Invoice']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InvoiceStatus'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  taxNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  terms?: Resolver<ResolversTypes['PaymentTerms'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InvoiceAgingSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InvoiceAgingSummary'] = ResolversParentTypes['InvoiceAgingSummary']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  current?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  days1to30?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  days31to60?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  days61to90?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  days90plus?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type InvoiceBillingItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InvoiceBillingItem'] = ResolversParentTypes['InvoiceBillingItem']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['LineItemType'], ParentType, ContextType>;
};

export type InvoiceBlockerResolvers = EnumResolverSignature<{ NO_PRICE?: any, PO_MISSING?: any }, ResolversTypes['InvoiceBlocker']>;

export type InvoiceEventResolvers = EnumResolverSignature<{ CANCEL?: any, ISSUE?: any }, ResolversTypes['InvoiceEvent']>;

export type InvoiceFrequencyResolvers = EnumResolverSignature<{ MONTHLY?: any, PER_ORDER?: any, WEEKLY?: any }, ResolversTypes['InvoiceFrequency']>;

export type InvoiceKindResolvers = EnumResolverSignature<{ CREDIT_NOTE?: any, INVOICE?: any }, ResolversTypes['InvoiceKind']>;

export type InvoiceLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InvoiceLine'] = ResolversParentTypes['InvoiceLine']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  orderLeg?: Resolver<Maybe<ResolversTypes['OrderLeg']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sourceId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  sourceKind?: Resolver<ResolversTypes['InvoiceLineSourceKind'], ParentType, ContextType>;
  sourceLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['LineItemType'], ParentType, ContextType>;
  unitAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type InvoiceLineSourceKindResolvers = EnumResolverSignature<{ BILLING_ITEM?: any, CREDIT?: any, ORDER_PRICE?: any, STORAGE?: any, TAG_AND_TITLE?: any }, ResolversTypes['InvoiceLineSourceKind']>;

export type InvoiceOrderByColumnResolvers = EnumResolverSignature<{ BALANCE?: any, CLIENT?: any, CREATED_AT?: any, DUE_ON?: any, ISSUED_ON?: any, NUMBER?: any, TOTAL?: any }, ResolversTypes['InvoiceOrderByColumn']>;

export type InvoicePaginatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InvoicePaginator'] = ResolversParentTypes['InvoicePaginator']> = {
  data?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['InvoiceAgingSummary'], ParentType, ContextType>;
};

export type InvoicePaymentStatusResolvers = EnumResolverSignature<{ CREATED?: any, PAID?: any, PARTIALLY_PAID?: any, UNPAID?: any, VOID?: any }, ResolversTypes['InvoicePaymentStatus']>;

export type InvoiceStatusResolvers = EnumResolverSignature<{ CANCELLED?: any, DRAFT?: any, OPEN?: any, PAID?: any }, ResolversTypes['InvoiceStatus']>;

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type KeyEquipmentStatusResolvers = EnumResolverSignature<{ ASSIGNED?: any, DESTROYED?: any, IN_HOUSE?: any, MISSING?: any }, ResolversTypes['KeyEquipmentStatus']>;

export type LegContactResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LegContact'] = ResolversParentTypes['LegContact']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LegCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LegCount'] = ResolversParentTypes['LegCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderLegStatus'], ParentType, ContextType>;
};

export type LegHoldReasonResolvers = EnumResolverSignature<{ CLIENT_REQUEST?: any, FUTURE_PROJECT?: any, MORE_INFO_NEEDED?: any, OTHER_REASON?: any, VEHICLE_NOT_READY?: any, WAITING_FOR_CANCEL?: any }, ResolversTypes['LegHoldReason']>;

export type LegOfferResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LegOffer'] = ResolversParentTypes['LegOffer']> = {
  clientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryCity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryState?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  distance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  legId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pickupCity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pickupState?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  priority?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  requestedPickup?: Resolver<ResolversTypes['DateRequest'], ParentType, ContextType>;
  transportMethod?: Resolver<ResolversTypes['TransportMethod'], ParentType, ContextType>;
  vehicleClass?: Resolver<Maybe<ResolversTypes['VehicleClass']>, ParentType, ContextType>;
  vehicleMake?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vehicleModel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vehicleYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type LegPriceShareResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LegPriceShare'] = ResolversParentTypes['LegPriceShare']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lineItems?: Resolver<Array<ResolversTypes['LineItem']>, ParentType, ContextType>;
  orderTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LegPriorityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LegPriority'] = ResolversParentTypes['LegPriority']> = {
  client?: Resolver<Maybe<ResolversTypes['Client']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['LegPriorityKind'], ParentType, ContextType>;
  leg?: Resolver<Maybe<ResolversTypes['OrderLeg']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LegPriorityKindResolvers = EnumResolverSignature<{ CLIENT?: any, LEG?: any, REGION?: any }, ResolversTypes['LegPriorityKind']>;

export type LicenceClassResolvers = EnumResolverSignature<{ A_CDL?: any, B_CDL?: any, C_DOT?: any }, ResolversTypes['LicenceClass']>;

export type LicenceEndorsementResolvers = EnumResolverSignature<{ H?: any, N?: any, P?: any, S?: any, T?: any, X?: any }, ResolversTypes['LicenceEndorsement']>;

export type LineItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LineItem'] = ResolversParentTypes['LineItem']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  explanation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  legIndex?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['LineItemType'], ParentType, ContextType>;
  unitAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type LineItemTypeResolvers = EnumResolverSignature<{ DELIVERY?: any, DISCOUNT?: any, FIRST_SERVICE_CHARGE?: any, FUEL?: any, HAZMAT?: any, PICKUP?: any, RATE?: any, STORAGE?: any, TAG_AND_TITLE?: any, TARIFF?: any, TAX?: any }, ResolversTypes['LineItemType']>;

export type LocationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Location'] = ResolversParentTypes['Location']> = {
  address1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  address2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  client?: Resolver<Maybe<ResolversTypes['Client']>, ParentType, ContextType>;
  contactName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contactPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  county?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  geocodeSource?: Resolver<ResolversTypes['GeocodeSource'], ParentType, ContextType>;
  hours?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lat?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  lng?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stateProvince?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['LocationType'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LocationColumnResolvers = EnumResolverSignature<{ CITY?: any, CLIENT_ID?: any, CREATED_AT?: any, ID?: any, NAME?: any, POSTAL_CODE?: any, STATE_PROVINCE?: any, TYPE?: any }, ResolversTypes['LocationColumn']>;

export type LocationPaginatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LocationPaginator'] = ResolversParentTypes['LocationPaginator']> = {
  data?: Resolver<Array<ResolversTypes['Location']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type LocationTypeResolvers = EnumResolverSignature<{ BILLING?: any, COMMERCIAL?: any, HUB?: any, PORT?: any, REGISTRATION?: any, REPAIR?: any, RESIDENCE?: any, STORAGE?: any }, ResolversTypes['LocationType']>;

export type LooseItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LooseItem'] = ResolversParentTypes['LooseItem']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  spot?: Resolver<ResolversTypes['LooseItemSpot'], ParentType, ContextType>;
};

export type LooseItemSpotResolvers = EnumResolverSignature<{ CENTER_CONSOLE?: any, CUP_HOLDER?: any, GAS_DOOR?: any, GLOVE_BOX?: any, LOCK_BOX?: any, OFFICE?: any }, ResolversTypes['LooseItemSpot']>;

export type MediaResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Media'] = ResolversParentTypes['Media']> = {
  category?: Resolver<ResolversTypes['MediaCategory'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  documentType?: Resolver<Maybe<ResolversTypes['DocumentType']>, ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mimeType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  thumbnailUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MediaCategoryResolvers = EnumResolverSignature<{ AVATARS?: any, BOLS?: any, CONDITION_REPORTS?: any, DOCUMENTS?: any, DRIVER_LICENSES?: any, INVOICES?: any, PHOTOS?: any, QB_EXPORTS?: any, RECEIPTS?: any, SIGNATURES?: any, STATEMENTS?: any, TNT_PACKS?: any, VIDEOS?: any }, ResolversTypes['MediaCategory']>;

export type MentionSuggestionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MentionSuggestion'] = ResolversParentTypes['MentionSuggestion']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  acceptTntDocument?: Resolver<ResolversTypes['TntPacket'], ParentType, ContextType, RequireFields<MutationAcceptTntDocumentArgs, 'id' | 'version'>>;
  acknowledgeAlert?: Resolver<ResolversTypes['Alert'], ParentType, ContextType, RequireFields<MutationAcknowledgeAlertArgs, 'id'>>;
  acknowledgeCallCenterLeg?: Resolver<ResolversTypes['OrderLeg'], ParentType, ContextType, RequireFields<MutationAcknowledgeCallCenterLegArgs, 'id' | 'version'>>;
  addDistrictNote?: Resolver<ResolversTypes['District'], ParentType, ContextType, RequireFields<MutationAddDistrictNoteArgs, 'districtId' | 'input'>>;
  addDistrictOffice?: Resolver<ResolversTypes['District'], ParentType, ContextType, RequireFields<MutationAddDistrictOfficeArgs, 'districtId' | 'locationId'>>;
  addInvoiceLine?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType, RequireFields<MutationAddInvoiceLineArgs, 'input' | 'invoiceId' | 'version'>>;
  addOrderNote?: Resolver<ResolversTypes['OrderNote'], ParentType, ContextType, RequireFields<MutationAddOrderNoteArgs, 'body' | 'kind' | 'orderId'>>;
  addSettlementDeduction?: Resolver<ResolversTypes['Settlement'], ParentType, ContextType, RequireFields<MutationAddSettlementDeductionArgs, 'input'>>;
  addSettlementReimbursement?: Resolver<ResolversTypes['Settlement'], ParentType, ContextType, RequireFields<MutationAddSettlementReimbursementArgs, 'input'>>;
  addStorageClosure?: Resolver<ResolversTypes['StorageFacility'], ParentType, ContextType, RequireFields<MutationAddStorageClosureArgs, 'facilityId' | 'input'>>;
  addStorageContact?: Resolver<ResolversTypes['StorageFacility'], ParentType, ContextType, RequireFields<MutationAddStorageContactArgs, 'facilityId' | 'input'>>;
  addStorageNote?: Resolver<ResolversTypes['StorageFacility'], ParentType, ContextType, RequireFields<MutationAddStorageNoteArgs, 'facilityId' | 'input'>>;
  addTruckingCompanyUser?: Resolver<ResolversTypes['TruckingCompany'], ParentType, ContextType, RequireFields<MutationAddTruckingCompanyUserArgs, 'email' | 'truckingCompanyId' | 'version'>>;
  answerDeliverySurvey?: Resolver<ResolversTypes['PublicDeliverySurvey'], ParentType, ContextType, RequireFields<MutationAnswerDeliverySurveyArgs, 'input' | 'token'>>;
  applyClientCredit?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType, RequireFields<MutationApplyClientCreditArgs, 'input'>>;
  applyDispatchPlan?: Resolver<Array<ResolversTypes['OrderLeg']>, ParentType, ContextType, RequireFields<MutationApplyDispatchPlanArgs, 'assignments'>>;
  assignIftaDecal?: Resolver<ResolversTypes['IftaDecal'], ParentType, ContextType, RequireFields<MutationAssignIftaDecalArgs, 'id' | 'issuedOn' | 'unitId' | 'version'>>;
  assignLegs?: Resolver<Array<ResolversTypes['OrderLeg']>, ParentType, ContextType, RequireFields<MutationAssignLegsArgs, 'input'>>;
  assignTransportPlate?: Resolver<ResolversTypes['TransportPlate'], ParentType, ContextType, RequireFields<MutationAssignTransportPlateArgs, 'id' | 'input' | 'version'>>;
  cancelDriverFlight?: Resolver<ResolversTypes['DriverFlight'], ParentType, ContextType, RequireFields<MutationCancelDriverFlightArgs, 'id' | 'version'>>;
  cancelDriverRental?: Resolver<ResolversTypes['DriverRental'], ParentType, ContextType, RequireFields<MutationCancelDriverRentalArgs, 'id' | 'version'>>;
  changePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  checkInTransportPlate?: Resolver<ResolversTypes['TransportPlate'], ParentType, ContextType, RequireFields<MutationCheckInTransportPlateArgs, 'id' | 'inAt' | 'version'>>;
  checkSpreadsheetImport?: Resolver<ResolversTypes['SpreadsheetImport'], ParentType, ContextType, RequireFields<MutationCheckSpreadsheetImportArgs, 'id' | 'mapping'>>;
  closeAccidentReport?: Resolver<ResolversTypes['AccidentReport'], ParentType, ContextType, RequireFields<MutationCloseAccidentReportArgs, 'id' | 'version'>>;
  completeTask?: Resolver<ResolversTypes['Task'], ParentType, ContextType, RequireFields<MutationCompleteTaskArgs, 'id' | 'version'>>;
  confirmLegWithCall?: Resolver<ResolversTypes['OrderLeg'], ParentType, ContextType, RequireFields<MutationConfirmLegWithCallArgs, 'id' | 'input' | 'version'>>;
  convertQuoteToOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationConvertQuoteToOrderArgs, 'id' | 'version'>>;
  createAccidentReport?: Resolver<ResolversTypes['AccidentReport'], ParentType, ContextType, RequireFields<MutationCreateAccidentReportArgs, 'input'>>;
  createAlert?: Resolver<ResolversTypes['Alert'], ParentType, ContextType, RequireFields<MutationCreateAlertArgs, 'input'>>;
  createAnnouncement?: Resolver<ResolversTypes['Announcement'], ParentType, ContextType, RequireFields<MutationCreateAnnouncementArgs, 'input'>>;
  createBillingItem?: Resolver<ResolversTypes['BillingItem'], ParentType, ContextType, RequireFields<MutationCreateBillingItemArgs, 'input'>>;
  createBooksExport?: Resolver<ResolversTypes['BooksExport'], ParentType, ContextType, RequireFields<MutationCreateBooksExportArgs, 'input'>>;
  createClient?: Resolver<ResolversTypes['Client'], ParentType, ContextType, RequireFields<MutationCreateClientArgs, 'input'>>;
  createClientContact?: Resolver<ResolversTypes['ClientContact'], ParentType, ContextType, RequireFields<MutationCreateClientContactArgs, 'input'>>;
  createComment?: Resolver<ResolversTypes['Comment'], ParentType, ContextType, RequireFields<MutationCreateCommentArgs, 'input'>>;
  createCustomer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<MutationCreateCustomerArgs, 'input'>>;
  createDistrict?: Resolver<ResolversTypes['District'], ParentType, ContextType, RequireFields<MutationCreateDistrictArgs, 'input'>>;
  createDocumentType?: Resolver<ResolversTypes['DocumentType'], ParentType, ContextType, RequireFields<MutationCreateDocumentTypeArgs, 'input'>>;
  createDriver?: Resolver<ResolversTypes['Driver'], ParentType, ContextType, RequireFields<MutationCreateDriverArgs, 'input'>>;
  createDriverFlight?: Resolver<ResolversTypes['DriverFlight'], ParentType, ContextType, RequireFields<MutationCreateDriverFlightArgs, 'input'>>;
  createDriverRental?: Resolver<ResolversTypes['DriverRental'], ParentType, ContextType, RequireFields<MutationCreateDriverRentalArgs, 'input'>>;
  createExpenseItem?: Resolver<ResolversTypes['ExpenseItem'], ParentType, ContextType, RequireFields<MutationCreateExpenseItemArgs, 'input'>>;
  createFuelRate?: Resolver<ResolversTypes['FuelRate'], ParentType, ContextType, RequireFields<MutationCreateFuelRateArgs, 'input'>>;
  createHub?: Resolver<ResolversTypes['Hub'], ParentType, ContextType, RequireFields<MutationCreateHubArgs, 'input'>>;
  createIftaDecal?: Resolver<ResolversTypes['IftaDecal'], ParentType, ContextType, RequireFields<MutationCreateIftaDecalArgs, 'input'>>;
  createIftaRate?: Resolver<ResolversTypes['IftaRate'], ParentType, ContextType, RequireFields<MutationCreateIftaRateArgs, 'input'>>;
  createInvoices?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType, RequireFields<MutationCreateInvoicesArgs, 'input'>>;
  createLocation?: Resolver<ResolversTypes['Location'], ParentType, ContextType, RequireFields<MutationCreateLocationArgs, 'input'>>;
  createOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationCreateOrderArgs, 'input' | 'submit'>>;
  createPersonalAccessToken?: Resolver<ResolversTypes['NewPersonalAccessToken'], ParentType, ContextType, RequireFields<MutationCreatePersonalAccessTokenArgs, 'input'>>;
  createQuote?: Resolver<ResolversTypes['Quote'], ParentType, ContextType, RequireFields<MutationCreateQuoteArgs, 'input'>>;
  createRepair?: Resolver<ResolversTypes['Repair'], ParentType, ContextType, RequireFields<MutationCreateRepairArgs, 'input'>>;
  createRequirementType?: Resolver<ResolversTypes['RequirementType'], ParentType, ContextType, RequireFields<MutationCreateRequirementTypeArgs, 'input'>>;
  createSettlements?: Resolver<Array<ResolversTypes['Settlement']>, ParentType, ContextType, RequireFields<MutationCreateSettlementsArgs, 'input'>>;
  createStorageRateCard?: Resolver<ResolversTypes['StorageFacility'], ParentType, ContextType, RequireFields<MutationCreateStorageRateCardArgs, 'facilityId' | 'input'>>;
  createStorageReservation?: Resolver<ResolversTypes['StorageRecord'], ParentType, ContextType, RequireFields<MutationCreateStorageReservationArgs, 'input'>>;
  createTag?: Resolver<ResolversTypes['Tag'], ParentType, ContextType, RequireFields<MutationCreateTagArgs, 'input'>>;
  createTariffRate?: Resolver<ResolversTypes['TariffRate'], ParentType, ContextType, RequireFields<MutationCreateTariffRateArgs, 'input'>>;
  createTask?: Resolver<ResolversTypes['Task'], ParentType, ContextType, RequireFields<MutationCreateTaskArgs, 'input'>>;
  createTntPacket?: Resolver<ResolversTypes['TntPacket'], ParentType, ContextType, RequireFields<MutationCreateTntPacketArgs, 'input'>>;
  createTransportPlate?: Resolver<ResolversTypes['TransportPlate'], ParentType, ContextType, RequireFields<MutationCreateTransportPlateArgs, 'input'>>;
  createTruckingCompany?: Resolver<ResolversTypes['TruckingCompany'], ParentType, ContextType, RequireFields<MutationCreateTruckingCompanyArgs, 'input'>>;
  createUnit?: Resolver<ResolversTypes['Unit'], ParentType, ContextType, RequireFields<MutationCreateUnitArgs, 'input'>>;
  createVehicle?: Resolver<ResolversTypes['Vehicle'], ParentType, ContextType, RequireFields<MutationCreateVehicleArgs, 'input'>>;
  creditInvoice?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType, RequireFields<MutationCreditInvoiceArgs, 'id' | 'reason' | 'version'>>;
  deactivateUser?: Resolver<ResolversTypes['AdminUser'], ParentType, ContextType, RequireFields<MutationDeactivateUserArgs, 'id' | 'version'>>;
  deleteAvatar?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deleteBillingItem?: Resolver<ResolversTypes['BillingItem'], ParentType, ContextType, RequireFields<MutationDeleteBillingItemArgs, 'id' | 'version'>>;
  deleteClient?: Resolver<ResolversTypes['Client'], ParentType, ContextType, RequireFields<MutationDeleteClientArgs, 'id' | 'version'>>;
  deleteClientContact?: Resolver<ResolversTypes['ClientContact'], ParentType, ContextType, RequireFields<MutationDeleteClientContactArgs, 'id' | 'version'>>;
  deleteCustomer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<MutationDeleteCustomerArgs, 'id' | 'version'>>;
  deleteDistrict?: Resolver<ResolversTypes['District'], ParentType, ContextType, RequireFields<MutationDeleteDistrictArgs, 'id' | 'version'>>;
  deleteDistrictNote?: Resolver<ResolversTypes['District'], ParentType, ContextType, RequireFields<MutationDeleteDistrictNoteArgs, 'id'>>;
  deleteDocumentType?: Resolver<ResolversTypes['DocumentType'], ParentType, ContextType, RequireFields<MutationDeleteDocumentTypeArgs, 'id' | 'version'>>;
  deleteExpenseItem?: Resolver<ResolversTypes['ExpenseItem'], ParentType, ContextType, RequireFields<MutationDeleteExpenseItemArgs, 'id' | 'version'>>;
  deleteFuelRate?: Resolver<ResolversTypes['FuelRate'], ParentType, ContextType, RequireFields<MutationDeleteFuelRateArgs, 'id' | 'version'>>;
  deleteIftaRate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteIftaRateArgs, 'id' | 'version'>>;
  deleteLocation?: Resolver<ResolversTypes['Location'], ParentType, ContextType, RequireFields<MutationDeleteLocationArgs, 'id' | 'version'>>;
  deleteOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationDeleteOrderArgs, 'id' | 'version'>>;
  deleteStorageContact?: Resolver<ResolversTypes['StorageFacility'], ParentType, ContextType, RequireFields<MutationDeleteStorageContactArgs, 'id'>>;
  deleteStorageNote?: Resolver<ResolversTypes['StorageFacility'], ParentType, ContextType, RequireFields<MutationDeleteStorageNoteArgs, 'id'>>;
  deleteStorageRateCard?: Resolver<ResolversTypes['StorageFacility'], ParentType, ContextType, RequireFields<MutationDeleteStorageRateCardArgs, 'id'>>;
  deleteTag?: Resolver<ResolversTypes['Tag'], ParentType, ContextType, RequireFields<MutationDeleteTagArgs, 'id' | 'version'>>;
  deleteTariffRate?: Resolver<ResolversTypes['TariffRate'], ParentType, ContextType, RequireFields<MutationDeleteTariffRateArgs, 'id' | 'version'>>;
  deleteVehicle?: Resolver<ResolversTypes['Vehicle'], ParentType, ContextType, RequireFields<MutationDeleteVehicleArgs, 'id' | 'version'>>;
  destroyIftaDecal?: Resolver<ResolversTypes['IftaDecal'], ParentType, ContextType, RequireFields<MutationDestroyIftaDecalArgs, 'destroyedOn' | 'id' | 'version'>>;
  destroyTransportPlate?: Resolver<ResolversTypes['TransportPlate'], ParentType, ContextType, RequireFields<MutationDestroyTransportPlateArgs, 'id' | 'version'>>;
  disqualifyDriver?: Resolver<ResolversTypes['Driver'], ParentType, ContextType, RequireFields<MutationDisqualifyDriverArgs, 'id' | 'reason' | 'version'>>;
  holdSettlementLeg?: Resolver<ResolversTypes['Settlement'], ParentType, ContextType, RequireFields<MutationHoldSettlementLegArgs, 'id' | 'reason' | 'version'>>;
  importFuelRates?: Resolver<ResolversTypes['FuelRateImport'], ParentType, ContextType, RequireFields<MutationImportFuelRatesArgs, 'csv'>>;
  inviteDriver?: Resolver<ResolversTypes['Driver'], ParentType, ContextType, RequireFields<MutationInviteDriverArgs, 'id' | 'version'>>;
  inviteUser?: Resolver<ResolversTypes['AdminUser'], ParentType, ContextType, RequireFields<MutationInviteUserArgs, 'email' | 'input'>>;
  logCommunication?: Resolver<ResolversTypes['CommunicationEntry'], ParentType, ContextType, RequireFields<MutationLogCommunicationArgs, 'input'>>;
  markAllNotificationsRead?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  markNotificationRead?: Resolver<ResolversTypes['Notification'], ParentType, ContextType, RequireFields<MutationMarkNotificationReadArgs, 'id'>>;
  markTenantProduction?: Resolver<ResolversTypes['DemoData'], ParentType, ContextType, RequireFields<MutationMarkTenantProductionArgs, 'confirmation' | 'version'>>;
  markTransportPlateMissing?: Resolver<ResolversTypes['TransportPlate'], ParentType, ContextType, RequireFields<MutationMarkTransportPlateMissingArgs, 'id' | 'reason' | 'version'>>;
  openSettlements?: Resolver<ResolversTypes['OpenSettlementsResult'], ParentType, ContextType, RequireFields<MutationOpenSettlementsArgs, 'settlements'>>;
  portalAddComment?: Resolver<ResolversTypes['PortalComment'], ParentType, ContextType, RequireFields<MutationPortalAddCommentArgs, 'body' | 'entityId' | 'entityKind'>>;
  portalCreateOrder?: Resolver<ResolversTypes['PortalOrder'], ParentType, ContextType, RequireFields<MutationPortalCreateOrderArgs, 'idempotencyKey' | 'input'>>;
  portalCreateQuote?: Resolver<ResolversTypes['PortalQuote'], ParentType, ContextType, RequireFields<MutationPortalCreateQuoteArgs, 'idempotencyKey' | 'input'>>;
  portalRespondToQuote?: Resolver<ResolversTypes['PortalQuote'], ParentType, ContextType, RequireFields<MutationPortalRespondToQuoteArgs, 'event' | 'id' | 'version'>>;
  postPayment?: Resolver<ResolversTypes['Payment'], ParentType, ContextType, RequireFields<MutationPostPaymentArgs, 'input'>>;
  postSettlementPayment?: Resolver<ResolversTypes['Settlement'], ParentType, ContextType, RequireFields<MutationPostSettlementPaymentArgs, 'input'>>;
  reactivateUser?: Resolver<ResolversTypes['AdminUser'], ParentType, ContextType, RequireFields<MutationReactivateUserArgs, 'id' | 'version'>>;
  reassignCallback?: Resolver<ResolversTypes['CommunicationEntry'], ParentType, ContextType, RequireFields<MutationReassignCallbackArgs, 'id' | 'userId'>>;
  receiveTntDocument?: Resolver<ResolversTypes['TntPacket'], ParentType, ContextType, RequireFields<MutationReceiveTntDocumentArgs, 'file' | 'id' | 'version'>>;
  recordLegPositions?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationRecordLegPositionsArgs, 'legId' | 'positions'>>;
  recordLegUnitOdometer?: Resolver<ResolversTypes['OrderLeg'], ParentType, ContextType, RequireFields<MutationRecordLegUnitOdometerArgs, 'id' | 'version'>>;
  reinstateDriver?: Resolver<ResolversTypes['Driver'], ParentType, ContextType, RequireFields<MutationReinstateDriverArgs, 'id' | 'version'>>;
  rejectTntDocument?: Resolver<ResolversTypes['TntPacket'], ParentType, ContextType, RequireFields<MutationRejectTntDocumentArgs, 'id' | 'reason' | 'version'>>;
  releaseSettlementLeg?: Resolver<ResolversTypes['Settlement'], ParentType, ContextType, RequireFields<MutationReleaseSettlementLegArgs, 'id' | 'version'>>;
  removeDistrictOffice?: Resolver<ResolversTypes['District'], ParentType, ContextType, RequireFields<MutationRemoveDistrictOfficeArgs, 'districtId' | 'locationId'>>;
  removeInvoiceLine?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType, RequireFields<MutationRemoveInvoiceLineArgs, 'invoiceId' | 'lineId' | 'version'>>;
  removePartyBillingItem?: Resolver<ResolversTypes['PartyBillingItem'], ParentType, ContextType, RequireFields<MutationRemovePartyBillingItemArgs, 'id' | 'version'>>;
  removeStorageClosure?: Resolver<ResolversTypes['StorageFacility'], ParentType, ContextType, RequireFields<MutationRemoveStorageClosureArgs, 'day' | 'facilityId'>>;
  removeTruckingCompanyUser?: Resolver<ResolversTypes['TruckingCompany'], ParentType, ContextType, RequireFields<MutationRemoveTruckingCompanyUserArgs, 'truckingCompanyId' | 'userId' | 'version'>>;
  reopenAccidentReport?: Resolver<ResolversTypes['AccidentReport'], ParentType, ContextType, RequireFields<MutationReopenAccidentReportArgs, 'id' | 'version'>>;
  reopenTask?: Resolver<ResolversTypes['Task'], ParentType, ContextType, RequireFields<MutationReopenTaskArgs, 'id' | 'version'>>;
  resendInvitation?: Resolver<ResolversTypes['AdminUser'], ParentType, ContextType, RequireFields<MutationResendInvitationArgs, 'id' | 'version'>>;
  restoreBillingItem?: Resolver<ResolversTypes['BillingItem'], ParentType, ContextType, RequireFields<MutationRestoreBillingItemArgs, 'id' | 'version'>>;
  restoreClient?: Resolver<ResolversTypes['Client'], ParentType, ContextType, RequireFields<MutationRestoreClientArgs, 'id' | 'version'>>;
  restoreCustomer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<MutationRestoreCustomerArgs, 'id' | 'version'>>;
  restoreDocumentType?: Resolver<ResolversTypes['DocumentType'], ParentType, ContextType, RequireFields<MutationRestoreDocumentTypeArgs, 'id' | 'version'>>;
  restoreExpenseItem?: Resolver<ResolversTypes['ExpenseItem'], ParentType, ContextType, RequireFields<MutationRestoreExpenseItemArgs, 'id' | 'version'>>;
  retireBillingItem?: Resolver<ResolversTypes['BillingItem'], ParentType, ContextType, RequireFields<MutationRetireBillingItemArgs, 'id' | 'version'>>;
  retireDocumentType?: Resolver<ResolversTypes['DocumentType'], ParentType, ContextType, RequireFields<MutationRetireDocumentTypeArgs, 'id' | 'version'>>;
  retireExpenseItem?: Resolver<ResolversTypes['ExpenseItem'], ParentType, ContextType, RequireFields<MutationRetireExpenseItemArgs, 'id' | 'version'>>;
  retireHub?: Resolver<ResolversTypes['Hub'], ParentType, ContextType, RequireFields<MutationRetireHubArgs, 'id' | 'version'>>;
  returnIftaDecal?: Resolver<ResolversTypes['IftaDecal'], ParentType, ContextType, RequireFields<MutationReturnIftaDecalArgs, 'id' | 'returnedOn' | 'version'>>;
  reviewAccidentPreventability?: Resolver<ResolversTypes['AccidentReport'], ParentType, ContextType, RequireFields<MutationReviewAccidentPreventabilityArgs, 'id' | 'preventability' | 'version'>>;
  reviewDriverReceipt?: Resolver<ResolversTypes['DriverReceipt'], ParentType, ContextType, RequireFields<MutationReviewDriverReceiptArgs, 'decision' | 'id' | 'version'>>;
  revokeInvitation?: Resolver<ResolversTypes['AdminUser'], ParentType, ContextType, RequireFields<MutationRevokeInvitationArgs, 'id' | 'version'>>;
  revokePersonalAccessToken?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRevokePersonalAccessTokenArgs, 'id'>>;
  runReport?: Resolver<ResolversTypes['ReportRun'], ParentType, ContextType, RequireFields<MutationRunReportArgs, 'params' | 'report'>>;
  runSpreadsheetImport?: Resolver<ResolversTypes['SpreadsheetImport'], ParentType, ContextType, RequireFields<MutationRunSpreadsheetImportArgs, 'id'>>;
  sendCommunicationMail?: Resolver<ResolversTypes['CommunicationEntry'], ParentType, ContextType, RequireFields<MutationSendCommunicationMailArgs, 'input'>>;
  sendPasswordReset?: Resolver<ResolversTypes['AdminUser'], ParentType, ContextType, RequireFields<MutationSendPasswordResetArgs, 'id' | 'version'>>;
  setClientAccountManager?: Resolver<ResolversTypes['Client'], ParentType, ContextType, RequireFields<MutationSetClientAccountManagerArgs, 'clientId' | 'version'>>;
  setClientRebateTiers?: Resolver<ResolversTypes['Client'], ParentType, ContextType, RequireFields<MutationSetClientRebateTiersArgs, 'clientId' | 'tiers'>>;
  setClientTags?: Resolver<ResolversTypes['Client'], ParentType, ContextType, RequireFields<MutationSetClientTagsArgs, 'clientId' | 'tagIds'>>;
  setDistrictRequirements?: Resolver<ResolversTypes['District'], ParentType, ContextType, RequireFields<MutationSetDistrictRequirementsArgs, 'id' | 'requirements' | 'version'>>;
  setDriverContacts?: Resolver<ResolversTypes['Driver'], ParentType, ContextType, RequireFields<MutationSetDriverContactsArgs, 'contacts' | 'id' | 'version'>>;
  setDriverDscVisibility?: Resolver<ResolversTypes['Driver'], ParentType, ContextType, RequireFields<MutationSetDriverDscVisibilityArgs, 'id' | 'version' | 'visibility'>>;
  setDriverLegPriority?: Resolver<ResolversTypes['Driver'], ParentType, ContextType, RequireFields<MutationSetDriverLegPriorityArgs, 'id' | 'priority' | 'version'>>;
  setDriverReceiptFuel?: Resolver<ResolversTypes['DriverReceipt'], ParentType, ContextType, RequireFields<MutationSetDriverReceiptFuelArgs, 'id' | 'version'>>;
  setLegTags?: Resolver<ResolversTypes['OrderLeg'], ParentType, ContextType, RequireFields<MutationSetLegTagsArgs, 'legId' | 'tagIds'>>;
  setPartyBillingItem?: Resolver<ResolversTypes['PartyBillingItem'], ParentType, ContextType, RequireFields<MutationSetPartyBillingItemArgs, 'input'>>;
  setPreference?: Resolver<ResolversTypes['JSON'], ParentType, ContextType, RequireFields<MutationSetPreferenceArgs, 'key' | 'value'>>;
  setRepairRecoveries?: Resolver<ResolversTypes['Repair'], ParentType, ContextType, RequireFields<MutationSetRepairRecoveriesArgs, 'id' | 'recoveries' | 'version'>>;
  setStorageKeyStatus?: Resolver<ResolversTypes['StorageKeyLogEntry'], ParentType, ContextType, RequireFields<MutationSetStorageKeyStatusArgs, 'id' | 'status' | 'version'>>;
  setTntPacketFees?: Resolver<ResolversTypes['TntPacket'], ParentType, ContextType, RequireFields<MutationSetTntPacketFeesArgs, 'fees' | 'id' | 'version'>>;
  startDemoDataJob?: Resolver<ResolversTypes['DemoDataJob'], ParentType, ContextType, RequireFields<MutationStartDemoDataJobArgs, 'kind'>>;
  submitConditionReport?: Resolver<ResolversTypes['ConditionReport'], ParentType, ContextType, RequireFields<MutationSubmitConditionReportArgs, 'input'>>;
  submitContactForm?: Resolver<ResolversTypes['ContactFormReceipt'], ParentType, ContextType, RequireFields<MutationSubmitContactFormArgs, 'input'>>;
  submitDriverReceipt?: Resolver<ResolversTypes['DriverReceipt'], ParentType, ContextType, RequireFields<MutationSubmitDriverReceiptArgs, 'file' | 'input'>>;
  takeStorageKey?: Resolver<ResolversTypes['StorageKeyLogEntry'], ParentType, ContextType, RequireFields<MutationTakeStorageKeyArgs, 'input' | 'recordId'>>;
  transitionConditionReport?: Resolver<ResolversTypes['ConditionReport'], ParentType, ContextType, RequireFields<MutationTransitionConditionReportArgs, 'event' | 'id' | 'version'>>;
  transitionInvoice?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType, RequireFields<MutationTransitionInvoiceArgs, 'event' | 'id' | 'version'>>;
  transitionOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationTransitionOrderArgs, 'event' | 'id' | 'version'>>;
  transitionOrderLeg?: Resolver<ResolversTypes['OrderLeg'], ParentType, ContextType, RequireFields<MutationTransitionOrderLegArgs, 'event' | 'id' | 'version'>>;
  transitionQuote?: Resolver<ResolversTypes['Quote'], ParentType, ContextType, RequireFields<MutationTransitionQuoteArgs, 'event' | 'id' | 'version'>>;
  transitionRepair?: Resolver<ResolversTypes['Repair'], ParentType, ContextType, RequireFields<MutationTransitionRepairArgs, 'event' | 'id' | 'version'>>;
  transitionSettlement?: Resolver<ResolversTypes['Settlement'], ParentType, ContextType, RequireFields<MutationTransitionSettlementArgs, 'event' | 'id' | 'version'>>;
  transitionStorageRecord?: Resolver<ResolversTypes['StorageRecord'], ParentType, ContextType, RequireFields<MutationTransitionStorageRecordArgs, 'event' | 'id' | 'version'>>;
  transitionTntPacket?: Resolver<ResolversTypes['TntPacket'], ParentType, ContextType, RequireFields<MutationTransitionTntPacketArgs, 'event' | 'id' | 'version'>>;
  updateAccidentReport?: Resolver<ResolversTypes['AccidentReport'], ParentType, ContextType, RequireFields<MutationUpdateAccidentReportArgs, 'id' | 'input' | 'version'>>;
  updateBillingItem?: Resolver<ResolversTypes['BillingItem'], ParentType, ContextType, RequireFields<MutationUpdateBillingItemArgs, 'id' | 'input' | 'version'>>;
  updateBooksAccounts?: Resolver<ResolversTypes['BooksAccounts'], ParentType, ContextType, RequireFields<MutationUpdateBooksAccountsArgs, 'input' | 'version'>>;
  updateClient?: Resolver<ResolversTypes['Client'], ParentType, ContextType, RequireFields<MutationUpdateClientArgs, 'id' | 'input' | 'version'>>;
  updateClientContact?: Resolver<ResolversTypes['ClientContact'], ParentType, ContextType, RequireFields<MutationUpdateClientContactArgs, 'id' | 'input' | 'version'>>;
  updateClientInvoicing?: Resolver<ResolversTypes['Client'], ParentType, ContextType, RequireFields<MutationUpdateClientInvoicingArgs, 'clientId' | 'input' | 'version'>>;
  updateContact?: Resolver<ResolversTypes['Contact'], ParentType, ContextType, RequireFields<MutationUpdateContactArgs, 'input'>>;
  updateCustomer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<MutationUpdateCustomerArgs, 'id' | 'input' | 'version'>>;
  updateDocumentType?: Resolver<ResolversTypes['DocumentType'], ParentType, ContextType, RequireFields<MutationUpdateDocumentTypeArgs, 'id' | 'input' | 'version'>>;
  updateDriver?: Resolver<ResolversTypes['Driver'], ParentType, ContextType, RequireFields<MutationUpdateDriverArgs, 'id' | 'input' | 'version'>>;
  updateDriverFlight?: Resolver<ResolversTypes['DriverFlight'], ParentType, ContextType, RequireFields<MutationUpdateDriverFlightArgs, 'id' | 'input' | 'version'>>;
  updateDriverRental?: Resolver<ResolversTypes['DriverRental'], ParentType, ContextType, RequireFields<MutationUpdateDriverRentalArgs, 'id' | 'input' | 'version'>>;
  updateExpenseItem?: Resolver<ResolversTypes['ExpenseItem'], ParentType, ContextType, RequireFields<MutationUpdateExpenseItemArgs, 'id' | 'input' | 'version'>>;
  updateFuelRate?: Resolver<ResolversTypes['FuelRate'], ParentType, ContextType, RequireFields<MutationUpdateFuelRateArgs, 'id' | 'input' | 'version'>>;
  updateHub?: Resolver<ResolversTypes['Hub'], ParentType, ContextType, RequireFields<MutationUpdateHubArgs, 'id' | 'input' | 'version'>>;
  updateIftaRate?: Resolver<ResolversTypes['IftaRate'], ParentType, ContextType, RequireFields<MutationUpdateIftaRateArgs, 'id' | 'input' | 'version'>>;
  updateLocation?: Resolver<ResolversTypes['Location'], ParentType, ContextType, RequireFields<MutationUpdateLocationArgs, 'id' | 'input' | 'version'>>;
  updateNotificationSettings?: Resolver<ResolversTypes['NotificationSettings'], ParentType, ContextType, RequireFields<MutationUpdateNotificationSettingsArgs, 'input'>>;
  updateOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationUpdateOrderArgs, 'id' | 'input' | 'version'>>;
  updateOrderLeg?: Resolver<ResolversTypes['OrderLeg'], ParentType, ContextType, RequireFields<MutationUpdateOrderLegArgs, 'id' | 'input' | 'version'>>;
  updateProfile?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  updateRepair?: Resolver<ResolversTypes['Repair'], ParentType, ContextType, RequireFields<MutationUpdateRepairArgs, 'id' | 'input' | 'version'>>;
  updateRequirementType?: Resolver<ResolversTypes['RequirementType'], ParentType, ContextType, RequireFields<MutationUpdateRequirementTypeArgs, 'id' | 'input' | 'version'>>;
  updateStorageContact?: Resolver<ResolversTypes['StorageFacility'], ParentType, ContextType, RequireFields<MutationUpdateStorageContactArgs, 'id' | 'input'>>;
  updateStorageFacility?: Resolver<ResolversTypes['StorageFacility'], ParentType, ContextType, RequireFields<MutationUpdateStorageFacilityArgs, 'id' | 'input' | 'version'>>;
  updateStorageRateCard?: Resolver<ResolversTypes['StorageFacility'], ParentType, ContextType, RequireFields<MutationUpdateStorageRateCardArgs, 'id' | 'input' | 'version'>>;
  updateStorageRecord?: Resolver<ResolversTypes['StorageRecord'], ParentType, ContextType, RequireFields<MutationUpdateStorageRecordArgs, 'id' | 'input' | 'version'>>;
  updateTag?: Resolver<ResolversTypes['Tag'], ParentType, ContextType, RequireFields<MutationUpdateTagArgs, 'id' | 'input' | 'version'>>;
  updateTariffRate?: Resolver<ResolversTypes['TariffRate'], ParentType, ContextType, RequireFields<MutationUpdateTariffRateArgs, 'id' | 'input' | 'version'>>;
  updateTenantSettings?: Resolver<ResolversTypes['TenantSettings'], ParentType, ContextType, RequireFields<MutationUpdateTenantSettingsArgs, 'input' | 'version'>>;
  updateTntPacket?: Resolver<ResolversTypes['TntPacket'], ParentType, ContextType, RequireFields<MutationUpdateTntPacketArgs, 'id' | 'input' | 'version'>>;
  updateTruckingCompany?: Resolver<ResolversTypes['TruckingCompany'], ParentType, ContextType, RequireFields<MutationUpdateTruckingCompanyArgs, 'id' | 'input' | 'version'>>;
  updateUnit?: Resolver<ResolversTypes['Unit'], ParentType, ContextType, RequireFields<MutationUpdateUnitArgs, 'id' | 'input' | 'version'>>;
  updateUser?: Resolver<ResolversTypes['AdminUser'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'id' | 'input' | 'version'>>;
  updateVehicle?: Resolver<ResolversTypes['Vehicle'], ParentType, ContextType, RequireFields<MutationUpdateVehicleArgs, 'id' | 'input' | 'version'>>;
  uploadAccidentMedia?: Resolver<ResolversTypes['Media'], ParentType, ContextType, RequireFields<MutationUploadAccidentMediaArgs, 'category' | 'file' | 'reportId'>>;
  uploadAvatar?: Resolver<ResolversTypes['Media'], ParentType, ContextType, RequireFields<MutationUploadAvatarArgs, 'file'>>;
  uploadConditionPhoto?: Resolver<ResolversTypes['ConditionPhoto'], ParentType, ContextType, RequireFields<MutationUploadConditionPhotoArgs, 'capturedAt' | 'clientId' | 'file' | 'kind' | 'orderLegId'>>;
  uploadDriverFlightReceipt?: Resolver<ResolversTypes['Media'], ParentType, ContextType, RequireFields<MutationUploadDriverFlightReceiptArgs, 'file' | 'flightId'>>;
  uploadDriverRentalReceipt?: Resolver<ResolversTypes['Media'], ParentType, ContextType, RequireFields<MutationUploadDriverRentalReceiptArgs, 'file' | 'rentalId'>>;
  uploadOrderMedia?: Resolver<ResolversTypes['Media'], ParentType, ContextType, RequireFields<MutationUploadOrderMediaArgs, 'category' | 'file' | 'orderId'>>;
  uploadPortalTntDocument?: Resolver<ResolversTypes['PortalTntPacket'], ParentType, ContextType, RequireFields<MutationUploadPortalTntDocumentArgs, 'file' | 'id' | 'version'>>;
  uploadSpreadsheetImport?: Resolver<ResolversTypes['SpreadsheetImport'], ParentType, ContextType, RequireFields<MutationUploadSpreadsheetImportArgs, 'file'>>;
};

export type NewPersonalAccessTokenResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NewPersonalAccessToken'] = ResolversParentTypes['NewPersonalAccessToken']> = {
  plainTextToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['PersonalAccessToken'], ParentType, ContextType>;
};

export type NoteKindResolvers = EnumResolverSignature<{ GENERAL?: any, SPECIAL_INSTRUCTIONS?: any }, ResolversTypes['NoteKind']>;

export type NotificationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  data?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  readAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['NotificationType'], ParentType, ContextType>;
};

export type NotificationOrderByColumnResolvers = EnumResolverSignature<{ CREATED_AT?: any, READ_AT?: any }, ResolversTypes['NotificationOrderByColumn']>;

export type NotificationPaginatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationPaginator'] = ResolversParentTypes['NotificationPaginator']> = {
  data?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type NotificationPreferenceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationPreference'] = ResolversParentTypes['NotificationPreference']> = {
  digest?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  inApp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['NotificationType'], ParentType, ContextType>;
};

export type NotificationSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationSettings'] = ResolversParentTypes['NotificationSettings']> = {
  digestHour?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  preferences?: Resolver<Array<ResolversTypes['NotificationPreference']>, ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NotificationTypeResolvers = EnumResolverSignature<{ ADAPTER_ERROR?: any, ADDITIONAL_SERVICE_REMINDER?: any, ALERT?: any, ANNOUNCEMENT?: any, COMMENT?: any, CONTACT_US?: any, CUSTOM_REPORT_CSV?: any, DELIVERY_SURVEY?: any, DOCUMENT?: any, MENTION?: any, ORDER_CANCELLED?: any, ORDER_CONFIRMED?: any, ORDER_CREATED?: any, ORDER_DELIVERED?: any, ORDER_DISPATCHED?: any, ORDER_IN_TRANSIT?: any, ORDER_LEG_ABORTED?: any, ORDER_LEG_CANCELLED?: any, ORDER_LEG_CONFIRMED?: any, ORDER_LEG_CREATED?: any, ORDER_LEG_DELIVERED?: any, ORDER_LEG_DISPATCHED?: any, ORDER_LEG_DRIVER_UNASSIGNED?: any, ORDER_LEG_HOLD_CREATED?: any, ORDER_LEG_HOLD_DELETED?: any, ORDER_LEG_IN_TRANSIT?: any, ORDER_LEG_LOCATION_UPDATED?: any, QUOTE?: any, SETTLEMENT?: any, STORAGE_RECORD?: any, TASK?: any, USER_INVITE?: any }, ResolversTypes['NotificationType']>;

export type OpenSettlementsResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OpenSettlementsResult'] = ResolversParentTypes['OpenSettlementsResult']> = {
  opened?: Resolver<Array<ResolversTypes['Settlement']>, ParentType, ContextType>;
  refused?: Resolver<Array<ResolversTypes['SettlementRefusal']>, ParentType, ContextType>;
};

export type OrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  activity?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  alerts?: Resolver<Array<ResolversTypes['Alert']>, ParentType, ContextType>;
  archivedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  availableEvents?: Resolver<Array<ResolversTypes['OrderEvent']>, ParentType, ContextType>;
  client?: Resolver<ResolversTypes['Client'], ParentType, ContextType>;
  comments?: Resolver<Array<ResolversTypes['Comment']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  eventOptions?: Resolver<Array<ResolversTypes['EventOption']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoices?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
  legCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  legStatuses?: Resolver<Array<ResolversTypes['OrderLegStatus']>, ParentType, ContextType>;
  legs?: Resolver<Array<ResolversTypes['OrderLeg']>, ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['OrderLocation']>, ParentType, ContextType>;
  media?: Resolver<Array<ResolversTypes['Media']>, ParentType, ContextType, Partial<OrderMediaArgs>>;
  notes?: Resolver<Array<ResolversTypes['OrderNote']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentStatus?: Resolver<Maybe<ResolversTypes['InvoicePaymentStatus']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['OrderPrice']>, ParentType, ContextType>;
  quote?: Resolver<Maybe<ResolversTypes['Quote']>, ParentType, ContextType>;
  referenceNumbers?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  settlements?: Resolver<Array<ResolversTypes['Settlement']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['OrderSource'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['OrderState'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  vehicles?: Resolver<Array<ResolversTypes['Vehicle']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderColumnResolvers = EnumResolverSignature<{ CLIENT_ID?: any, CONFIRMED_DELIVERY_AT?: any, CONFIRMED_PICKUP_AT?: any, CREATED_AT?: any, CUSTOMER_ID?: any, DRIVER_ID?: any, ID?: any, LEG_STATUS?: any, NUMBER?: any, PAYMENT_STATUS?: any, REFERENCE_NUMBER?: any, SOURCE?: any, STATE?: any, TRANSPORT_METHOD?: any, TRUCKING_COMPANY_ID?: any, UPDATED_AT?: any, VIN?: any }, ResolversTypes['OrderColumn']>;

export type OrderEventResolvers = EnumResolverSignature<{ CANCEL?: any, CLOSE?: any, SUBMIT?: any }, ResolversTypes['OrderEvent']>;

export type OrderLegResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderLeg'] = ResolversParentTypes['OrderLeg']> = {
  acknowledgedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  activity?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  alerts?: Resolver<Array<ResolversTypes['Alert']>, ParentType, ContextType>;
  availableEvents?: Resolver<Array<ResolversTypes['OrderLegEvent']>, ParentType, ContextType>;
  clientPaid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  comments?: Resolver<Array<ResolversTypes['Comment']>, ParentType, ContextType>;
  conditionReports?: Resolver<Array<ResolversTypes['ConditionReport']>, ParentType, ContextType>;
  confirmedDeliveryAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  confirmedPickupAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deliveredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  deliveryContact?: Resolver<Maybe<ResolversTypes['LegContact']>, ParentType, ContextType>;
  deliveryReportSubmitted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  destination?: Resolver<Maybe<ResolversTypes['Location']>, ParentType, ContextType>;
  distance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  driver?: Resolver<Maybe<ResolversTypes['Driver']>, ParentType, ContextType>;
  driverId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  driverPaid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  eventOptions?: Resolver<Array<ResolversTypes['EventOption']>, ParentType, ContextType>;
  heldFrom?: Resolver<Maybe<ResolversTypes['OrderLegStatus']>, ParentType, ContextType>;
  holdReason?: Resolver<Maybe<ResolversTypes['LegHoldReason']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoices?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
  media?: Resolver<Array<ResolversTypes['Media']>, ParentType, ContextType, Partial<OrderLegMediaArgs>>;
  needsTagAndTitle?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  origin?: Resolver<Maybe<ResolversTypes['Location']>, ParentType, ContextType>;
  pickedUpAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  pickupContact?: Resolver<Maybe<ResolversTypes['LegContact']>, ParentType, ContextType>;
  pickupReportSubmitted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  positionCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['LegPriceShare']>, ParentType, ContextType>;
  requestedDelivery?: Resolver<ResolversTypes['DateRequest'], ParentType, ContextType>;
  requestedPickup?: Resolver<ResolversTypes['DateRequest'], ParentType, ContextType>;
  sequence?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  settlementLegs?: Resolver<Array<ResolversTypes['SettlementLeg']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderLegStatus'], ParentType, ContextType>;
  statusReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tagAndTitleDone?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType>;
  transportMethod?: Resolver<ResolversTypes['TransportMethod'], ParentType, ContextType>;
  truckingCompany?: Resolver<Maybe<ResolversTypes['TruckingCompany']>, ParentType, ContextType>;
  truckingCompanyId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['Unit']>, ParentType, ContextType>;
  unitId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  unitOdometerEnd?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  unitOdometerStart?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  vehicle?: Resolver<Maybe<ResolversTypes['Vehicle']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderLegColumnResolvers = EnumResolverSignature<{ CONFIRMED_DELIVERY_AT?: any, CONFIRMED_PICKUP_AT?: any, CREATED_AT?: any, DRIVER_ID?: any, HOLD_REASON?: any, ID?: any, NUMBER?: any, ORDER_ID?: any, REQUESTED_DELIVERY_DATE?: any, REQUESTED_PICKUP_DATE?: any, STATUS?: any, TRANSPORT_METHOD?: any, TRUCKING_COMPANY_ID?: any, UPDATED_AT?: any, VEHICLE_ID?: any }, ResolversTypes['OrderLegColumn']>;

export type OrderLegEventResolvers = EnumResolverSignature<{ ABORT?: any, ACKNOWLEDGE?: any, ASSIGN?: any, AT_PORT?: any, AWAIT_TAG_AND_TITLE?: any, CANCEL?: any, CLEAR?: any, CONFIRM?: any, DELIVER?: any, DRIVER_PAID?: any, FROM_STORAGE?: any, HOLD?: any, INVOICE?: any, LEFT_PORT?: any, PICK_UP?: any, PROCESS?: any, RELEASE?: any, REPAIRED?: any, REQUEST_CONFIRMATION?: any, RESCHEDULE?: any, TAG_AND_TITLE_DONE?: any, TO_REPAIR?: any, TO_STORAGE?: any, UNASSIGN?: any, UNINVOICE?: any }, ResolversTypes['OrderLegEvent']>;

export type OrderLegOrderByColumnResolvers = EnumResolverSignature<{ CONFIRMED_DELIVERY_AT?: any, CONFIRMED_PICKUP_AT?: any, CREATED_AT?: any, DRIVER_ID?: any, NUMBER?: any, REQUESTED_DELIVERY_DATE?: any, REQUESTED_PICKUP_DATE?: any, STATUS?: any, TRANSPORT_METHOD?: any, TRUCKING_COMPANY_ID?: any, UPDATED_AT?: any }, ResolversTypes['OrderLegOrderByColumn']>;

export type OrderLegPaginatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderLegPaginator'] = ResolversParentTypes['OrderLegPaginator']> = {
  data?: Resolver<Array<ResolversTypes['OrderLeg']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type OrderLegStatusResolvers = EnumResolverSignature<{ ABORTED?: any, CALL_CENTER_CONFIRMED?: any, CANCELLED?: any, CLEARED_FOR_DISPATCH?: any, CREATED?: any, DELIVERED?: any, DRIVER_PAID?: any, INVOICED?: any, IN_REPAIR?: any, IN_STORAGE?: any, IN_TRANSIT?: any, ON_HOLD?: any, PENDING_CONFIRMATION?: any, PENDING_PICKUP?: any, PORT_TRANSIT?: any, PROCESSING?: any, UNACKNOWLEDGED?: any, WAITING_ON_TAG_AND_TITLE?: any }, ResolversTypes['OrderLegStatus']>;

export type OrderListStatusResolvers = EnumResolverSignature<{ ACKNOWLEDGED?: any, ARCHIVED?: any, CLEARED_FOR_DISPATCH?: any, CLOSED?: any, CREATED?: any, DELIVERED?: any, IN_REPAIR?: any, IN_STORAGE?: any, IN_TRANSIT?: any, ON_HOLD?: any, PAID?: any, PARTIALLY_PAID?: any, PENDING_CONFIRMATION?: any, PENDING_PICKUP?: any, PROCESSING?: any, UNACKNOWLEDGED?: any, UNPAID?: any, VOID?: any, WAITING_ON_TAG_AND_TITLE?: any }, ResolversTypes['OrderListStatus']>;

export type OrderLocationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderLocation'] = ResolversParentTypes['OrderLocation']> = {
  location?: Resolver<ResolversTypes['Location'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['OrderLocationRole'], ParentType, ContextType>;
};

export type OrderLocationRoleResolvers = EnumResolverSignature<{ DESTINATION?: any, ORIGIN?: any, PRIMARY?: any, REGISTER_TO?: any, STOP?: any, TITLE_TO?: any }, ResolversTypes['OrderLocationRole']>;

export type OrderNoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderNote'] = ResolversParentTypes['OrderNote']> = {
  authorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['NoteKind'], ParentType, ContextType>;
};

export type OrderOrderByColumnResolvers = EnumResolverSignature<{ CLIENT_ID?: any, CREATED_AT?: any, LEG_COUNT?: any, NUMBER?: any, STATE?: any, UPDATED_AT?: any }, ResolversTypes['OrderOrderByColumn']>;

export type OrderPaginatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderPaginator'] = ResolversParentTypes['OrderPaginator']> = {
  data?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type OrderPriceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderPrice'] = ResolversParentTypes['OrderPrice']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lineItems?: Resolver<Array<ResolversTypes['LineItem']>, ParentType, ContextType>;
  pricedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  quote?: Resolver<Maybe<ResolversTypes['Quote']>, ParentType, ContextType>;
  quoteRevision?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['OrderPriceSource'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrderPriceSourceResolvers = EnumResolverSignature<{ QUOTE?: any, RATE_CARD?: any }, ResolversTypes['OrderPriceSource']>;

export type OrderSourceResolvers = EnumResolverSignature<{ API?: any, EMAIL?: any, PORTAL?: any, SPREADSHEET?: any, STAFF?: any }, ResolversTypes['OrderSource']>;

export type OrderStateResolvers = EnumResolverSignature<{ ACTIVE?: any, CALL_CENTER?: any, CANCELLED?: any, CLOSED?: any, DISPATCH?: any, DRAFT?: any, SETTLING?: any }, ResolversTypes['OrderState']>;

export type PaginatorInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaginatorInfo'] = ResolversParentTypes['PaginatorInfo']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currentPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  firstItem?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  hasMorePages?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastItem?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  lastPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PartyBillingItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PartyBillingItem'] = ResolversParentTypes['PartyBillingItem']> = {
  amount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  appliedAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  appliedSource?: Resolver<ResolversTypes['PriceSource'], ParentType, ContextType>;
  autoAdd?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  billingItem?: Resolver<ResolversTypes['BillingItem'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PayKindResolvers = EnumResolverSignature<{ PERCENT?: any, PER_MILE?: any, PER_MOVE?: any }, ResolversTypes['PayKind']>;

export type PayProfileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PayProfile'] = ResolversParentTypes['PayProfile']> = {
  chargebackAllowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PayKind'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PayRunResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PayRun'] = ResolversParentTypes['PayRun']> = {
  balance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  payees?: Resolver<Array<ResolversTypes['PayRunPayee']>, ParentType, ContextType>;
};

export type PayRunPayeeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PayRunPayee'] = ResolversParentTypes['PayRunPayee']> = {
  balance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  driver?: Resolver<Maybe<ResolversTypes['Driver']>, ParentType, ContextType>;
  net?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  payeeKind?: Resolver<ResolversTypes['SettlementPayeeKind'], ParentType, ContextType>;
  payeeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  settlements?: Resolver<Array<ResolversTypes['Settlement']>, ParentType, ContextType>;
  truckingCompany?: Resolver<Maybe<ResolversTypes['TruckingCompany']>, ParentType, ContextType>;
};

export type PayeeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Payee'] = ResolversParentTypes['Payee']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxIdLast4?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type Payee1099Resolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Payee1099'] = ResolversParentTypes['Payee1099']> = {
  driver?: Resolver<Maybe<ResolversTypes['Driver']>, ParentType, ContextType>;
  overThreshold?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  payeeKind?: Resolver<ResolversTypes['SettlementPayeeKind'], ParentType, ContextType>;
  payeeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  truckingCompany?: Resolver<Maybe<ResolversTypes['TruckingCompany']>, ParentType, ContextType>;
};

export type Payee1099ReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Payee1099Report'] = ResolversParentTypes['Payee1099Report']> = {
  payees?: Resolver<Array<ResolversTypes['Payee1099']>, ParentType, ContextType>;
  threshold?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PaymentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Payment'] = ResolversParentTypes['Payment']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  applications?: Resolver<Array<ResolversTypes['PaymentApplication']>, ParentType, ContextType>;
  client?: Resolver<ResolversTypes['Client'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
  receivedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unapplied?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type PaymentApplicationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentApplication'] = ResolversParentTypes['PaymentApplication']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoice?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType>;
  payment?: Resolver<ResolversTypes['Payment'], ParentType, ContextType>;
};

export type PaymentMethodResolvers = EnumResolverSignature<{ ACH?: any, CARD?: any, CASH?: any, CHECK?: any, OTHER?: any, WIRE?: any }, ResolversTypes['PaymentMethod']>;

export type PaymentTermsResolvers = EnumResolverSignature<{ DUE_ON_RECEIPT?: any, NET_7?: any, NET_10?: any, NET_15?: any, NET_30?: any, NET_45?: any, NET_60?: any, NET_90?: any }, ResolversTypes['PaymentTerms']>;

export type PersonalAccessTokenResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PersonalAccessToken'] = ResolversParentTypes['PersonalAccessToken']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PlannedLegResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlannedLeg'] = ResolversParentTypes['PlannedLeg']> = {
  afterLeg?: Resolver<Maybe<ResolversTypes['OrderLeg']>, ParentType, ContextType>;
  cost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  deadheadMiles?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  driver?: Resolver<ResolversTypes['Driver'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['DriverStart'], ParentType, ContextType>;
  leg?: Resolver<ResolversTypes['OrderLeg'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reasons?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PortalAccountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PortalAccount'] = ResolversParentTypes['PortalAccount']> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type PortalActivityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PortalActivity'] = ResolversParentTypes['PortalActivity']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  entityId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entityKind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['OrderLegStatus']>, ParentType, ContextType>;
};

export type PortalCommentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PortalComment'] = ResolversParentTypes['PortalComment']> = {
  authorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fromStaff?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type PortalHomeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PortalHome'] = ResolversParentTypes['PortalHome']> = {
  openLegsByStatus?: Resolver<Array<ResolversTypes['PortalStatusCount']>, ParentType, ContextType>;
  openOrders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quotesAwaitingAnswer?: Resolver<Array<ResolversTypes['PortalQuote']>, ParentType, ContextType>;
  recentDeliveries?: Resolver<Array<ResolversTypes['PortalOrderLeg']>, ParentType, ContextType>;
  upcoming?: Resolver<Array<ResolversTypes['PortalOrderLeg']>, ParentType, ContextType>;
};

export type PortalInvoiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PortalInvoice'] = ResolversParentTypes['PortalInvoice']> = {
  balance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dueOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issuedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['InvoiceKind'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['PortalInvoiceLine']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  paymentStatus?: Resolver<ResolversTypes['InvoicePaymentStatus'], ParentType, ContextType>;
  pdf?: Resolver<Maybe<ResolversTypes['Media']>, ParentType, ContextType>;
  poNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InvoiceStatus'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  terms?: Resolver<ResolversTypes['PaymentTerms'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type PortalInvoiceLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PortalInvoiceLine'] = ResolversParentTypes['PortalInvoiceLine']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['LineItemType'], ParentType, ContextType>;
  unitAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type PortalInvoicePaginatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PortalInvoicePaginator'] = ResolversParentTypes['PortalInvoicePaginator']> = {
  data?: Resolver<Array<ResolversTypes['PortalInvoice']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type PortalLocationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PortalLocation'] = ResolversParentTypes['PortalLocation']> = {
  address1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  address2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contactName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contactPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  county?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hours?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lat?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  lng?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stateProvince?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['LocationType'], ParentType, ContextType>;
};

export type PortalOrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PortalOrder'] = ResolversParentTypes['PortalOrder']> = {
  activity?: Resolver<Array<ResolversTypes['PortalActivity']>, ParentType, ContextType>;
  client?: Resolver<ResolversTypes['PortalAccount'], ParentType, ContextType>;
  comments?: Resolver<Array<ResolversTypes['PortalComment']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['PortalAccount']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  instructions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  invoices?: Resolver<Array<ResolversTypes['PortalInvoice']>, ParentType, ContextType>;
  legCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  legStatuses?: Resolver<Array<ResolversTypes['OrderLegStatus']>, ParentType, ContextType>;
  legs?: Resolver<Array<ResolversTypes['PortalOrderLeg']>, ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['PortalOrderLocation']>, ParentType, ContextType>;
  media?: Resolver<Array<ResolversTypes['Media']>, ParentType, ContextType, Partial<PortalOrderMediaArgs>>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentStatus?: Resolver<Maybe<ResolversTypes['InvoicePaymentStatus']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['PortalOrderPrice']>, ParentType, ContextType>;
  quote?: Resolver<Maybe<ResolversTypes['PortalQuote']>, ParentType, ContextType>;
  referenceNumbers?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['OrderSource'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['OrderState'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  vehicles?: Resolver<Array<ResolversTypes['PortalVehicle']>, ParentType, ContextType>;
};

export type PortalOrderLegResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PortalOrderLeg'] = ResolversParentTypes['PortalOrderLeg']> = {
  activity?: Resolver<Array<ResolversTypes['PortalActivity']>, ParentType, ContextType>;
  comments?: Resolver<Array<ResolversTypes['PortalComment']>, ParentType, ContextType>;
  confirmedDeliveryAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  confirmedPickupAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  deliveredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  deliveryContact?: Resolver<Maybe<ResolversTypes['LegContact']>, ParentType, ContextType>;
  destination?: Resolver<Maybe<ResolversTypes['PortalLocation']>, ParentType, ContextType>;
  distance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  driverFirstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  eta?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  holdReason?: Resolver<Maybe<ResolversTypes['LegHoldReason']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoices?: Resolver<Array<ResolversTypes['PortalInvoice']>, ParentType, ContextType>;
  media?: Resolver<Array<ResolversTypes['Media']>, ParentType, ContextType, Partial<PortalOrderLegMediaArgs>>;
  needsTagAndTitle?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['PortalOrder'], ParentType, ContextType>;
  origin?: Resolver<Maybe<ResolversTypes['PortalLocation']>, ParentType, ContextType>;
  pickedUpAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  pickupContact?: Resolver<Maybe<ResolversTypes['LegContact']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  requestedDelivery?: Resolver<ResolversTypes['DateRequest'], ParentType, ContextType>;
  requestedPickup?: Resolver<ResolversTypes['DateRequest'], ParentType, ContextType>;
  sequence?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderLegStatus'], ParentType, ContextType>;
  storageStays?: Resolver<Array<ResolversTypes['PortalStorageStay']>, ParentType, ContextType>;
  tagAndTitleDone?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  transportMethod?: Resolver<ResolversTypes['TransportMethod'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  vehicle?: Resolver<Maybe<ResolversTypes['PortalVehicle']>, ParentType, ContextType>;
};

export type PortalOrderLocationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PortalOrderLocation'] = ResolversParentTypes['PortalOrderLocation']> = {
  location?: Resolver<ResolversTypes['PortalLocation'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['OrderLocationRole'], ParentType, ContextType>;
};

export type PortalOrderPaginatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PortalOrderPaginator'] = ResolversParentTypes['PortalOrderPaginator']> = {
  data?: Resolver<Array<ResolversTypes['PortalOrder']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type PortalOrderPriceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PortalOrderPrice'] = ResolversParentTypes['PortalOrderPrice']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lineItems?: Resolver<Array<ResolversTypes['LineItem']>, ParentType, ContextType>;
  pricedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  quoteNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['OrderPriceSource'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PortalQuoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PortalQuote'] = ResolversParentTypes['PortalQuote']> = {
  availableEvents?: Resolver<Array<ResolversTypes['QuoteEvent']>, ParentType, ContextType>;
  client?: Resolver<ResolversTypes['PortalAccount'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['PortalAccount']>, ParentType, ContextType>;
  declineReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lineItems?: Resolver<Array<ResolversTypes['LineItem']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['PortalOrder']>, ParentType, ContextType>;
  request?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['QuoteStatus'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  validUntil?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PortalQuoteEventResolvers = EnumResolverSignature<{ ACCEPT?: any, DECLINE?: any }, ResolversTypes['PortalQuoteEvent']>;

export type PortalQuotePaginatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PortalQuotePaginator'] = ResolversParentTypes['PortalQuotePaginator']> = {
  data?: Resolver<Array<ResolversTypes['PortalQuote']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type PortalSearchResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PortalSearchResult'] = ResolversParentTypes['PortalSearchResult']> = {
  legs?: Resolver<Array<ResolversTypes['PortalOrderLeg']>, ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['PortalOrder']>, ParentType, ContextType>;
  quotes?: Resolver<Array<ResolversTypes['PortalQuote']>, ParentType, ContextType>;
};

export type PortalStatusCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PortalStatusCount'] = ResolversParentTypes['PortalStatusCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderLegStatus'], ParentType, ContextType>;
};

export type PortalStorageStayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PortalStorageStay'] = ResolversParentTypes['PortalStorageStay']> = {
  checkedInAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  checkedOutAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  facility?: Resolver<ResolversTypes['PortalLocation'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lineItem?: Resolver<Maybe<ResolversTypes['LineItem']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reservedFrom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reservedTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['StorageRecordStatus'], ParentType, ContextType>;
  stayDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type PortalTntPacketResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PortalTntPacket'] = ResolversParentTypes['PortalTntPacket']> = {
  districtName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  documents?: Resolver<Array<ResolversTypes['PortalTntPacketDocument']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['TntPacketKind'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paperworkStatus?: Resolver<ResolversTypes['TntPaperworkStatus'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TntPacketStatus'], ParentType, ContextType>;
  tempTagExpiresOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PortalTntPacketDocumentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PortalTntPacketDocument'] = ResolversParentTypes['PortalTntPacketDocument']> = {
  guidance?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['RequirementKind'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  media?: Resolver<Maybe<ResolversTypes['Media']>, ParentType, ContextType>;
  moves?: Resolver<Array<ResolversTypes['TntDocumentMove']>, ParentType, ContextType>;
  rejectReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['TntDocumentState'], ParentType, ContextType>;
};

export type PortalVehicleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PortalVehicle'] = ResolversParentTypes['PortalVehicle']> = {
  colour?: Resolver<Maybe<ResolversTypes['VehicleColour']>, ParentType, ContextType>;
  fuelType?: Resolver<ResolversTypes['FuelType'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  make?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  model?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  plate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  plateState?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transmission?: Resolver<ResolversTypes['Transmission'], ParentType, ContextType>;
  vehicleClass?: Resolver<Maybe<ResolversTypes['VehicleClass']>, ParentType, ContextType>;
  vin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  year?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type PreventabilityResolvers = EnumResolverSignature<{ NOT_PREVENTABLE?: any, NOT_REVIEWED?: any, PREVENTABLE?: any }, ResolversTypes['Preventability']>;

export type PriceResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PriceResult'] = ResolversParentTypes['PriceResult']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  distances?: Resolver<Array<ResolversTypes['Float']>, ParentType, ContextType>;
  lineItems?: Resolver<Array<ResolversTypes['LineItem']>, ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PriceSourceResolvers = EnumResolverSignature<{ CATALOG?: any, CLIENT?: any, CUSTOMER?: any }, ResolversTypes['PriceSource']>;

export type PublicDeliverySurveyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublicDeliverySurvey'] = ResolversParentTypes['PublicDeliverySurvey']> = {
  deliveredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  driverFirstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  operatorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  retryAfter?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['DeliverySurveyState'], ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vehicle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type QualificationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Qualification'] = ResolversParentTypes['Qualification']> = {
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reasons?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  accidentOverview?: Resolver<ResolversTypes['AccidentOverview'], ParentType, ContextType, Partial<QueryAccidentOverviewArgs>>;
  accidentRegister?: Resolver<Array<ResolversTypes['AccidentReport']>, ParentType, ContextType, Partial<QueryAccidentRegisterArgs>>;
  accidentReport?: Resolver<Maybe<ResolversTypes['AccidentReport']>, ParentType, ContextType, RequireFields<QueryAccidentReportArgs, 'id'>>;
  accidentReports?: Resolver<ResolversTypes['AccidentReportPaginator'], ParentType, ContextType, RequireFields<QueryAccidentReportsArgs, 'first' | 'page'>>;
  accountManagers?: Resolver<Array<ResolversTypes['AccountManager']>, ParentType, ContextType>;
  activeAnnouncements?: Resolver<Array<ResolversTypes['Announcement']>, ParentType, ContextType>;
  adminUser?: Resolver<Maybe<ResolversTypes['AdminUser']>, ParentType, ContextType, RequireFields<QueryAdminUserArgs, 'id'>>;
  adminUsers?: Resolver<ResolversTypes['AdminUserPaginator'], ParentType, ContextType, RequireFields<QueryAdminUsersArgs, 'first' | 'page'>>;
  alerts?: Resolver<ResolversTypes['AlertPaginator'], ParentType, ContextType, RequireFields<QueryAlertsArgs, 'first' | 'page'>>;
  billingItem?: Resolver<Maybe<ResolversTypes['BillingItem']>, ParentType, ContextType, RequireFields<QueryBillingItemArgs, 'id'>>;
  billingItems?: Resolver<ResolversTypes['BillingItemPaginator'], ParentType, ContextType, RequireFields<QueryBillingItemsArgs, 'first' | 'page'>>;
  booksAccounts?: Resolver<ResolversTypes['BooksAccounts'], ParentType, ContextType>;
  booksExportPreview?: Resolver<ResolversTypes['BooksExportPreview'], ParentType, ContextType, RequireFields<QueryBooksExportPreviewArgs, 'format' | 'from' | 'includeExported' | 'to'>>;
  booksExports?: Resolver<ResolversTypes['BooksExportPaginator'], ParentType, ContextType, RequireFields<QueryBooksExportsArgs, 'first' | 'page'>>;
  callCenterCallbacks?: Resolver<ResolversTypes['CommunicationEntryPaginator'], ParentType, ContextType, RequireFields<QueryCallCenterCallbacksArgs, 'first' | 'page'>>;
  callCenterCallsToday?: Resolver<ResolversTypes['CommunicationEntryPaginator'], ParentType, ContextType, RequireFields<QueryCallCenterCallsTodayArgs, 'first' | 'page' | 'userId'>>;
  callCenterLegs?: Resolver<ResolversTypes['CallCenterLegPaginator'], ParentType, ContextType, RequireFields<QueryCallCenterLegsArgs, 'first' | 'page' | 'queue'>>;
  callCenterOverview?: Resolver<ResolversTypes['CallCenterOverview'], ParentType, ContextType>;
  callCenterTeam?: Resolver<Array<ResolversTypes['CallCenterMember']>, ParentType, ContextType>;
  client?: Resolver<Maybe<ResolversTypes['Client']>, ParentType, ContextType, RequireFields<QueryClientArgs, 'id'>>;
  clientCredit?: Resolver<ResolversTypes['ClientCredit'], ParentType, ContextType, RequireFields<QueryClientCreditArgs, 'clientId'>>;
  clientHealth?: Resolver<ResolversTypes['ClientHealth'], ParentType, ContextType, RequireFields<QueryClientHealthArgs, 'clientId'>>;
  clientRelationsOverview?: Resolver<Array<ResolversTypes['ClientRelationsAccount']>, ParentType, ContextType, RequireFields<QueryClientRelationsOverviewArgs, 'accountManager'>>;
  clients?: Resolver<ResolversTypes['ClientPaginator'], ParentType, ContextType, RequireFields<QueryClientsArgs, 'first' | 'page'>>;
  communicationContacts?: Resolver<Array<ResolversTypes['CommunicationContact']>, ParentType, ContextType, RequireFields<QueryCommunicationContactsArgs, 'subject'>>;
  communicationLog?: Resolver<ResolversTypes['CommunicationEntryPaginator'], ParentType, ContextType, RequireFields<QueryCommunicationLogArgs, 'first' | 'page' | 'subject'>>;
  conditionReport?: Resolver<Maybe<ResolversTypes['ConditionReport']>, ParentType, ContextType, RequireFields<QueryConditionReportArgs, 'id'>>;
  conditionReports?: Resolver<ResolversTypes['ConditionReportPaginator'], ParentType, ContextType, RequireFields<QueryConditionReportsArgs, 'first' | 'page'>>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType, RequireFields<QueryCustomerArgs, 'id'>>;
  customers?: Resolver<ResolversTypes['CustomerPaginator'], ParentType, ContextType, RequireFields<QueryCustomersArgs, 'first' | 'page'>>;
  dashboard?: Resolver<ResolversTypes['DashboardSummary'], ParentType, ContextType>;
  decodeVin?: Resolver<ResolversTypes['VinDecode'], ParentType, ContextType, RequireFields<QueryDecodeVinArgs, 'vin'>>;
  defaultTariffRates?: Resolver<Array<ResolversTypes['TariffRate']>, ParentType, ContextType>;
  deliverySurveys?: Resolver<Array<ResolversTypes['DeliverySurvey']>, ParentType, ContextType, Partial<QueryDeliverySurveysArgs>>;
  demoData?: Resolver<ResolversTypes['DemoData'], ParentType, ContextType>;
  dispatchBoard?: Resolver<ResolversTypes['DispatchBoardPaginator'], ParentType, ContextType, RequireFields<QueryDispatchBoardArgs, 'first' | 'page'>>;
  dispatchDrivers?: Resolver<ResolversTypes['DispatchDriverPaginator'], ParentType, ContextType, RequireFields<QueryDispatchDriversArgs, 'first' | 'page'>>;
  dispatchMap?: Resolver<ResolversTypes['DispatchMap'], ParentType, ContextType, RequireFields<QueryDispatchMapArgs, 'limit'>>;
  district?: Resolver<Maybe<ResolversTypes['District']>, ParentType, ContextType, RequireFields<QueryDistrictArgs, 'stateProvince'>>;
  districtOfficeChoices?: Resolver<Array<ResolversTypes['Location']>, ParentType, ContextType, RequireFields<QueryDistrictOfficeChoicesArgs, 'stateProvince'>>;
  districtRequirements?: Resolver<Array<ResolversTypes['DistrictRequirement']>, ParentType, ContextType, RequireFields<QueryDistrictRequirementsArgs, 'stateProvince'>>;
  districts?: Resolver<ResolversTypes['DistrictPaginator'], ParentType, ContextType, RequireFields<QueryDistrictsArgs, 'first' | 'page'>>;
  documentType?: Resolver<Maybe<ResolversTypes['DocumentType']>, ParentType, ContextType, RequireFields<QueryDocumentTypeArgs, 'id'>>;
  documentTypeChoices?: Resolver<Array<ResolversTypes['DocumentType']>, ParentType, ContextType, RequireFields<QueryDocumentTypeChoicesArgs, 'appliesTo'>>;
  documentTypes?: Resolver<ResolversTypes['DocumentTypePaginator'], ParentType, ContextType, RequireFields<QueryDocumentTypesArgs, 'first' | 'page'>>;
  driver?: Resolver<Maybe<ResolversTypes['Driver']>, ParentType, ContextType, RequireFields<QueryDriverArgs, 'id'>>;
  driverFlight?: Resolver<Maybe<ResolversTypes['DriverFlight']>, ParentType, ContextType, RequireFields<QueryDriverFlightArgs, 'id'>>;
  driverFlights?: Resolver<ResolversTypes['DriverFlightPaginator'], ParentType, ContextType, RequireFields<QueryDriverFlightsArgs, 'first' | 'includeCancelled' | 'page'>>;
  driverQualification?: Resolver<ResolversTypes['Qualification'], ParentType, ContextType, RequireFields<QueryDriverQualificationArgs, 'driverId' | 'legId'>>;
  driverReceipts?: Resolver<Array<ResolversTypes['DriverReceipt']>, ParentType, ContextType, RequireFields<QueryDriverReceiptsArgs, 'first'>>;
  driverRental?: Resolver<Maybe<ResolversTypes['DriverRental']>, ParentType, ContextType, RequireFields<QueryDriverRentalArgs, 'id'>>;
  driverRentals?: Resolver<ResolversTypes['DriverRentalPaginator'], ParentType, ContextType, RequireFields<QueryDriverRentalsArgs, 'first' | 'includeCancelled' | 'page'>>;
  driverSuggestions?: Resolver<ResolversTypes['DriverSuggestions'], ParentType, ContextType, RequireFields<QueryDriverSuggestionsArgs, 'first' | 'legId'>>;
  drivers?: Resolver<ResolversTypes['DriverPaginator'], ParentType, ContextType, RequireFields<QueryDriversArgs, 'first' | 'page'>>;
  expenseItem?: Resolver<Maybe<ResolversTypes['ExpenseItem']>, ParentType, ContextType, RequireFields<QueryExpenseItemArgs, 'id'>>;
  expenseItems?: Resolver<ResolversTypes['ExpenseItemPaginator'], ParentType, ContextType, RequireFields<QueryExpenseItemsArgs, 'first' | 'page'>>;
  fuelRate?: Resolver<Maybe<ResolversTypes['FuelRate']>, ParentType, ContextType, RequireFields<QueryFuelRateArgs, 'id'>>;
  fuelRateOn?: Resolver<Maybe<ResolversTypes['FuelRate']>, ParentType, ContextType, RequireFields<QueryFuelRateOnArgs, 'date'>>;
  fuelRates?: Resolver<ResolversTypes['FuelRatePaginator'], ParentType, ContextType, RequireFields<QueryFuelRatesArgs, 'first' | 'page'>>;
  geocodePostalCode?: Resolver<Maybe<ResolversTypes['Geocode']>, ParentType, ContextType, RequireFields<QueryGeocodePostalCodeArgs, 'country' | 'postalCode'>>;
  helpDeskLegs?: Resolver<ResolversTypes['HelpDeskLegPaginator'], ParentType, ContextType, RequireFields<QueryHelpDeskLegsArgs, 'first' | 'page'>>;
  helpDeskOverview?: Resolver<ResolversTypes['HelpDeskOverview'], ParentType, ContextType>;
  hub?: Resolver<Maybe<ResolversTypes['Hub']>, ParentType, ContextType, RequireFields<QueryHubArgs, 'id'>>;
  hubList?: Resolver<ResolversTypes['HubPaginator'], ParentType, ContextType, RequireFields<QueryHubListArgs, 'first' | 'page'>>;
  hubs?: Resolver<Array<ResolversTypes['Hub']>, ParentType, ContextType>;
  iftaDecalYears?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  iftaDecals?: Resolver<ResolversTypes['IftaDecalPaginator'], ParentType, ContextType, RequireFields<QueryIftaDecalsArgs, 'first' | 'page'>>;
  iftaRates?: Resolver<Array<ResolversTypes['IftaRate']>, ParentType, ContextType, RequireFields<QueryIftaRatesArgs, 'quarter'>>;
  invoice?: Resolver<Maybe<ResolversTypes['Invoice']>, ParentType, ContextType, RequireFields<QueryInvoiceArgs, 'id'>>;
  invoiceBillingItems?: Resolver<Array<ResolversTypes['InvoiceBillingItem']>, ParentType, ContextType>;
  invoiceByNumber?: Resolver<Maybe<ResolversTypes['Invoice']>, ParentType, ContextType, RequireFields<QueryInvoiceByNumberArgs, 'number'>>;
  invoices?: Resolver<ResolversTypes['InvoicePaginator'], ParentType, ContextType, RequireFields<QueryInvoicesArgs, 'first' | 'page'>>;
  location?: Resolver<Maybe<ResolversTypes['Location']>, ParentType, ContextType, RequireFields<QueryLocationArgs, 'id'>>;
  locations?: Resolver<ResolversTypes['LocationPaginator'], ParentType, ContextType, RequireFields<QueryLocationsArgs, 'first' | 'page'>>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  mentionSuggestions?: Resolver<Array<ResolversTypes['MentionSuggestion']>, ParentType, ContextType, RequireFields<QueryMentionSuggestionsArgs, 'first' | 'search'>>;
  myDriverReceipts?: Resolver<Array<ResolversTypes['DriverReceipt']>, ParentType, ContextType, RequireFields<QueryMyDriverReceiptsArgs, 'first'>>;
  mySettlements?: Resolver<ResolversTypes['SettlementPaginator'], ParentType, ContextType, RequireFields<QueryMySettlementsArgs, 'first' | 'page'>>;
  notificationSettings?: Resolver<ResolversTypes['NotificationSettings'], ParentType, ContextType>;
  notifications?: Resolver<ResolversTypes['NotificationPaginator'], ParentType, ContextType, RequireFields<QueryNotificationsArgs, 'first' | 'page'>>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  orderByNumber?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderByNumberArgs, 'number'>>;
  orderLeg?: Resolver<Maybe<ResolversTypes['OrderLeg']>, ParentType, ContextType, RequireFields<QueryOrderLegArgs, 'id'>>;
  orderLegByNumber?: Resolver<Maybe<ResolversTypes['OrderLeg']>, ParentType, ContextType, RequireFields<QueryOrderLegByNumberArgs, 'number'>>;
  orderLegs?: Resolver<ResolversTypes['OrderLegPaginator'], ParentType, ContextType, RequireFields<QueryOrderLegsArgs, 'first' | 'page'>>;
  orders?: Resolver<ResolversTypes['OrderPaginator'], ParentType, ContextType, RequireFields<QueryOrdersArgs, 'first' | 'page'>>;
  payRun?: Resolver<ResolversTypes['PayRun'], ParentType, ContextType>;
  payee1099?: Resolver<ResolversTypes['Payee1099Report'], ParentType, ContextType, RequireFields<QueryPayee1099Args, 'year'>>;
  payment?: Resolver<Maybe<ResolversTypes['Payment']>, ParentType, ContextType, RequireFields<QueryPaymentArgs, 'id'>>;
  payments?: Resolver<Array<ResolversTypes['Payment']>, ParentType, ContextType, RequireFields<QueryPaymentsArgs, 'first'>>;
  personalAccessTokens?: Resolver<Array<ResolversTypes['PersonalAccessToken']>, ParentType, ContextType>;
  ping?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  planDispatchDay?: Resolver<ResolversTypes['DispatchPlan'], ParentType, ContextType, RequireFields<QueryPlanDispatchDayArgs, 'legIds'>>;
  portalHome?: Resolver<ResolversTypes['PortalHome'], ParentType, ContextType>;
  portalInvoice?: Resolver<Maybe<ResolversTypes['PortalInvoice']>, ParentType, ContextType, RequireFields<QueryPortalInvoiceArgs, 'id'>>;
  portalInvoices?: Resolver<ResolversTypes['PortalInvoicePaginator'], ParentType, ContextType, RequireFields<QueryPortalInvoicesArgs, 'first' | 'page'>>;
  portalLocations?: Resolver<Array<ResolversTypes['PortalLocation']>, ParentType, ContextType, RequireFields<QueryPortalLocationsArgs, 'first'>>;
  portalOrder?: Resolver<Maybe<ResolversTypes['PortalOrder']>, ParentType, ContextType, RequireFields<QueryPortalOrderArgs, 'id'>>;
  portalOrderByNumber?: Resolver<Maybe<ResolversTypes['PortalOrder']>, ParentType, ContextType, RequireFields<QueryPortalOrderByNumberArgs, 'number'>>;
  portalOrderLeg?: Resolver<Maybe<ResolversTypes['PortalOrderLeg']>, ParentType, ContextType, RequireFields<QueryPortalOrderLegArgs, 'id'>>;
  portalOrderLegByNumber?: Resolver<Maybe<ResolversTypes['PortalOrderLeg']>, ParentType, ContextType, RequireFields<QueryPortalOrderLegByNumberArgs, 'number'>>;
  portalOrders?: Resolver<ResolversTypes['PortalOrderPaginator'], ParentType, ContextType, RequireFields<QueryPortalOrdersArgs, 'first' | 'page'>>;
  portalPriceQuote?: Resolver<ResolversTypes['PriceResult'], ParentType, ContextType, RequireFields<QueryPortalPriceQuoteArgs, 'input'>>;
  portalQuote?: Resolver<Maybe<ResolversTypes['PortalQuote']>, ParentType, ContextType, RequireFields<QueryPortalQuoteArgs, 'id'>>;
  portalQuoteByNumber?: Resolver<Maybe<ResolversTypes['PortalQuote']>, ParentType, ContextType, RequireFields<QueryPortalQuoteByNumberArgs, 'number'>>;
  portalQuotes?: Resolver<ResolversTypes['PortalQuotePaginator'], ParentType, ContextType, RequireFields<QueryPortalQuotesArgs, 'first' | 'page'>>;
  portalSearch?: Resolver<ResolversTypes['PortalSearchResult'], ParentType, ContextType, RequireFields<QueryPortalSearchArgs, 'first' | 'query'>>;
  portalTntPackets?: Resolver<Array<ResolversTypes['PortalTntPacket']>, ParentType, ContextType, RequireFields<QueryPortalTntPacketsArgs, 'orderId'>>;
  preference?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType, RequireFields<QueryPreferenceArgs, 'key'>>;
  previewFuelRateImport?: Resolver<ResolversTypes['FuelRateImport'], ParentType, ContextType, RequireFields<QueryPreviewFuelRateImportArgs, 'csv'>>;
  priceQuote?: Resolver<ResolversTypes['PriceResult'], ParentType, ContextType, RequireFields<QueryPriceQuoteArgs, 'input'>>;
  publicDeliverySurvey?: Resolver<ResolversTypes['PublicDeliverySurvey'], ParentType, ContextType, RequireFields<QueryPublicDeliverySurveyArgs, 'token'>>;
  quote?: Resolver<Maybe<ResolversTypes['Quote']>, ParentType, ContextType, RequireFields<QueryQuoteArgs, 'id'>>;
  quoteByNumber?: Resolver<Maybe<ResolversTypes['Quote']>, ParentType, ContextType, RequireFields<QueryQuoteByNumberArgs, 'number'>>;
  quotes?: Resolver<ResolversTypes['QuotePaginator'], ParentType, ContextType, RequireFields<QueryQuotesArgs, 'first' | 'page'>>;
  readyToBillLegs?: Resolver<Array<ResolversTypes['ReadyToBillGroup']>, ParentType, ContextType, RequireFields<QueryReadyToBillLegsArgs, 'first'>>;
  receiptExpenseItems?: Resolver<Array<ResolversTypes['ExpenseItem']>, ParentType, ContextType>;
  repair?: Resolver<Maybe<ResolversTypes['Repair']>, ParentType, ContextType, RequireFields<QueryRepairArgs, 'id'>>;
  repairs?: Resolver<ResolversTypes['RepairPaginator'], ParentType, ContextType, RequireFields<QueryRepairsArgs, 'first' | 'page'>>;
  reportRun?: Resolver<ResolversTypes['ReportRun'], ParentType, ContextType, RequireFields<QueryReportRunArgs, 'id'>>;
  requirementTypes?: Resolver<ResolversTypes['RequirementTypePaginator'], ParentType, ContextType, RequireFields<QueryRequirementTypesArgs, 'first' | 'page'>>;
  safetyOverview?: Resolver<ResolversTypes['SafetyOverview'], ParentType, ContextType, RequireFields<QuerySafetyOverviewArgs, 'withinDays'>>;
  searchConfig?: Resolver<ResolversTypes['SearchConfig'], ParentType, ContextType>;
  settlement?: Resolver<Maybe<ResolversTypes['Settlement']>, ParentType, ContextType, RequireFields<QuerySettlementArgs, 'id'>>;
  settlements?: Resolver<ResolversTypes['SettlementPaginator'], ParentType, ContextType, RequireFields<QuerySettlementsArgs, 'first' | 'page'>>;
  spreadsheetImport?: Resolver<Maybe<ResolversTypes['SpreadsheetImport']>, ParentType, ContextType, RequireFields<QuerySpreadsheetImportArgs, 'id'>>;
  spreadsheetImportTemplate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  spreadsheetImportTemplateXlsx?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  staffUsers?: Resolver<Array<ResolversTypes['StaffUser']>, ParentType, ContextType, RequireFields<QueryStaffUsersArgs, 'first'>>;
  storageFacilities?: Resolver<ResolversTypes['StorageFacilityPaginator'], ParentType, ContextType, RequireFields<QueryStorageFacilitiesArgs, 'first' | 'page'>>;
  storageFacility?: Resolver<Maybe<ResolversTypes['StorageFacility']>, ParentType, ContextType, RequireFields<QueryStorageFacilityArgs, 'id'>>;
  storageOccupancy?: Resolver<Array<ResolversTypes['StorageOccupancyDay']>, ParentType, ContextType, RequireFields<QueryStorageOccupancyArgs, 'facilityId' | 'from' | 'to'>>;
  storageRecord?: Resolver<Maybe<ResolversTypes['StorageRecord']>, ParentType, ContextType, RequireFields<QueryStorageRecordArgs, 'id'>>;
  storageRecords?: Resolver<ResolversTypes['StorageRecordPaginator'], ParentType, ContextType, RequireFields<QueryStorageRecordsArgs, 'first' | 'page'>>;
  storageToday?: Resolver<ResolversTypes['StorageToday'], ParentType, ContextType, Partial<QueryStorageTodayArgs>>;
  tags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType>;
  tariffSample?: Resolver<ResolversTypes['TariffSample'], ParentType, ContextType, RequireFields<QueryTariffSampleArgs, 'input'>>;
  tasks?: Resolver<Array<ResolversTypes['Task']>, ParentType, ContextType, RequireFields<QueryTasksArgs, 'all'>>;
  tenantSettings?: Resolver<ResolversTypes['TenantSettings'], ParentType, ContextType>;
  tntPacket?: Resolver<Maybe<ResolversTypes['TntPacket']>, ParentType, ContextType, RequireFields<QueryTntPacketArgs, 'id'>>;
  tntPackets?: Resolver<ResolversTypes['TntPacketPaginator'], ParentType, ContextType, RequireFields<QueryTntPacketsArgs, 'first' | 'page'>>;
  tntPacketsOfOrder?: Resolver<Array<ResolversTypes['TntPacket']>, ParentType, ContextType, RequireFields<QueryTntPacketsOfOrderArgs, 'orderId'>>;
  tntWorkQueue?: Resolver<ResolversTypes['TntWorkQueue'], ParentType, ContextType, RequireFields<QueryTntWorkQueueArgs, 'days' | 'first'>>;
  transportPlate?: Resolver<Maybe<ResolversTypes['TransportPlate']>, ParentType, ContextType, RequireFields<QueryTransportPlateArgs, 'id'>>;
  transportPlateLegChoices?: Resolver<Array<ResolversTypes['OrderLeg']>, ParentType, ContextType>;
  transportPlates?: Resolver<ResolversTypes['TransportPlatePaginator'], ParentType, ContextType, RequireFields<QueryTransportPlatesArgs, 'first' | 'page'>>;
  truckingCompanies?: Resolver<ResolversTypes['TruckingCompanyPaginator'], ParentType, ContextType, RequireFields<QueryTruckingCompaniesArgs, 'first' | 'page'>>;
  truckingCompany?: Resolver<Maybe<ResolversTypes['TruckingCompany']>, ParentType, ContextType, RequireFields<QueryTruckingCompanyArgs, 'id'>>;
  unit?: Resolver<Maybe<ResolversTypes['Unit']>, ParentType, ContextType, RequireFields<QueryUnitArgs, 'id'>>;
  units?: Resolver<ResolversTypes['UnitPaginator'], ParentType, ContextType, RequireFields<QueryUnitsArgs, 'first' | 'page'>>;
  unreadNotificationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unsettledLegs?: Resolver<Array<ResolversTypes['UnsettledGroup']>, ParentType, ContextType, RequireFields<QueryUnsettledLegsArgs, 'first'>>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  vehicle?: Resolver<Maybe<ResolversTypes['Vehicle']>, ParentType, ContextType, RequireFields<QueryVehicleArgs, 'id'>>;
  vehicleCustody?: Resolver<Array<ResolversTypes['ConditionReport']>, ParentType, ContextType, RequireFields<QueryVehicleCustodyArgs, 'vehicleId'>>;
  vehicles?: Resolver<ResolversTypes['VehiclePaginator'], ParentType, ContextType, RequireFields<QueryVehiclesArgs, 'first' | 'page'>>;
};

export type QuoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Quote'] = ResolversParentTypes['Quote']> = {
  activity?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  availableEvents?: Resolver<Array<ResolversTypes['QuoteEvent']>, ParentType, ContextType>;
  client?: Resolver<ResolversTypes['Client'], ParentType, ContextType>;
  comments?: Resolver<Array<ResolversTypes['Comment']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  declineReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  eventOptions?: Resolver<Array<ResolversTypes['EventOption']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lineItems?: Resolver<Array<ResolversTypes['LineItem']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  request?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  revision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['OrderSource'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['QuoteStatus'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  validUntil?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QuoteColumnResolvers = EnumResolverSignature<{ CLIENT_ID?: any, CREATED_AT?: any, CUSTOMER_ID?: any, ID?: any, NUMBER?: any, STATUS?: any, TOTAL?: any, UPDATED_AT?: any, VALID_UNTIL?: any }, ResolversTypes['QuoteColumn']>;

export type QuoteEventResolvers = EnumResolverSignature<{ ACCEPT?: any, CONFIRM?: any, DECLINE?: any, EXPIRE?: any, REVISE?: any }, ResolversTypes['QuoteEvent']>;

export type QuoteOrderByColumnResolvers = EnumResolverSignature<{ CREATED_AT?: any, NUMBER?: any, STATUS?: any, TOTAL?: any, UPDATED_AT?: any, VALID_UNTIL?: any }, ResolversTypes['QuoteOrderByColumn']>;

export type QuotePaginatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuotePaginator'] = ResolversParentTypes['QuotePaginator']> = {
  data?: Resolver<Array<ResolversTypes['Quote']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type QuoteStatusResolvers = EnumResolverSignature<{ ACCEPTED?: any, CONFIRMED?: any, DECLINED?: any, EXPIRED?: any, PENDING?: any }, ResolversTypes['QuoteStatus']>;

export type ReadyToBillGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReadyToBillGroup'] = ResolversParentTypes['ReadyToBillGroup']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  client?: Resolver<ResolversTypes['Client'], ParentType, ContextType>;
  invoiceFrequency?: Resolver<ResolversTypes['InvoiceFrequency'], ParentType, ContextType>;
  legs?: Resolver<Array<ResolversTypes['ReadyToBillLeg']>, ParentType, ContextType>;
  poRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ReadyToBillLegResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReadyToBillLeg'] = ResolversParentTypes['ReadyToBillLeg']> = {
  amount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  blockers?: Resolver<Array<ResolversTypes['InvoiceBlocker']>, ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  deliveredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  leg?: Resolver<ResolversTypes['OrderLeg'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
};

export type RebateTierResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RebateTier'] = ResolversParentTypes['RebateTier']> = {
  minLegs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rateBp?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RecordableResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Recordable'] = ResolversParentTypes['Recordable']> = {
  reasons?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  recordable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type RecoverySourceResolvers = EnumResolverSignature<{ DRIVER_CHARGEBACK?: any, INSURANCE?: any, THIRD_PARTY?: any, TRUCKING_COMPANY_CLAIM?: any }, ResolversTypes['RecoverySource']>;

export type RefusalKindResolvers = EnumResolverSignature<{ RECORD?: any, ROLE?: any }, ResolversTypes['RefusalKind']>;

export type ReimbursementStatusResolvers = EnumResolverSignature<{ NOT_SUBMITTED?: any, PENDING?: any, REIMBURSED?: any }, ResolversTypes['ReimbursementStatus']>;

export type RepairResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Repair'] = ResolversParentTypes['Repair']> = {
  activity?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  approvedAmount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  chargebackAllowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  declineReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  driver?: Resolver<Maybe<ResolversTypes['Driver']>, ParentType, ContextType>;
  estimateAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  eventOptions?: Resolver<Array<ResolversTypes['EventOption']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceAmount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  invoiceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  leg?: Resolver<Maybe<ResolversTypes['OrderLeg']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recoveries?: Resolver<Array<ResolversTypes['RepairRecovery']>, ParentType, ContextType>;
  repairOrderNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  report?: Resolver<Maybe<ResolversTypes['AccidentReport']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RepairStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  vehicle?: Resolver<Maybe<ResolversTypes['Vehicle']>, ParentType, ContextType>;
  vendorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vendorPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RepairEventResolvers = EnumResolverSignature<{ APPROVE?: any, CLOSE?: any, DECLINE?: any, INVOICE_RECEIVED?: any, START?: any }, ResolversTypes['RepairEvent']>;

export type RepairPaginatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RepairPaginator'] = ResolversParentTypes['RepairPaginator']> = {
  data?: Resolver<Array<ResolversTypes['Repair']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type RepairRecoveryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RepairRecovery'] = ResolversParentTypes['RepairRecovery']> = {
  amountClaimed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  amountRecovered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  claimNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  party?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['RecoverySource'], ParentType, ContextType>;
};

export type RepairStatusResolvers = EnumResolverSignature<{ APPROVED?: any, CLOSED?: any, DECLINED?: any, ESTIMATE?: any, INVOICED?: any, IN_PROGRESS?: any }, ResolversTypes['RepairStatus']>;

export type ReportRunResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReportRun'] = ResolversParentTypes['ReportRun']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  csvUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  done?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  params?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  report?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  result?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReportRunStatus'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReportRunStatusResolvers = EnumResolverSignature<{ DONE?: any, FAILED?: any, RUNNING?: any }, ResolversTypes['ReportRunStatus']>;

export type RequirementConditionResolvers = EnumResolverSignature<{ ALWAYS?: any, LIEN_ON_TITLE?: any, NEW_VEHICLE?: any, OUT_OF_STATE_TITLE?: any, OWNER_NOT_SIGNING?: any, USED_VEHICLE?: any }, ResolversTypes['RequirementCondition']>;

export type RequirementKindResolvers = EnumResolverSignature<{ BILL_OF_SALE?: any, FEE?: any, ID?: any, INSPECTION?: any, INSURANCE?: any, LIEN_RELEASE?: any, MSO_MCO?: any, ODOMETER_DISCLOSURE?: any, POWER_OF_ATTORNEY?: any, TITLE?: any }, ResolversTypes['RequirementKind']>;

export type RequirementTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RequirementType'] = ResolversParentTypes['RequirementType']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  districtCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inspectionKind?: Resolver<Maybe<ResolversTypes['InspectionKind']>, ParentType, ContextType>;
  inspects?: Resolver<Array<ResolversTypes['InspectionCheck']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['RequirementKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RequirementTypePaginatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RequirementTypePaginator'] = ResolversParentTypes['RequirementTypePaginator']> = {
  data?: Resolver<Array<ResolversTypes['RequirementType']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type RoleResolvers = EnumResolverSignature<{ ACCIDENT_INCIDENT_MGMT?: any, ACCOUNTING?: any, ACCOUNTING_LEAD?: any, ADMIN?: any, BILLING?: any, BILLING_LEAD?: any, CALL_CENTER?: any, CALL_CENTER_LEAD?: any, CLIENT?: any, CLIENT_RELATIONS?: any, CLIENT_RELATIONS_LEAD?: any, CUSTOMER?: any, DISPATCH?: any, DISPATCH_LEAD?: any, DRIVER?: any, DRIVER_SAFETY?: any, HELP_DESK?: any, MEMBER?: any, STORAGE?: any, STORAGE_LEAD?: any, TAG_TITLE?: any, TAG_TITLE_LEAD?: any }, ResolversTypes['Role']>;

export type SqlOperatorResolvers = EnumResolverSignature<{ BETWEEN?: any, EQ?: any, GT?: any, GTE?: any, IN?: any, IS_NOT_NULL?: any, IS_NULL?: any, LIKE?: any, LT?: any, LTE?: any, NEQ?: any, NOT_BETWEEN?: any, NOT_IN?: any, NOT_LIKE?: any }, ResolversTypes['SQLOperator']>;

export type SafetyOverviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SafetyOverview'] = ResolversParentTypes['SafetyOverview']> = {
  decalYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  decalsInStock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expiringInsurance?: Resolver<Array<ResolversTypes['ExpiringInsurance']>, ParentType, ContextType>;
  expiringPlates?: Resolver<Array<ResolversTypes['TransportPlate']>, ParentType, ContextType>;
  missingPlates?: Resolver<Array<ResolversTypes['TransportPlate']>, ParentType, ContextType>;
};

export type SearchConfigResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchConfig'] = ResolversParentTypes['SearchConfig']> = {
  appId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hosts?: Resolver<Array<ResolversTypes['SearchHost']>, ParentType, ContextType>;
  indices?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SearchHostResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchHost'] = ResolversParentTypes['SearchHost']> = {
  protocol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SettlementResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Settlement'] = ResolversParentTypes['Settlement']> = {
  activity?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deductionTotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  deductions?: Resolver<Array<ResolversTypes['SettlementLine']>, ParentType, ContextType>;
  driver?: Resolver<Maybe<ResolversTypes['Driver']>, ParentType, ContextType>;
  earnings?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  earningsYearToDate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  escrowBalance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  eventOptions?: Resolver<Array<ResolversTypes['EventOption']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  legs?: Resolver<Array<ResolversTypes['SettlementLeg']>, ParentType, ContextType>;
  net?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  payeeKind?: Resolver<ResolversTypes['SettlementPayeeKind'], ParentType, ContextType>;
  payeeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['SettlementPayment']>, ParentType, ContextType>;
  periodFrom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  periodTo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reimbursementTotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  reimbursements?: Resolver<Array<ResolversTypes['SettlementLine']>, ParentType, ContextType>;
  statement?: Resolver<Maybe<ResolversTypes['Media']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SettlementStatus'], ParentType, ContextType>;
  truckingCompany?: Resolver<Maybe<ResolversTypes['TruckingCompany']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SettlementDeductionKindResolvers = EnumResolverSignature<{ ADVANCE?: any, CHARGEBACK?: any, ESCROW?: any, FUEL_CARD?: any, OTHER?: any }, ResolversTypes['SettlementDeductionKind']>;

export type SettlementEventResolvers = EnumResolverSignature<{ OPEN?: any }, ResolversTypes['SettlementEvent']>;

export type SettlementExpenseTypeResolvers = EnumResolverSignature<{ DRIVER_DOWN_TIME?: any, DRIVER_INVOICE?: any, DRIVER_PAY?: any, FUEL?: any, HOTEL?: any, OTHER?: any, RENTAL_CAR?: any, REPAIRS?: any, SERVICE?: any, STORAGE?: any, TAG_AND_TITLE?: any, TOLL?: any, TRAVEL?: any }, ResolversTypes['SettlementExpenseType']>;

export type SettlementLegResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SettlementLeg'] = ResolversParentTypes['SettlementLeg']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  heldFrom?: Resolver<Maybe<ResolversTypes['SettlementLegStatus']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  leg?: Resolver<ResolversTypes['OrderLeg'], ParentType, ContextType>;
  miles?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  payKind?: Resolver<ResolversTypes['PayKind'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  ratedBill?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  settlement?: Resolver<ResolversTypes['Settlement'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SettlementLegStatus'], ParentType, ContextType>;
  vin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SettlementLegStatusResolvers = EnumResolverSignature<{ CREATED?: any, DRIVER_PAID?: any, ON_HOLD?: any, PENDING_FINAL_PAYMENT?: any, PENDING_PRELOAD?: any, PROCESSING?: any }, ResolversTypes['SettlementLegStatus']>;

export type SettlementLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SettlementLine'] = ResolversParentTypes['SettlementLine']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deductionKind?: Resolver<Maybe<ResolversTypes['SettlementDeductionKind']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expenseType?: Resolver<Maybe<ResolversTypes['SettlementExpenseType']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  receipt?: Resolver<Maybe<ResolversTypes['DriverReceipt']>, ParentType, ContextType>;
};

export type SettlementPaginatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SettlementPaginator'] = ResolversParentTypes['SettlementPaginator']> = {
  data?: Resolver<Array<ResolversTypes['Settlement']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type SettlementPayeeKindResolvers = EnumResolverSignature<{ DRIVER?: any, TRUCKING_COMPANY?: any }, ResolversTypes['SettlementPayeeKind']>;

export type SettlementPaymentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SettlementPayment'] = ResolversParentTypes['SettlementPayment']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paidOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['SettlementPaymentType'], ParentType, ContextType>;
};

export type SettlementPaymentTypeResolvers = EnumResolverSignature<{ ADVANCE?: any, DRIVER_EXPENSES?: any, DRIVER_PAY?: any, DRIVER_PAY_REVERSAL?: any, PRELOAD?: any, SAFETY_DEPOSIT?: any }, ResolversTypes['SettlementPaymentType']>;

export type SettlementRefusalResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SettlementRefusal'] = ResolversParentTypes['SettlementRefusal']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SettlementStatusResolvers = EnumResolverSignature<{ DRAFT?: any, OPEN?: any, PAID?: any }, ResolversTypes['SettlementStatus']>;

export type SignatureResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Signature'] = ResolversParentTypes['Signature']> = {
  image?: Resolver<Maybe<ResolversTypes['ConditionPhoto']>, ParentType, ContextType>;
  latitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  longitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  signedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type SortOrderResolvers = EnumResolverSignature<{ ASC?: any, DESC?: any }, ResolversTypes['SortOrder']>;

export type SpreadsheetImportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SpreadsheetImport'] = ResolversParentTypes['SpreadsheetImport']> = {
  columns?: Resolver<Array<ResolversTypes['SpreadsheetImportColumn']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errorCsv?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  failedRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  format?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  headers?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  importedRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  problems?: Resolver<Array<ResolversTypes['SpreadsheetImportProblem']>, ParentType, ContextType, Partial<SpreadsheetImportProblemsArgs>>;
  processedRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SpreadsheetImportStatus'], ParentType, ContextType>;
  totalRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  validRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SpreadsheetImportColumnResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SpreadsheetImportColumn'] = ResolversParentTypes['SpreadsheetImportColumn']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  header?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SpreadsheetImportProblemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SpreadsheetImportProblem'] = ResolversParentTypes['SpreadsheetImportProblem']> = {
  messages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  row?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SpreadsheetImportStatusResolvers = EnumResolverSignature<{ CHECKED?: any, CHECKING?: any, DONE?: any, FAILED?: any, IMPORTING?: any, UPLOADED?: any }, ResolversTypes['SpreadsheetImportStatus']>;

export type StaffUserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StaffUser'] = ResolversParentTypes['StaffUser']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StorageBookingModeResolvers = EnumResolverSignature<{ ON_DEMAND?: any, RESERVATION_ONLY?: any }, ResolversTypes['StorageBookingMode']>;

export type StorageChargeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StorageCharge'] = ResolversParentTypes['StorageCharge']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  asOf?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  chargedDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  closedDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  freeDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minimumApplied?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  months?: Resolver<Array<ResolversTypes['StorageChargeMonth']>, ParentType, ContextType>;
  rateCard?: Resolver<ResolversTypes['StorageRateCard'], ParentType, ContextType>;
  stayDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StorageChargeMonthResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StorageChargeMonth'] = ResolversParentTypes['StorageChargeMonth']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  capped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StorageClosureResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StorageClosure'] = ResolversParentTypes['StorageClosure']> = {
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StorageContactResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StorageContact'] = ResolversParentTypes['StorageContact']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['StorageContactKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StorageContactKindResolvers = EnumResolverSignature<{ ALTERNATE?: any, EMERGENCY?: any, PRIMARY?: any }, ResolversTypes['StorageContactKind']>;

export type StorageFacilityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StorageFacility'] = ResolversParentTypes['StorageFacility']> = {
  bookingMode?: Resolver<ResolversTypes['StorageBookingMode'], ParentType, ContextType>;
  capacity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  closures?: Resolver<Array<ResolversTypes['StorageClosure']>, ParentType, ContextType>;
  contacts?: Resolver<Array<ResolversTypes['StorageContact']>, ParentType, ContextType>;
  hours?: Resolver<Array<ResolversTypes['StorageHours']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['Location'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notes?: Resolver<Array<ResolversTypes['StorageNote']>, ParentType, ContextType>;
  onSite?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rateCards?: Resolver<Array<ResolversTypes['StorageRateCard']>, ParentType, ContextType>;
  stateProvince?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StorageFacilityPaginatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StorageFacilityPaginator'] = ResolversParentTypes['StorageFacilityPaginator']> = {
  data?: Resolver<Array<ResolversTypes['StorageFacility']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type StorageHoursResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StorageHours'] = ResolversParentTypes['StorageHours']> = {
  closed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  closesAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  opensAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  weekday?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StorageKeyLogEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StorageKeyLogEntry'] = ResolversParentTypes['StorageKeyLogEntry']> = {
  equipmentStatus?: Resolver<ResolversTypes['KeyEquipmentStatus'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  keyTag?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextStatuses?: Resolver<Array<ResolversTypes['KeyEquipmentStatus']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  returnedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  takenAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  takenBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StorageMovementKindResolvers = EnumResolverSignature<{ CLIENT_IN?: any, CLIENT_OUT?: any, LEGWORK_IN?: any, LEGWORK_OUT?: any, STORAGE?: any }, ResolversTypes['StorageMovementKind']>;

export type StorageNoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StorageNote'] = ResolversParentTypes['StorageNote']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['StorageNoteKind'], ParentType, ContextType>;
};

export type StorageNoteKindResolvers = EnumResolverSignature<{ GENERAL?: any, SPECIAL_INSTRUCTIONS?: any }, ResolversTypes['StorageNoteKind']>;

export type StorageOccupancyDayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StorageOccupancyDay'] = ResolversParentTypes['StorageOccupancyDay']> = {
  capacity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  occupied?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StorageRateCardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StorageRateCard'] = ResolversParentTypes['StorageRateCard']> = {
  billClosedDays?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  client?: Resolver<Maybe<ResolversTypes['Client']>, ParentType, ContextType>;
  dailyRate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  freeDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  minimumCharge?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  monthlyCap?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StorageRecordResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StorageRecord'] = ResolversParentTypes['StorageRecord']> = {
  activity?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  cancelReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  charge?: Resolver<Maybe<ResolversTypes['StorageCharge']>, ParentType, ContextType>;
  checkInReport?: Resolver<Maybe<ResolversTypes['ConditionReport']>, ParentType, ContextType>;
  checkOutReport?: Resolver<Maybe<ResolversTypes['ConditionReport']>, ParentType, ContextType>;
  checkedInAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  checkedOutAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  client?: Resolver<Maybe<ResolversTypes['Client']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  eventOptions?: Resolver<Array<ResolversTypes['EventOption']>, ParentType, ContextType>;
  facility?: Resolver<ResolversTypes['StorageFacility'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  keyCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  keyLog?: Resolver<Array<ResolversTypes['StorageKeyLogEntry']>, ParentType, ContextType>;
  keyTag?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  leg?: Resolver<Maybe<ResolversTypes['OrderLeg']>, ParentType, ContextType>;
  lineItem?: Resolver<Maybe<ResolversTypes['LineItem']>, ParentType, ContextType>;
  lockBoxSlot?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  movementKind?: Resolver<ResolversTypes['StorageMovementKind'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  problemFrom?: Resolver<Maybe<ResolversTypes['StorageRecordStatus']>, ParentType, ContextType>;
  problemReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reservedFrom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reservedTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  spot?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['StorageRecordStatus'], ParentType, ContextType>;
  storageType?: Resolver<ResolversTypes['StorageType'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  vehicle?: Resolver<Maybe<ResolversTypes['Vehicle']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StorageRecordEventResolvers = EnumResolverSignature<{ CANCEL?: any, CHECK_IN?: any, CHECK_OUT?: any, COMPLETE?: any, REPORT_PROBLEM?: any, RESOLVE_PROBLEM?: any }, ResolversTypes['StorageRecordEvent']>;

export type StorageRecordPaginatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StorageRecordPaginator'] = ResolversParentTypes['StorageRecordPaginator']> = {
  data?: Resolver<Array<ResolversTypes['StorageRecord']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type StorageRecordStatusResolvers = EnumResolverSignature<{ CANCELLED?: any, COMPLETED?: any, PICKED_UP?: any, PROBLEM?: any, RESERVED?: any, RETURNED?: any }, ResolversTypes['StorageRecordStatus']>;

export type StorageTodayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StorageToday'] = ResolversParentTypes['StorageToday']> = {
  arrivals?: Resolver<Array<ResolversTypes['StorageRecord']>, ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  departures?: Resolver<Array<ResolversTypes['StorageRecord']>, ParentType, ContextType>;
  problems?: Resolver<Array<ResolversTypes['StorageRecord']>, ParentType, ContextType>;
};

export type StorageTypeResolvers = EnumResolverSignature<{ ORDER?: any, STORAGE?: any }, ResolversTypes['StorageType']>;

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  accidentReportChanged?: SubscriptionResolver<ResolversTypes['AccidentReport'], "accidentReportChanged", ParentType, ContextType>;
  communicationEntryChanged?: SubscriptionResolver<ResolversTypes['CommunicationEntry'], "communicationEntryChanged", ParentType, ContextType, RequireFields<SubscriptionCommunicationEntryChangedArgs, 'subject'>>;
  conditionReportChanged?: SubscriptionResolver<ResolversTypes['ConditionReport'], "conditionReportChanged", ParentType, ContextType>;
  invoiceChanged?: SubscriptionResolver<ResolversTypes['Invoice'], "invoiceChanged", ParentType, ContextType>;
  notificationCreated?: SubscriptionResolver<ResolversTypes['Notification'], "notificationCreated", ParentType, ContextType>;
  orderChanged?: SubscriptionResolver<ResolversTypes['Order'], "orderChanged", ParentType, ContextType>;
  orderLegChanged?: SubscriptionResolver<ResolversTypes['OrderLeg'], "orderLegChanged", ParentType, ContextType>;
  portalOrderLegChanged?: SubscriptionResolver<ResolversTypes['PortalOrderLeg'], "portalOrderLegChanged", ParentType, ContextType>;
  portalQuoteChanged?: SubscriptionResolver<ResolversTypes['PortalQuote'], "portalQuoteChanged", ParentType, ContextType>;
  quoteChanged?: SubscriptionResolver<ResolversTypes['Quote'], "quoteChanged", ParentType, ContextType>;
  repairChanged?: SubscriptionResolver<ResolversTypes['Repair'], "repairChanged", ParentType, ContextType>;
  settlementChanged?: SubscriptionResolver<ResolversTypes['Settlement'], "settlementChanged", ParentType, ContextType>;
  storageRecordChanged?: SubscriptionResolver<ResolversTypes['StorageRecord'], "storageRecordChanged", ParentType, ContextType>;
  tntPacketChanged?: SubscriptionResolver<ResolversTypes['TntPacket'], "tntPacketChanged", ParentType, ContextType>;
};

export type TagResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Tag'] = ResolversParentTypes['Tag']> = {
  clientCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  colour?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  legCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TagColourResolvers = EnumResolverSignature<{ BLUE?: any, GRAY?: any, GREEN?: any, ORANGE?: any, PINK?: any, PURPLE?: any, RED?: any, TEAL?: any, YELLOW?: any }, ResolversTypes['TagColour']>;

export type TariffRateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TariffRate'] = ResolversParentTypes['TariffRate']> = {
  distanceFrom?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  distanceTo?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  effectiveFrom?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  effectiveTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inForce?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  minimum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ratePerZone?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  transportMethod?: Resolver<ResolversTypes['TransportMethod'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  vehicleClass?: Resolver<Maybe<ResolversTypes['VehicleClass']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TariffSampleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TariffSample'] = ResolversParentTypes['TariffSample']> = {
  after?: Resolver<ResolversTypes['PriceResult'], ParentType, ContextType>;
  before?: Resolver<ResolversTypes['PriceResult'], ParentType, ContextType>;
  distance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  pickupDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TaskResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Task'] = ResolversParentTypes['Task']> = {
  assigneeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  assigneeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  assigneeRole?: Resolver<Maybe<ResolversTypes['Role']>, ParentType, ContextType>;
  createdByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  doneAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  dueAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  remindMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  remindedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TaskStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TaskStatusResolvers = EnumResolverSignature<{ DONE?: any, OPEN?: any }, ResolversTypes['TaskStatus']>;

export type TenantResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Tenant'] = ResolversParentTypes['Tenant']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dimensionUnit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  distanceUnit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fuelUnit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weightUnit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zoneSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TenantSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TenantSettings'] = ResolversParentTypes['TenantSettings']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currencyLocked?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fuelBasePrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  fuelEconomy?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  remitTo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tenant?: Resolver<ResolversTypes['Tenant'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TntDocumentMoveResolvers = EnumResolverSignature<{ ACCEPT?: any, RECEIVE?: any, REJECT?: any }, ResolversTypes['TntDocumentMove']>;

export type TntDocumentStateResolvers = EnumResolverSignature<{ ACCEPTED?: any, MISSING?: any, RECEIVED?: any, REJECTED?: any }, ResolversTypes['TntDocumentState']>;

export type TntPacketResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TntPacket'] = ResolversParentTypes['TntPacket']> = {
  activity?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  carrier?: Resolver<Maybe<ResolversTypes['TntShippingCarrier']>, ParentType, ContextType>;
  checklistOpen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  county?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  districtName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  documents?: Resolver<Array<ResolversTypes['TntPacketDocument']>, ParentType, ContextType>;
  eventOptions?: Resolver<Array<ResolversTypes['EventOption']>, ParentType, ContextType>;
  feeTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fees?: Resolver<Array<ResolversTypes['TntPacketFee']>, ParentType, ContextType>;
  heldFrom?: Resolver<Maybe<ResolversTypes['TntPacketStatus']>, ParentType, ContextType>;
  holdReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['TntPacketKind'], ParentType, ContextType>;
  legs?: Resolver<Array<ResolversTypes['OrderLeg']>, ParentType, ContextType>;
  missingDocuments?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  modelYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  paperworkStatus?: Resolver<ResolversTypes['TntPaperworkStatus'], ParentType, ContextType>;
  recipient?: Resolver<Maybe<ResolversTypes['TntShippingRecipient']>, ParentType, ContextType>;
  recipientName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  registerTo?: Resolver<Maybe<ResolversTypes['Location']>, ParentType, ContextType>;
  stateProvince?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TntPacketStatus'], ParentType, ContextType>;
  tempTagDaysLeft?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  tempTagExpiresOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tempTagIssuedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tempTagNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  titleTo?: Resolver<Maybe<ResolversTypes['Location']>, ParentType, ContextType>;
  trackingNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transport?: Resolver<Maybe<ResolversTypes['TntTransport']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  vehicle?: Resolver<Maybe<ResolversTypes['Vehicle']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TntPacketDocumentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TntPacketDocument'] = ResolversParentTypes['TntPacketDocument']> = {
  guidance?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['RequirementKind'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  media?: Resolver<Maybe<ResolversTypes['Media']>, ParentType, ContextType>;
  moves?: Resolver<Array<ResolversTypes['TntDocumentMove']>, ParentType, ContextType>;
  receivedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  receivedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rejectReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requirementTypeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reviewedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  reviewedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['TntDocumentState'], ParentType, ContextType>;
};

export type TntPacketEventResolvers = EnumResolverSignature<{ APPROVE?: any, CLEAR?: any, COMPLETE?: any, DELIVER?: any, HOLD?: any, PICK_UP?: any, PROCESS?: any, RECEIVE_PACKET?: any, RELEASE?: any, REPORT_COMPLETE?: any, SHIP?: any }, ResolversTypes['TntPacketEvent']>;

export type TntPacketFeeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TntPacketFee'] = ResolversParentTypes['TntPacketFee']> = {
  amount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requirementTypeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type TntPacketKindResolvers = EnumResolverSignature<{ TAG_AND_TITLE?: any, TEMP_TAG?: any }, ResolversTypes['TntPacketKind']>;

export type TntPacketPaginatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TntPacketPaginator'] = ResolversParentTypes['TntPacketPaginator']> = {
  data?: Resolver<Array<ResolversTypes['TntPacket']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type TntPacketStatusResolvers = EnumResolverSignature<{ APPROVED?: any, CLEARED_FOR_DISPATCH?: any, COMPLETED?: any, CREATED?: any, DELIVERED?: any, ON_HOLD?: any, PACKET_PICKED_UP?: any, PACKET_RECEIVED?: any, PROCESSING?: any, REPORTED_COMPLETE?: any, SHIPPED?: any }, ResolversTypes['TntPacketStatus']>;

export type TntPaperworkStatusResolvers = EnumResolverSignature<{ PENDING?: any, RECEIVED?: any, SENT?: any }, ResolversTypes['TntPaperworkStatus']>;

export type TntShippingCarrierResolvers = EnumResolverSignature<{ FEDEX?: any, LOCAL_PICKUP?: any, OTHER?: any, UPS?: any, USPS?: any }, ResolversTypes['TntShippingCarrier']>;

export type TntShippingRecipientResolvers = EnumResolverSignature<{ AGENCY?: any, DRIVER?: any, OTHER?: any }, ResolversTypes['TntShippingRecipient']>;

export type TntTransportResolvers = EnumResolverSignature<{ DRIVEN?: any, DTB?: any, TRUCKED?: any, TT_ONLY?: any }, ResolversTypes['TntTransport']>;

export type TntWorkQueueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TntWorkQueue'] = ResolversParentTypes['TntWorkQueue']> = {
  documentsMissing?: Resolver<Array<ResolversTypes['TntPacket']>, ParentType, ContextType>;
  documentsMissingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tempTagsExpiring?: Resolver<Array<ResolversTypes['TntPacket']>, ParentType, ContextType>;
  tempTagsExpiringCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  waitingLegCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  waitingLegs?: Resolver<Array<ResolversTypes['OrderLeg']>, ParentType, ContextType>;
};

export type TransmissionResolvers = EnumResolverSignature<{ AUTOMATIC?: any, MANUAL?: any, UNKNOWN?: any }, ResolversTypes['Transmission']>;

export type TransportMethodResolvers = EnumResolverSignature<{ CLIENT_IN?: any, DRIVEN?: any, TOW?: any, TRUCKED?: any }, ResolversTypes['TransportMethod']>;

export type TransportPlateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TransportPlate'] = ResolversParentTypes['TransportPlate']> = {
  assignments?: Resolver<Array<ResolversTypes['TransportPlateAssignment']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  current?: Resolver<Maybe<ResolversTypes['TransportPlateAssignment']>, ParentType, ContextType>;
  expiresOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  missingReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  missingReportedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  missingSince?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  moves?: Resolver<Array<ResolversTypes['TransportPlateMove']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reportDueOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TransportPlateStatus'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['TransportPlateType'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TransportPlateAssignmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TransportPlateAssignment'] = ResolversParentTypes['TransportPlateAssignment']> = {
  driver?: Resolver<Maybe<ResolversTypes['Driver']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  leg?: Resolver<Maybe<ResolversTypes['OrderLeg']>, ParentType, ContextType>;
  outAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  vehicle?: Resolver<Maybe<ResolversTypes['Vehicle']>, ParentType, ContextType>;
  vin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TransportPlateMoveResolvers = EnumResolverSignature<{ ASSIGN?: any, CHECK_IN?: any, DESTROY?: any, MARK_MISSING?: any }, ResolversTypes['TransportPlateMove']>;

export type TransportPlatePaginatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TransportPlatePaginator'] = ResolversParentTypes['TransportPlatePaginator']> = {
  data?: Resolver<Array<ResolversTypes['TransportPlate']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type TransportPlateStatusResolvers = EnumResolverSignature<{ ASSIGNED?: any, DESTROYED?: any, IN_HOUSE?: any, MISSING?: any }, ResolversTypes['TransportPlateStatus']>;

export type TransportPlateTypeResolvers = EnumResolverSignature<{ DEALER?: any, MANUFACTURER?: any, TRANSPORTER?: any }, ResolversTypes['TransportPlateType']>;

export type TrashedResolvers = EnumResolverSignature<{ ONLY?: any, WITH?: any, WITHOUT?: any }, ResolversTypes['Trashed']>;

export type TravelExpenseKindResolvers = EnumResolverSignature<{ RENTAL_CAR?: any, TRAVEL?: any }, ResolversTypes['TravelExpenseKind']>;

export type TravelPurposeResolvers = EnumResolverSignature<{ BETWEEN_LEGS?: any, RETURN_HOME?: any, TO_PICKUP?: any }, ResolversTypes['TravelPurpose']>;

export type TruckingCompanyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TruckingCompany'] = ResolversParentTypes['TruckingCompany']> = {
  cargoInsurance?: Resolver<ResolversTypes['Insurance'], ParentType, ContextType>;
  contacts?: Resolver<Array<ResolversTypes['TruckingCompanyContact']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  drivers?: Resolver<Array<ResolversTypes['Driver']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  legalName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  liabilityInsurance?: Resolver<ResolversTypes['Insurance'], ParentType, ContextType>;
  mcNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payProfile?: Resolver<Maybe<ResolversTypes['PayProfile']>, ParentType, ContextType>;
  payee?: Resolver<ResolversTypes['Payee'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  usdotNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  users?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TruckingCompanyContactResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TruckingCompanyContact'] = ResolversParentTypes['TruckingCompanyContact']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fullName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ContactType'], ParentType, ContextType>;
};

export type TruckingCompanyOrderByColumnResolvers = EnumResolverSignature<{ CREATED_AT?: any, DISPLAY_NAME?: any }, ResolversTypes['TruckingCompanyOrderByColumn']>;

export type TruckingCompanyPaginatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TruckingCompanyPaginator'] = ResolversParentTypes['TruckingCompanyPaginator']> = {
  data?: Resolver<Array<ResolversTypes['TruckingCompany']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type UnitResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Unit'] = ResolversParentTypes['Unit']> = {
  axles?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  combinedWeightLb?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  driver?: Resolver<Maybe<ResolversTypes['Driver']>, ParentType, ContextType>;
  fuelType?: Resolver<ResolversTypes['FuelType'], ParentType, ContextType>;
  grossWeightLb?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ifta?: Resolver<ResolversTypes['IftaQualification'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['UnitKind'], ParentType, ContextType>;
  legs?: Resolver<ResolversTypes['OrderLegPaginator'], ParentType, ContextType, RequireFields<UnitLegsArgs, 'first' | 'page'>>;
  make?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  model?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  plate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  plateState?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unitNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  year?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type UnitKindResolvers = EnumResolverSignature<{ CAR_HAULER?: any, OTHER?: any, PICKUP?: any, TOW_TRUCK?: any, TRACTOR?: any }, ResolversTypes['UnitKind']>;

export type UnitOrderByColumnResolvers = EnumResolverSignature<{ CREATED_AT?: any, UNIT_NUMBER?: any }, ResolversTypes['UnitOrderByColumn']>;

export type UnitPaginatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UnitPaginator'] = ResolversParentTypes['UnitPaginator']> = {
  data?: Resolver<Array<ResolversTypes['Unit']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type UnplannedLegResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UnplannedLeg'] = ResolversParentTypes['UnplannedLeg']> = {
  leg?: Resolver<ResolversTypes['OrderLeg'], ParentType, ContextType>;
  reasons?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UnsettledGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UnsettledGroup'] = ResolversParentTypes['UnsettledGroup']> = {
  driver?: Resolver<Maybe<ResolversTypes['Driver']>, ParentType, ContextType>;
  legs?: Resolver<Array<ResolversTypes['UnsettledLeg']>, ParentType, ContextType>;
  payeeKind?: Resolver<ResolversTypes['SettlementPayeeKind'], ParentType, ContextType>;
  payeeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  truckingCompany?: Resolver<Maybe<ResolversTypes['TruckingCompany']>, ParentType, ContextType>;
};

export type UnsettledLegResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UnsettledLeg'] = ResolversParentTypes['UnsettledLeg']> = {
  deliveredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  leg?: Resolver<ResolversTypes['OrderLeg'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  clients?: Resolver<Array<ResolversTypes['Client']>, ParentType, ContextType>;
  contact?: Resolver<Maybe<ResolversTypes['Contact']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customers?: Resolver<Array<ResolversTypes['Customer']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailVerifiedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  media?: Resolver<Array<ResolversTypes['Media']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  searchKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tenants?: Resolver<Array<ResolversTypes['Tenant']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UserInvitationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserInvitation'] = ResolversParentTypes['UserInvitation']> = {
  invitedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  invitedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  linkExpiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type UserLinkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserLink'] = ResolversParentTypes['UserLink']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VehicleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Vehicle'] = ResolversParentTypes['Vehicle']> = {
  activity?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  client?: Resolver<Maybe<ResolversTypes['Client']>, ParentType, ContextType>;
  colour?: Resolver<Maybe<ResolversTypes['VehicleColour']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  fuelType?: Resolver<ResolversTypes['FuelType'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  keys?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  legs?: Resolver<Array<ResolversTypes['OrderLeg']>, ParentType, ContextType>;
  make?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  model?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  odometer?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  plate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  plateState?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transmission?: Resolver<ResolversTypes['Transmission'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  vehicleClass?: Resolver<Maybe<ResolversTypes['VehicleClass']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  year?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type VehicleClassResolvers = EnumResolverSignature<{ FULL_SIZE?: any, HEAVY_DUTY?: any, LIGHT_DUTY?: any, MED_DUTY?: any, OTHER?: any, SEDAN?: any, TRAILER?: any }, ResolversTypes['VehicleClass']>;

export type VehicleColourResolvers = EnumResolverSignature<{ BLACK?: any, BLUE?: any, BROWN?: any, GOLD?: any, GRAY?: any, GREEN?: any, ORANGE?: any, OTHER?: any, RED?: any, SILVER?: any, WHITE?: any }, ResolversTypes['VehicleColour']>;

export type VehicleColumnResolvers = EnumResolverSignature<{ CLIENT_ID?: any, CREATED_AT?: any, FUEL_TYPE?: any, ID?: any, MAKE?: any, MODEL?: any, VEHICLE_CLASS?: any, VIN?: any, YEAR?: any }, ResolversTypes['VehicleColumn']>;

export type VehicleDamageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VehicleDamage'] = ResolversParentTypes['VehicleDamage']> = {
  area?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  newSinceLastCustody?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  photos?: Resolver<Array<ResolversTypes['ConditionPhoto']>, ParentType, ContextType>;
  preExisting?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  severity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  x?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  y?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type VehiclePaginatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VehiclePaginator'] = ResolversParentTypes['VehiclePaginator']> = {
  data?: Resolver<Array<ResolversTypes['Vehicle']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type VinDecodeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VinDecode'] = ResolversParentTypes['VinDecode']> = {
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fuelType?: Resolver<Maybe<ResolversTypes['FuelType']>, ParentType, ContextType>;
  make?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  model?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  valid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  vehicleClass?: Resolver<Maybe<ResolversTypes['VehicleClass']>, ParentType, ContextType>;
  vin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  year?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type WashTypeResolvers = EnumResolverSignature<{ DETAIL?: any, EXECUTIVE_WASH?: any, NONE?: any, STANDARD_WASH?: any }, ResolversTypes['WashType']>;

export type Resolvers<ContextType = GraphQLContext> = {
  AccidentLegAction?: AccidentLegActionResolvers;
  AccidentMonth?: AccidentMonthResolvers<ContextType>;
  AccidentOverview?: AccidentOverviewResolvers<ContextType>;
  AccidentParty?: AccidentPartyResolvers<ContextType>;
  AccidentReport?: AccidentReportResolvers<ContextType>;
  AccidentReportMove?: AccidentReportMoveResolvers;
  AccidentReportPaginator?: AccidentReportPaginatorResolvers<ContextType>;
  AccidentReportStatus?: AccidentReportStatusResolvers;
  AccidentWeather?: AccidentWeatherResolvers;
  AccidentWitness?: AccidentWitnessResolvers<ContextType>;
  AccountManager?: AccountManagerResolvers<ContextType>;
  AccountManagerScope?: AccountManagerScopeResolvers;
  AccountMove?: AccountMoveResolvers;
  AdminUser?: AdminUserResolvers<ContextType>;
  AdminUserMove?: AdminUserMoveResolvers;
  AdminUserOrderByColumn?: AdminUserOrderByColumnResolvers;
  AdminUserPaginator?: AdminUserPaginatorResolvers<ContextType>;
  AdminUserStatus?: AdminUserStatusResolvers;
  AgingBucket?: AgingBucketResolvers;
  Alert?: AlertResolvers<ContextType>;
  AlertPaginator?: AlertPaginatorResolvers<ContextType>;
  AlertPriority?: AlertPriorityResolvers;
  Announcement?: AnnouncementResolvers<ContextType>;
  AuditAction?: AuditActionResolvers;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuditEntryPaginator?: AuditEntryPaginatorResolvers<ContextType>;
  BillingItem?: BillingItemResolvers<ContextType>;
  BillingItemOrderByColumn?: BillingItemOrderByColumnResolvers;
  BillingItemPaginator?: BillingItemPaginatorResolvers<ContextType>;
  BillingItemUnit?: BillingItemUnitResolvers;
  BlockedDriver?: BlockedDriverResolvers<ContextType>;
  BooksAccounts?: BooksAccountsResolvers<ContextType>;
  BooksExport?: BooksExportResolvers<ContextType>;
  BooksExportFormat?: BooksExportFormatResolvers;
  BooksExportPaginator?: BooksExportPaginatorResolvers<ContextType>;
  BooksExportPreview?: BooksExportPreviewResolvers<ContextType>;
  BooksIncomeAccount?: BooksIncomeAccountResolvers<ContextType>;
  BooksKindSummary?: BooksKindSummaryResolvers<ContextType>;
  BooksRecordKind?: BooksRecordKindResolvers;
  CallCenterCallCount?: CallCenterCallCountResolvers<ContextType>;
  CallCenterDay?: CallCenterDayResolvers;
  CallCenterLeg?: CallCenterLegResolvers<ContextType>;
  CallCenterLegPaginator?: CallCenterLegPaginatorResolvers<ContextType>;
  CallCenterMember?: CallCenterMemberResolvers<ContextType>;
  CallCenterOverview?: CallCenterOverviewResolvers<ContextType>;
  CallCenterQueue?: CallCenterQueueResolvers;
  CatalogItemMove?: CatalogItemMoveResolvers;
  CatalogItemStatus?: CatalogItemStatusResolvers;
  Client?: ClientResolvers<ContextType>;
  ClientColumn?: ClientColumnResolvers;
  ClientContact?: ClientContactResolvers<ContextType>;
  ClientCredit?: ClientCreditResolvers<ContextType>;
  ClientHealth?: ClientHealthResolvers<ContextType>;
  ClientInvoicing?: ClientInvoicingResolvers<ContextType>;
  ClientIssue?: ClientIssueResolvers<ContextType>;
  ClientIssueKind?: ClientIssueKindResolvers;
  ClientPaginator?: ClientPaginatorResolvers<ContextType>;
  ClientRelationsAccount?: ClientRelationsAccountResolvers<ContextType>;
  ClientStatus?: ClientStatusResolvers;
  Comment?: CommentResolvers<ContextType>;
  CommentEntityKind?: CommentEntityKindResolvers;
  CommunicationChannel?: CommunicationChannelResolvers;
  CommunicationContact?: CommunicationContactResolvers<ContextType>;
  CommunicationDirection?: CommunicationDirectionResolvers;
  CommunicationEntry?: CommunicationEntryResolvers<ContextType>;
  CommunicationEntryPaginator?: CommunicationEntryPaginatorResolvers<ContextType>;
  CommunicationOutcome?: CommunicationOutcomeResolvers;
  CommunicationSubjectKind?: CommunicationSubjectKindResolvers;
  CommunicationTemplate?: CommunicationTemplateResolvers;
  ConditionPhoto?: ConditionPhotoResolvers<ContextType>;
  ConditionPhotoKind?: ConditionPhotoKindResolvers;
  ConditionReport?: ConditionReportResolvers<ContextType>;
  ConditionReportDirection?: ConditionReportDirectionResolvers;
  ConditionReportEvent?: ConditionReportEventResolvers;
  ConditionReportPaginator?: ConditionReportPaginatorResolvers<ContextType>;
  ConditionReportStatus?: ConditionReportStatusResolvers;
  Contact?: ContactResolvers<ContextType>;
  ContactFormReceipt?: ContactFormReceiptResolvers<ContextType>;
  ContactType?: ContactTypeResolvers;
  CreditApplication?: CreditApplicationResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  CustomerColumn?: CustomerColumnResolvers;
  CustomerPaginator?: CustomerPaginatorResolvers<ContextType>;
  DashboardSummary?: DashboardSummaryResolvers<ContextType>;
  DateMode?: DateModeResolvers;
  DateRequest?: DateRequestResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DeliverySurvey?: DeliverySurveyResolvers<ContextType>;
  DeliverySurveyState?: DeliverySurveyStateResolvers;
  DeliverySurveyTag?: DeliverySurveyTagResolvers;
  DemoData?: DemoDataResolvers<ContextType>;
  DemoDataHoldings?: DemoDataHoldingsResolvers<ContextType>;
  DemoDataJob?: DemoDataJobResolvers<ContextType>;
  DemoDataJobKind?: DemoDataJobKindResolvers;
  DemoDataJobStatus?: DemoDataJobStatusResolvers;
  DispatchBoardPaginator?: DispatchBoardPaginatorResolvers<ContextType>;
  DispatchBoardRow?: DispatchBoardRowResolvers<ContextType>;
  DispatchDriverPaginator?: DispatchDriverPaginatorResolvers<ContextType>;
  DispatchDriverRow?: DispatchDriverRowResolvers<ContextType>;
  DispatchMap?: DispatchMapResolvers<ContextType>;
  DispatchMapLeg?: DispatchMapLegResolvers<ContextType>;
  DispatchPlan?: DispatchPlanResolvers<ContextType>;
  District?: DistrictResolvers<ContextType>;
  DistrictCountry?: DistrictCountryResolvers;
  DistrictLevel?: DistrictLevelResolvers;
  DistrictNote?: DistrictNoteResolvers<ContextType>;
  DistrictPaginator?: DistrictPaginatorResolvers<ContextType>;
  DistrictRequirement?: DistrictRequirementResolvers<ContextType>;
  DocumentTarget?: DocumentTargetResolvers;
  DocumentType?: DocumentTypeResolvers<ContextType>;
  DocumentTypeOrderByColumn?: DocumentTypeOrderByColumnResolvers;
  DocumentTypePaginator?: DocumentTypePaginatorResolvers<ContextType>;
  Driver?: DriverResolvers<ContextType>;
  DriverCandidate?: DriverCandidateResolvers<ContextType>;
  DriverContact?: DriverContactResolvers<ContextType>;
  DriverContactType?: DriverContactTypeResolvers;
  DriverEmployment?: DriverEmploymentResolvers;
  DriverFlight?: DriverFlightResolvers<ContextType>;
  DriverFlightPaginator?: DriverFlightPaginatorResolvers<ContextType>;
  DriverOrderByColumn?: DriverOrderByColumnResolvers;
  DriverPaginator?: DriverPaginatorResolvers<ContextType>;
  DriverPosition?: DriverPositionResolvers<ContextType>;
  DriverReceipt?: DriverReceiptResolvers<ContextType>;
  DriverReceiptDecision?: DriverReceiptDecisionResolvers;
  DriverReceiptStatus?: DriverReceiptStatusResolvers;
  DriverRental?: DriverRentalResolvers<ContextType>;
  DriverRentalPaginator?: DriverRentalPaginatorResolvers<ContextType>;
  DriverStart?: DriverStartResolvers;
  DriverStatus?: DriverStatusResolvers;
  DriverSuggestions?: DriverSuggestionsResolvers<ContextType>;
  DscVisibility?: DscVisibilityResolvers<ContextType>;
  EventOption?: EventOptionResolvers<ContextType>;
  ExpenseItem?: ExpenseItemResolvers<ContextType>;
  ExpenseItemOrderByColumn?: ExpenseItemOrderByColumnResolvers;
  ExpenseItemPaginator?: ExpenseItemPaginatorResolvers<ContextType>;
  ExpiringInsurance?: ExpiringInsuranceResolvers<ContextType>;
  File?: GraphQLScalarType;
  FuelLevel?: FuelLevelResolvers;
  FuelRate?: FuelRateResolvers<ContextType>;
  FuelRateImport?: FuelRateImportResolvers<ContextType>;
  FuelRateImportError?: FuelRateImportErrorResolvers<ContextType>;
  FuelRateImportRow?: FuelRateImportRowResolvers<ContextType>;
  FuelRateOrderByColumn?: FuelRateOrderByColumnResolvers;
  FuelRatePaginator?: FuelRatePaginatorResolvers<ContextType>;
  FuelType?: FuelTypeResolvers;
  GeoPoint?: GeoPointResolvers<ContextType>;
  Geocode?: GeocodeResolvers<ContextType>;
  GeocodeSource?: GeocodeSourceResolvers;
  HelpDeskCause?: HelpDeskCauseResolvers<ContextType>;
  HelpDeskDamageDay?: HelpDeskDamageDayResolvers<ContextType>;
  HelpDeskLeg?: HelpDeskLegResolvers<ContextType>;
  HelpDeskLegPaginator?: HelpDeskLegPaginatorResolvers<ContextType>;
  HelpDeskOverview?: HelpDeskOverviewResolvers<ContextType>;
  HelpDeskReason?: HelpDeskReasonResolvers;
  HelpDeskReasonCount?: HelpDeskReasonCountResolvers<ContextType>;
  Hub?: HubResolvers<ContextType>;
  HubOrderByColumn?: HubOrderByColumnResolvers;
  HubPaginator?: HubPaginatorResolvers<ContextType>;
  IftaDecal?: IftaDecalResolvers<ContextType>;
  IftaDecalMove?: IftaDecalMoveResolvers;
  IftaDecalPaginator?: IftaDecalPaginatorResolvers<ContextType>;
  IftaDecalStatus?: IftaDecalStatusResolvers;
  IftaQualification?: IftaQualificationResolvers<ContextType>;
  IftaRate?: IftaRateResolvers<ContextType>;
  IncidentKind?: IncidentKindResolvers;
  InspectionCheck?: InspectionCheckResolvers;
  InspectionItem?: InspectionItemResolvers<ContextType>;
  InspectionItemCode?: InspectionItemCodeResolvers;
  InspectionKind?: InspectionKindResolvers;
  InspectionObstruction?: InspectionObstructionResolvers;
  InspectionResult?: InspectionResultResolvers;
  Insurance?: InsuranceResolvers<ContextType>;
  InteriorCondition?: InteriorConditionResolvers;
  Invoice?: InvoiceResolvers<ContextType>;
  InvoiceAgingSummary?: InvoiceAgingSummaryResolvers<ContextType>;
  InvoiceBillingItem?: InvoiceBillingItemResolvers<ContextType>;
  InvoiceBlocker?: InvoiceBlockerResolvers;
  InvoiceEvent?: InvoiceEventResolvers;
  InvoiceFrequency?: InvoiceFrequencyResolvers;
  InvoiceKind?: InvoiceKindResolvers;
  InvoiceLine?: InvoiceLineResolvers<ContextType>;
  InvoiceLineSourceKind?: InvoiceLineSourceKindResolvers;
  InvoiceOrderByColumn?: InvoiceOrderByColumnResolvers;
  InvoicePaginator?: InvoicePaginatorResolvers<ContextType>;
  InvoicePaymentStatus?: InvoicePaymentStatusResolvers;
  InvoiceStatus?: InvoiceStatusResolvers;
  JSON?: GraphQLScalarType;
  KeyEquipmentStatus?: KeyEquipmentStatusResolvers;
  LegContact?: LegContactResolvers<ContextType>;
  LegCount?: LegCountResolvers<ContextType>;
  LegHoldReason?: LegHoldReasonResolvers;
  LegOffer?: LegOfferResolvers<ContextType>;
  LegPriceShare?: LegPriceShareResolvers<ContextType>;
  LegPriority?: LegPriorityResolvers<ContextType>;
  LegPriorityKind?: LegPriorityKindResolvers;
  LicenceClass?: LicenceClassResolvers;
  LicenceEndorsement?: LicenceEndorsementResolvers;
  LineItem?: LineItemResolvers<ContextType>;
  LineItemType?: LineItemTypeResolvers;
  Location?: LocationResolvers<ContextType>;
  LocationColumn?: LocationColumnResolvers;
  LocationPaginator?: LocationPaginatorResolvers<ContextType>;
  LocationType?: LocationTypeResolvers;
  LooseItem?: LooseItemResolvers<ContextType>;
  LooseItemSpot?: LooseItemSpotResolvers;
  Media?: MediaResolvers<ContextType>;
  MediaCategory?: MediaCategoryResolvers;
  MentionSuggestion?: MentionSuggestionResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NewPersonalAccessToken?: NewPersonalAccessTokenResolvers<ContextType>;
  NoteKind?: NoteKindResolvers;
  Notification?: NotificationResolvers<ContextType>;
  NotificationOrderByColumn?: NotificationOrderByColumnResolvers;
  NotificationPaginator?: NotificationPaginatorResolvers<ContextType>;
  NotificationPreference?: NotificationPreferenceResolvers<ContextType>;
  NotificationSettings?: NotificationSettingsResolvers<ContextType>;
  NotificationType?: NotificationTypeResolvers;
  OpenSettlementsResult?: OpenSettlementsResultResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderColumn?: OrderColumnResolvers;
  OrderEvent?: OrderEventResolvers;
  OrderLeg?: OrderLegResolvers<ContextType>;
  OrderLegColumn?: OrderLegColumnResolvers;
  OrderLegEvent?: OrderLegEventResolvers;
  OrderLegOrderByColumn?: OrderLegOrderByColumnResolvers;
  OrderLegPaginator?: OrderLegPaginatorResolvers<ContextType>;
  OrderLegStatus?: OrderLegStatusResolvers;
  OrderListStatus?: OrderListStatusResolvers;
  OrderLocation?: OrderLocationResolvers<ContextType>;
  OrderLocationRole?: OrderLocationRoleResolvers;
  OrderNote?: OrderNoteResolvers<ContextType>;
  OrderOrderByColumn?: OrderOrderByColumnResolvers;
  OrderPaginator?: OrderPaginatorResolvers<ContextType>;
  OrderPrice?: OrderPriceResolvers<ContextType>;
  OrderPriceSource?: OrderPriceSourceResolvers;
  OrderSource?: OrderSourceResolvers;
  OrderState?: OrderStateResolvers;
  PaginatorInfo?: PaginatorInfoResolvers<ContextType>;
  PartyBillingItem?: PartyBillingItemResolvers<ContextType>;
  PayKind?: PayKindResolvers;
  PayProfile?: PayProfileResolvers<ContextType>;
  PayRun?: PayRunResolvers<ContextType>;
  PayRunPayee?: PayRunPayeeResolvers<ContextType>;
  Payee?: PayeeResolvers<ContextType>;
  Payee1099?: Payee1099Resolvers<ContextType>;
  Payee1099Report?: Payee1099ReportResolvers<ContextType>;
  Payment?: PaymentResolvers<ContextType>;
  PaymentApplication?: PaymentApplicationResolvers<ContextType>;
  PaymentMethod?: PaymentMethodResolvers;
  PaymentTerms?: PaymentTermsResolvers;
  PersonalAccessToken?: PersonalAccessTokenResolvers<ContextType>;
  PlannedLeg?: PlannedLegResolvers<ContextType>;
  PortalAccount?: PortalAccountResolvers<ContextType>;
  PortalActivity?: PortalActivityResolvers<ContextType>;
  PortalComment?: PortalCommentResolvers<ContextType>;
  PortalHome?: PortalHomeResolvers<ContextType>;
  PortalInvoice?: PortalInvoiceResolvers<ContextType>;
  PortalInvoiceLine?: PortalInvoiceLineResolvers<ContextType>;
  PortalInvoicePaginator?: PortalInvoicePaginatorResolvers<ContextType>;
  PortalLocation?: PortalLocationResolvers<ContextType>;
  PortalOrder?: PortalOrderResolvers<ContextType>;
  PortalOrderLeg?: PortalOrderLegResolvers<ContextType>;
  PortalOrderLocation?: PortalOrderLocationResolvers<ContextType>;
  PortalOrderPaginator?: PortalOrderPaginatorResolvers<ContextType>;
  PortalOrderPrice?: PortalOrderPriceResolvers<ContextType>;
  PortalQuote?: PortalQuoteResolvers<ContextType>;
  PortalQuoteEvent?: PortalQuoteEventResolvers;
  PortalQuotePaginator?: PortalQuotePaginatorResolvers<ContextType>;
  PortalSearchResult?: PortalSearchResultResolvers<ContextType>;
  PortalStatusCount?: PortalStatusCountResolvers<ContextType>;
  PortalStorageStay?: PortalStorageStayResolvers<ContextType>;
  PortalTntPacket?: PortalTntPacketResolvers<ContextType>;
  PortalTntPacketDocument?: PortalTntPacketDocumentResolvers<ContextType>;
  PortalVehicle?: PortalVehicleResolvers<ContextType>;
  Preventability?: PreventabilityResolvers;
  PriceResult?: PriceResultResolvers<ContextType>;
  PriceSource?: PriceSourceResolvers;
  PublicDeliverySurvey?: PublicDeliverySurveyResolvers<ContextType>;
  Qualification?: QualificationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Quote?: QuoteResolvers<ContextType>;
  QuoteColumn?: QuoteColumnResolvers;
  QuoteEvent?: QuoteEventResolvers;
  QuoteOrderByColumn?: QuoteOrderByColumnResolvers;
  QuotePaginator?: QuotePaginatorResolvers<ContextType>;
  QuoteStatus?: QuoteStatusResolvers;
  ReadyToBillGroup?: ReadyToBillGroupResolvers<ContextType>;
  ReadyToBillLeg?: ReadyToBillLegResolvers<ContextType>;
  RebateTier?: RebateTierResolvers<ContextType>;
  Recordable?: RecordableResolvers<ContextType>;
  RecoverySource?: RecoverySourceResolvers;
  RefusalKind?: RefusalKindResolvers;
  ReimbursementStatus?: ReimbursementStatusResolvers;
  Repair?: RepairResolvers<ContextType>;
  RepairEvent?: RepairEventResolvers;
  RepairPaginator?: RepairPaginatorResolvers<ContextType>;
  RepairRecovery?: RepairRecoveryResolvers<ContextType>;
  RepairStatus?: RepairStatusResolvers;
  ReportRun?: ReportRunResolvers<ContextType>;
  ReportRunStatus?: ReportRunStatusResolvers;
  RequirementCondition?: RequirementConditionResolvers;
  RequirementKind?: RequirementKindResolvers;
  RequirementType?: RequirementTypeResolvers<ContextType>;
  RequirementTypePaginator?: RequirementTypePaginatorResolvers<ContextType>;
  Role?: RoleResolvers;
  SQLOperator?: SqlOperatorResolvers;
  SafetyOverview?: SafetyOverviewResolvers<ContextType>;
  SearchConfig?: SearchConfigResolvers<ContextType>;
  SearchHost?: SearchHostResolvers<ContextType>;
  Settlement?: SettlementResolvers<ContextType>;
  SettlementDeductionKind?: SettlementDeductionKindResolvers;
  SettlementEvent?: SettlementEventResolvers;
  SettlementExpenseType?: SettlementExpenseTypeResolvers;
  SettlementLeg?: SettlementLegResolvers<ContextType>;
  SettlementLegStatus?: SettlementLegStatusResolvers;
  SettlementLine?: SettlementLineResolvers<ContextType>;
  SettlementPaginator?: SettlementPaginatorResolvers<ContextType>;
  SettlementPayeeKind?: SettlementPayeeKindResolvers;
  SettlementPayment?: SettlementPaymentResolvers<ContextType>;
  SettlementPaymentType?: SettlementPaymentTypeResolvers;
  SettlementRefusal?: SettlementRefusalResolvers<ContextType>;
  SettlementStatus?: SettlementStatusResolvers;
  Signature?: SignatureResolvers<ContextType>;
  SortOrder?: SortOrderResolvers;
  SpreadsheetImport?: SpreadsheetImportResolvers<ContextType>;
  SpreadsheetImportColumn?: SpreadsheetImportColumnResolvers<ContextType>;
  SpreadsheetImportProblem?: SpreadsheetImportProblemResolvers<ContextType>;
  SpreadsheetImportStatus?: SpreadsheetImportStatusResolvers;
  StaffUser?: StaffUserResolvers<ContextType>;
  StorageBookingMode?: StorageBookingModeResolvers;
  StorageCharge?: StorageChargeResolvers<ContextType>;
  StorageChargeMonth?: StorageChargeMonthResolvers<ContextType>;
  StorageClosure?: StorageClosureResolvers<ContextType>;
  StorageContact?: StorageContactResolvers<ContextType>;
  StorageContactKind?: StorageContactKindResolvers;
  StorageFacility?: StorageFacilityResolvers<ContextType>;
  StorageFacilityPaginator?: StorageFacilityPaginatorResolvers<ContextType>;
  StorageHours?: StorageHoursResolvers<ContextType>;
  StorageKeyLogEntry?: StorageKeyLogEntryResolvers<ContextType>;
  StorageMovementKind?: StorageMovementKindResolvers;
  StorageNote?: StorageNoteResolvers<ContextType>;
  StorageNoteKind?: StorageNoteKindResolvers;
  StorageOccupancyDay?: StorageOccupancyDayResolvers<ContextType>;
  StorageRateCard?: StorageRateCardResolvers<ContextType>;
  StorageRecord?: StorageRecordResolvers<ContextType>;
  StorageRecordEvent?: StorageRecordEventResolvers;
  StorageRecordPaginator?: StorageRecordPaginatorResolvers<ContextType>;
  StorageRecordStatus?: StorageRecordStatusResolvers;
  StorageToday?: StorageTodayResolvers<ContextType>;
  StorageType?: StorageTypeResolvers;
  Subscription?: SubscriptionResolvers<ContextType>;
  Tag?: TagResolvers<ContextType>;
  TagColour?: TagColourResolvers;
  TariffRate?: TariffRateResolvers<ContextType>;
  TariffSample?: TariffSampleResolvers<ContextType>;
  Task?: TaskResolvers<ContextType>;
  TaskStatus?: TaskStatusResolvers;
  Tenant?: TenantResolvers<ContextType>;
  TenantSettings?: TenantSettingsResolvers<ContextType>;
  TntDocumentMove?: TntDocumentMoveResolvers;
  TntDocumentState?: TntDocumentStateResolvers;
  TntPacket?: TntPacketResolvers<ContextType>;
  TntPacketDocument?: TntPacketDocumentResolvers<ContextType>;
  TntPacketEvent?: TntPacketEventResolvers;
  TntPacketFee?: TntPacketFeeResolvers<ContextType>;
  TntPacketKind?: TntPacketKindResolvers;
  TntPacketPaginator?: TntPacketPaginatorResolvers<ContextType>;
  TntPacketStatus?: TntPacketStatusResolvers;
  TntPaperworkStatus?: TntPaperworkStatusResolvers;
  TntShippingCarrier?: TntShippingCarrierResolvers;
  TntShippingRecipient?: TntShippingRecipientResolvers;
  TntTransport?: TntTransportResolvers;
  TntWorkQueue?: TntWorkQueueResolvers<ContextType>;
  Transmission?: TransmissionResolvers;
  TransportMethod?: TransportMethodResolvers;
  TransportPlate?: TransportPlateResolvers<ContextType>;
  TransportPlateAssignment?: TransportPlateAssignmentResolvers<ContextType>;
  TransportPlateMove?: TransportPlateMoveResolvers;
  TransportPlatePaginator?: TransportPlatePaginatorResolvers<ContextType>;
  TransportPlateStatus?: TransportPlateStatusResolvers;
  TransportPlateType?: TransportPlateTypeResolvers;
  Trashed?: TrashedResolvers;
  TravelExpenseKind?: TravelExpenseKindResolvers;
  TravelPurpose?: TravelPurposeResolvers;
  TruckingCompany?: TruckingCompanyResolvers<ContextType>;
  TruckingCompanyContact?: TruckingCompanyContactResolvers<ContextType>;
  TruckingCompanyOrderByColumn?: TruckingCompanyOrderByColumnResolvers;
  TruckingCompanyPaginator?: TruckingCompanyPaginatorResolvers<ContextType>;
  Unit?: UnitResolvers<ContextType>;
  UnitKind?: UnitKindResolvers;
  UnitOrderByColumn?: UnitOrderByColumnResolvers;
  UnitPaginator?: UnitPaginatorResolvers<ContextType>;
  UnplannedLeg?: UnplannedLegResolvers<ContextType>;
  UnsettledGroup?: UnsettledGroupResolvers<ContextType>;
  UnsettledLeg?: UnsettledLegResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserInvitation?: UserInvitationResolvers<ContextType>;
  UserLink?: UserLinkResolvers<ContextType>;
  Vehicle?: VehicleResolvers<ContextType>;
  VehicleClass?: VehicleClassResolvers;
  VehicleColour?: VehicleColourResolvers;
  VehicleColumn?: VehicleColumnResolvers;
  VehicleDamage?: VehicleDamageResolvers<ContextType>;
  VehiclePaginator?: VehiclePaginatorResolvers<ContextType>;
  VinDecode?: VinDecodeResolvers<ContextType>;
  WashType?: WashTypeResolvers;
};

