import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { AuthUser } from '../../server/auth/users';
import type { TenantRow, ClientRow, CustomerRow, ContactRow, MediaRow, NotificationRow, TokenRow } from '../../server/graphql/rows';
import type { GraphQLContext } from '../../server/graphql/context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
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

export type ChangePasswordInput = {
  currentPassword: Scalars['String']['input'];
  password: Scalars['String']['input'];
  passwordConfirmation: Scalars['String']['input'];
};

export type Client = {
  __typename?: 'Client';
  code?: Maybe<Scalars['String']['output']>;
  customers: Array<Customer>;
  deletedAt?: Maybe<Scalars['DateTime']['output']>;
  displayName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
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

export type CreatePersonalAccessTokenInput = {
  name: Scalars['String']['input'];
};

export type Customer = {
  __typename?: 'Customer';
  client: Client;
  code?: Maybe<Scalars['String']['output']>;
  deletedAt?: Maybe<Scalars['DateTime']['output']>;
  displayName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

export type Media = {
  __typename?: 'Media';
  category: MediaCategory;
  createdAt: Scalars['DateTime']['output'];
  fileName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  mimeType: Scalars['String']['output'];
  size: Scalars['Int']['output'];
  url: Scalars['String']['output'];
};

export type MediaCategory =
  | 'AVATARS'
  | 'BOLS'
  | 'CONDITION_REPORTS'
  | 'DOCUMENTS'
  | 'DRIVER_LICENSES'
  | 'INVOICES'
  | 'PHOTOS'
  | 'QB_EXPORTS'
  | 'RECEIPTS'
  | 'SIGNATURES'
  | 'TNT_PACKS'
  | 'VIDEOS';

export type Mutation = {
  __typename?: 'Mutation';
  /** Ends the user's other sessions. */
  changePassword: Scalars['Boolean']['output'];
  createPersonalAccessToken: NewPersonalAccessToken;
  deleteAvatar: Scalars['Boolean']['output'];
  markAllNotificationsRead: Scalars['Int']['output'];
  markNotificationRead: Notification;
  revokePersonalAccessToken: Scalars['Boolean']['output'];
  /** Public: the /contact page. Every admin is notified (type CONTACT_US). */
  submitContactForm: ContactFormReceipt;
  updateContact: Contact;
  updateProfile: User;
  uploadAvatar: Media;
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationCreatePersonalAccessTokenArgs = {
  input: CreatePersonalAccessTokenInput;
};


export type MutationMarkNotificationReadArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRevokePersonalAccessTokenArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSubmitContactFormArgs = {
  input: ContactFormInput;
};


export type MutationUpdateContactArgs = {
  input: UpdateContactInput;
};


export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};


export type MutationUploadAvatarArgs = {
  file: Scalars['File']['input'];
};

export type NewPersonalAccessToken = {
  __typename?: 'NewPersonalAccessToken';
  /** Shown once: the bearer token to give the device. */
  plainTextToken: Scalars['String']['output'];
  token: PersonalAccessToken;
};

export type Notification = {
  __typename?: 'Notification';
  body: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  data: Scalars['JSON']['output'];
  id: Scalars['ID']['output'];
  readAt?: Maybe<Scalars['DateTime']['output']>;
  title: Scalars['String']['output'];
  type: NotificationType;
};

export type NotificationOrderBy = {
  column: NotificationOrderByColumn;
  order: SortOrder;
};

export type NotificationOrderByColumn =
  | 'CREATED_AT'
  | 'READ_AT';

export type NotificationPaginator = {
  __typename?: 'NotificationPaginator';
  data: Array<Notification>;
  paginatorInfo: PaginatorInfo;
};

export type NotificationType =
  | 'ADAPTER_ERROR'
  | 'ADDITIONAL_SERVICE_REMINDER'
  | 'ALERT'
  | 'ANNOUNCEMENT'
  | 'COMMENT'
  | 'CONTACT_US'
  | 'CUSTOM_REPORT_CSV'
  | 'DELIVERY_SURVEY'
  | 'DOCUMENT'
  | 'MENTION'
  | 'ORDER_CANCELLED'
  | 'ORDER_CONFIRMED'
  | 'ORDER_CREATED'
  | 'ORDER_DELIVERED'
  | 'ORDER_DISPATCHED'
  | 'ORDER_IN_TRANSIT'
  | 'ORDER_LEG_ABORTED'
  | 'ORDER_LEG_CANCELLED'
  | 'ORDER_LEG_CONFIRMED'
  | 'ORDER_LEG_CREATED'
  | 'ORDER_LEG_DELIVERED'
  | 'ORDER_LEG_DISPATCHED'
  | 'ORDER_LEG_DRIVER_UNASSIGNED'
  | 'ORDER_LEG_HOLD_CREATED'
  | 'ORDER_LEG_HOLD_DELETED'
  | 'ORDER_LEG_IN_TRANSIT'
  | 'ORDER_LEG_LOCATION_UPDATED'
  | 'QUOTE'
  | 'SETTLEMENT'
  | 'STORAGE_RECORD'
  | 'TASK'
  | 'USER_INVITE';

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

export type PersonalAccessToken = {
  __typename?: 'PersonalAccessToken';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** The signed-in user (spec §3), or null when signed out. */
  me?: Maybe<User>;
  notifications: NotificationPaginator;
  personalAccessTokens: Array<PersonalAccessToken>;
  /** The server's health, open to everyone. */
  ping: Scalars['String']['output'];
  unreadNotificationCount: Scalars['Int']['output'];
  /** A user of the current tenant (staff only). */
  user?: Maybe<User>;
};


export type QueryNotificationsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<NotificationOrderBy>>;
  page?: InputMaybe<Scalars['Int']['input']>;
  unread?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};

export type Role =
  | 'ACCIDENT_INCIDENT_MGMT'
  | 'ACCOUNTING'
  | 'ACCOUNTING_LEAD'
  | 'ADMIN'
  | 'BILLING'
  | 'BILLING_LEAD'
  | 'CALL_CENTER'
  | 'CALL_CENTER_LEAD'
  | 'CLIENT'
  | 'CLIENT_RELATIONS'
  | 'CLIENT_RELATIONS_LEAD'
  | 'CUSTOMER'
  | 'DISPATCH'
  | 'DISPATCH_LEAD'
  | 'DRIVER'
  | 'DRIVER_SAFETY'
  | 'HELP_DESK'
  | 'MEMBER'
  | 'STORAGE'
  | 'STORAGE_LEAD'
  | 'TAG_TITLE'
  | 'TAG_TITLE_LEAD';

export type SqlOperator =
  | 'BETWEEN'
  | 'EQ'
  | 'GT'
  | 'GTE'
  | 'IN'
  | 'IS_NOT_NULL'
  | 'IS_NULL'
  | 'LIKE'
  | 'LT'
  | 'LTE'
  | 'NEQ'
  | 'NOT_BETWEEN'
  | 'NOT_IN'
  | 'NOT_LIKE';

export type SortOrder =
  | 'ASC'
  | 'DESC';

export type Subscription = {
  __typename?: 'Subscription';
  /** Notifications of the signed-in user, as they are created. */
  notificationCreated: Notification;
};

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
  /** lb or kg */
  weightUnit: Scalars['String']['output'];
  zoneSize: Scalars['Int']['output'];
};

/** Include soft-deleted records: ONLY them, WITH the others, or WITHOUT them (the default). */
export type Trashed =
  | 'ONLY'
  | 'WITH'
  | 'WITHOUT';

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
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ChangePasswordInput: ChangePasswordInput;
  Client: ResolverTypeWrapper<ClientRow>;
  Contact: ResolverTypeWrapper<ContactRow>;
  ContactFormInput: ContactFormInput;
  ContactFormReceipt: ResolverTypeWrapper<ContactFormReceipt>;
  CreatePersonalAccessTokenInput: CreatePersonalAccessTokenInput;
  Customer: ResolverTypeWrapper<CustomerRow>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  File: ResolverTypeWrapper<Scalars['File']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  Media: ResolverTypeWrapper<MediaRow>;
  MediaCategory: MediaCategory;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NewPersonalAccessToken: ResolverTypeWrapper<Omit<NewPersonalAccessToken, 'token'> & { token: ResolversTypes['PersonalAccessToken'] }>;
  Notification: ResolverTypeWrapper<NotificationRow>;
  NotificationOrderBy: NotificationOrderBy;
  NotificationOrderByColumn: NotificationOrderByColumn;
  NotificationPaginator: ResolverTypeWrapper<Omit<NotificationPaginator, 'data'> & { data: Array<ResolversTypes['Notification']> }>;
  NotificationType: NotificationType;
  PaginatorInfo: ResolverTypeWrapper<PaginatorInfo>;
  PersonalAccessToken: ResolverTypeWrapper<TokenRow>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Role: Role;
  SQLOperator: SqlOperator;
  SortOrder: SortOrder;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Tenant: ResolverTypeWrapper<TenantRow>;
  Trashed: Trashed;
  UpdateContactInput: UpdateContactInput;
  UpdateProfileInput: UpdateProfileInput;
  User: ResolverTypeWrapper<AuthUser>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Boolean: Scalars['Boolean']['output'];
  ChangePasswordInput: ChangePasswordInput;
  Client: ClientRow;
  Contact: ContactRow;
  ContactFormInput: ContactFormInput;
  ContactFormReceipt: ContactFormReceipt;
  CreatePersonalAccessTokenInput: CreatePersonalAccessTokenInput;
  Customer: CustomerRow;
  DateTime: Scalars['DateTime']['output'];
  File: Scalars['File']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  JSON: Scalars['JSON']['output'];
  Media: MediaRow;
  Mutation: Record<PropertyKey, never>;
  NewPersonalAccessToken: Omit<NewPersonalAccessToken, 'token'> & { token: ResolversParentTypes['PersonalAccessToken'] };
  Notification: NotificationRow;
  NotificationOrderBy: NotificationOrderBy;
  NotificationPaginator: Omit<NotificationPaginator, 'data'> & { data: Array<ResolversParentTypes['Notification']> };
  PaginatorInfo: PaginatorInfo;
  PersonalAccessToken: TokenRow;
  Query: Record<PropertyKey, never>;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  Tenant: TenantRow;
  UpdateContactInput: UpdateContactInput;
  UpdateProfileInput: UpdateProfileInput;
  User: AuthUser;
};

export type ClientResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Client'] = ResolversParentTypes['Client']> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customers?: Resolver<Array<ResolversTypes['Customer']>, ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

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

export type CustomerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = {
  client?: Resolver<ResolversTypes['Client'], ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export interface FileScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['File'], any> {
  name: 'File';
}

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type MediaResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Media'] = ResolversParentTypes['Media']> = {
  category?: Resolver<ResolversTypes['MediaCategory'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mimeType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  changePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  createPersonalAccessToken?: Resolver<ResolversTypes['NewPersonalAccessToken'], ParentType, ContextType, RequireFields<MutationCreatePersonalAccessTokenArgs, 'input'>>;
  deleteAvatar?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  markAllNotificationsRead?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  markNotificationRead?: Resolver<ResolversTypes['Notification'], ParentType, ContextType, RequireFields<MutationMarkNotificationReadArgs, 'id'>>;
  revokePersonalAccessToken?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRevokePersonalAccessTokenArgs, 'id'>>;
  submitContactForm?: Resolver<ResolversTypes['ContactFormReceipt'], ParentType, ContextType, RequireFields<MutationSubmitContactFormArgs, 'input'>>;
  updateContact?: Resolver<ResolversTypes['Contact'], ParentType, ContextType, RequireFields<MutationUpdateContactArgs, 'input'>>;
  updateProfile?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  uploadAvatar?: Resolver<ResolversTypes['Media'], ParentType, ContextType, RequireFields<MutationUploadAvatarArgs, 'file'>>;
};

export type NewPersonalAccessTokenResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NewPersonalAccessToken'] = ResolversParentTypes['NewPersonalAccessToken']> = {
  plainTextToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['PersonalAccessToken'], ParentType, ContextType>;
};

export type NotificationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  data?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  readAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['NotificationType'], ParentType, ContextType>;
};

export type NotificationPaginatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationPaginator'] = ResolversParentTypes['NotificationPaginator']> = {
  data?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

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

export type PersonalAccessTokenResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PersonalAccessToken'] = ResolversParentTypes['PersonalAccessToken']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  notifications?: Resolver<ResolversTypes['NotificationPaginator'], ParentType, ContextType, RequireFields<QueryNotificationsArgs, 'first' | 'page'>>;
  personalAccessTokens?: Resolver<Array<ResolversTypes['PersonalAccessToken']>, ParentType, ContextType>;
  ping?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unreadNotificationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
};

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  notificationCreated?: SubscriptionResolver<ResolversTypes['Notification'], "notificationCreated", ParentType, ContextType>;
};

export type TenantResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Tenant'] = ResolversParentTypes['Tenant']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dimensionUnit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  distanceUnit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fuelUnit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weightUnit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zoneSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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

export type Resolvers<ContextType = GraphQLContext> = {
  Client?: ClientResolvers<ContextType>;
  Contact?: ContactResolvers<ContextType>;
  ContactFormReceipt?: ContactFormReceiptResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  File?: GraphQLScalarType;
  JSON?: GraphQLScalarType;
  Media?: MediaResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NewPersonalAccessToken?: NewPersonalAccessTokenResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationPaginator?: NotificationPaginatorResolvers<ContextType>;
  PaginatorInfo?: PaginatorInfoResolvers<ContextType>;
  PersonalAccessToken?: PersonalAccessTokenResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  Tenant?: TenantResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
};

