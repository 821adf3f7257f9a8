/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query Account {\n    me {\n      id\n      version\n      ...ProfileSection_user\n      ...ContactSection_user\n      ...AvatarSection_user\n    }\n  }\n": typeof types.AccountDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      version\n      ...ProfileSection_user\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation UpdateContact($input: UpdateContactInput!) {\n    updateContact(input: $input) {\n      id\n      firstName\n      lastName\n      fullName\n      email\n      phone\n      phoneExt\n      mobilePhone\n      fax\n      title\n    }\n  }\n": typeof types.UpdateContactDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation UploadAvatar($file: File!) {\n    uploadAvatar(file: $file) {\n      id\n      url\n      fileName\n    }\n  }\n": typeof types.UploadAvatarDocument,
    "\n  mutation DeleteAvatar {\n    deleteAvatar\n  }\n": typeof types.DeleteAvatarDocument,
    "\n  query PersonalAccessTokens {\n    personalAccessTokens {\n      id\n      ...TokenRow_token\n    }\n  }\n": typeof types.PersonalAccessTokensDocument,
    "\n  mutation CreatePersonalAccessToken($input: CreatePersonalAccessTokenInput!) {\n    createPersonalAccessToken(input: $input) {\n      plainTextToken\n      token {\n        id\n        ...TokenRow_token\n      }\n    }\n  }\n": typeof types.CreatePersonalAccessTokenDocument,
    "\n  mutation RevokePersonalAccessToken($id: ID!) {\n    revokePersonalAccessToken(id: $id)\n  }\n": typeof types.RevokePersonalAccessTokenDocument,
    "\n  query AuthQuery {\n    me {\n      id\n      email\n      name\n      searchKey\n      media {\n        id\n        url\n      }\n      roles\n      clients {\n        id\n        displayName\n        deletedAt\n        customers {\n          id\n          displayName\n          code\n          deletedAt\n        }\n      }\n      customers {\n        id\n        displayName\n        code\n        deletedAt\n        client {\n          id\n          displayName\n          deletedAt\n        }\n      }\n      tenants {\n        id\n        name\n        locale\n        currency\n        weightUnit\n        dimensionUnit\n        distanceUnit\n        fuelUnit\n        zoneSize\n      }\n      contact {\n        id\n        firstName\n        lastName\n        fullName\n        email\n        phone\n        phoneExt\n        mobilePhone\n        fax\n        title\n      }\n    }\n  }\n": typeof types.AuthQueryDocument,
    "\n  mutation SubmitContactForm($input: ContactFormInput!) {\n    submitContactForm(input: $input) {\n      id\n      receivedAt\n    }\n  }\n": typeof types.SubmitContactFormDocument,
    "\n  fragment NotificationItem on Notification {\n    id\n    type\n    title\n    body\n    readAt\n    createdAt\n  }\n": typeof types.NotificationItemFragmentDoc,
    "\n  query Notifications($first: Int!) {\n    notifications(first: $first, orderBy: [{ column: CREATED_AT, order: DESC }]) {\n      data {\n        id\n        ...NotificationItem\n      }\n      paginatorInfo {\n        total\n      }\n    }\n    unreadNotificationCount\n  }\n": typeof types.NotificationsDocument,
    "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      readAt\n    }\n  }\n": typeof types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": typeof types.MarkAllNotificationsReadDocument,
    "\n  subscription NotificationCreated {\n    notificationCreated {\n      id\n      ...NotificationItem\n    }\n  }\n": typeof types.NotificationCreatedDocument,
    "\n  query UnreadNotifications($first: Int!) {\n    notifications(first: $first, unread: true, orderBy: [{ column: CREATED_AT, order: DESC }]) {\n      data {\n        id\n        readAt\n        ...NotificationItem\n      }\n    }\n    unreadNotificationCount\n  }\n": typeof types.UnreadNotificationsDocument,
    "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n": typeof types.UnreadNotificationCountDocument,
    "\n  query User($id: ID!) {\n    user(id: $id) {\n      id\n      name\n      email\n      roles\n      media {\n        id\n        url\n      }\n      contact {\n        id\n        fullName\n        email\n        phone\n        phoneExt\n        mobilePhone\n        fax\n        title\n      }\n      tenants {\n        id\n        name\n      }\n    }\n  }\n": typeof types.UserDocument,
    "\n  fragment AvatarSection_user on User {\n    name\n    media {\n      id\n      url\n      fileName\n    }\n  }\n": typeof types.AvatarSection_UserFragmentDoc,
    "\n  fragment ContactSection_user on User {\n    contact {\n      id\n      firstName\n      lastName\n      email\n      phone\n      phoneExt\n      mobilePhone\n      fax\n      title\n    }\n  }\n": typeof types.ContactSection_UserFragmentDoc,
    "\n  fragment ProfileSection_user on User {\n    id\n    name\n    email\n    version\n  }\n": typeof types.ProfileSection_UserFragmentDoc,
    "\n  fragment TokenRow_token on PersonalAccessToken {\n    id\n    name\n    lastUsedAt\n    createdAt\n  }\n": typeof types.TokenRow_TokenFragmentDoc,
};
const documents: Documents = {
    "\n  query Account {\n    me {\n      id\n      version\n      ...ProfileSection_user\n      ...ContactSection_user\n      ...AvatarSection_user\n    }\n  }\n": types.AccountDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      version\n      ...ProfileSection_user\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation UpdateContact($input: UpdateContactInput!) {\n    updateContact(input: $input) {\n      id\n      firstName\n      lastName\n      fullName\n      email\n      phone\n      phoneExt\n      mobilePhone\n      fax\n      title\n    }\n  }\n": types.UpdateContactDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": types.ChangePasswordDocument,
    "\n  mutation UploadAvatar($file: File!) {\n    uploadAvatar(file: $file) {\n      id\n      url\n      fileName\n    }\n  }\n": types.UploadAvatarDocument,
    "\n  mutation DeleteAvatar {\n    deleteAvatar\n  }\n": types.DeleteAvatarDocument,
    "\n  query PersonalAccessTokens {\n    personalAccessTokens {\n      id\n      ...TokenRow_token\n    }\n  }\n": types.PersonalAccessTokensDocument,
    "\n  mutation CreatePersonalAccessToken($input: CreatePersonalAccessTokenInput!) {\n    createPersonalAccessToken(input: $input) {\n      plainTextToken\n      token {\n        id\n        ...TokenRow_token\n      }\n    }\n  }\n": types.CreatePersonalAccessTokenDocument,
    "\n  mutation RevokePersonalAccessToken($id: ID!) {\n    revokePersonalAccessToken(id: $id)\n  }\n": types.RevokePersonalAccessTokenDocument,
    "\n  query AuthQuery {\n    me {\n      id\n      email\n      name\n      searchKey\n      media {\n        id\n        url\n      }\n      roles\n      clients {\n        id\n        displayName\n        deletedAt\n        customers {\n          id\n          displayName\n          code\n          deletedAt\n        }\n      }\n      customers {\n        id\n        displayName\n        code\n        deletedAt\n        client {\n          id\n          displayName\n          deletedAt\n        }\n      }\n      tenants {\n        id\n        name\n        locale\n        currency\n        weightUnit\n        dimensionUnit\n        distanceUnit\n        fuelUnit\n        zoneSize\n      }\n      contact {\n        id\n        firstName\n        lastName\n        fullName\n        email\n        phone\n        phoneExt\n        mobilePhone\n        fax\n        title\n      }\n    }\n  }\n": types.AuthQueryDocument,
    "\n  mutation SubmitContactForm($input: ContactFormInput!) {\n    submitContactForm(input: $input) {\n      id\n      receivedAt\n    }\n  }\n": types.SubmitContactFormDocument,
    "\n  fragment NotificationItem on Notification {\n    id\n    type\n    title\n    body\n    readAt\n    createdAt\n  }\n": types.NotificationItemFragmentDoc,
    "\n  query Notifications($first: Int!) {\n    notifications(first: $first, orderBy: [{ column: CREATED_AT, order: DESC }]) {\n      data {\n        id\n        ...NotificationItem\n      }\n      paginatorInfo {\n        total\n      }\n    }\n    unreadNotificationCount\n  }\n": types.NotificationsDocument,
    "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      readAt\n    }\n  }\n": types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": types.MarkAllNotificationsReadDocument,
    "\n  subscription NotificationCreated {\n    notificationCreated {\n      id\n      ...NotificationItem\n    }\n  }\n": types.NotificationCreatedDocument,
    "\n  query UnreadNotifications($first: Int!) {\n    notifications(first: $first, unread: true, orderBy: [{ column: CREATED_AT, order: DESC }]) {\n      data {\n        id\n        readAt\n        ...NotificationItem\n      }\n    }\n    unreadNotificationCount\n  }\n": types.UnreadNotificationsDocument,
    "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n": types.UnreadNotificationCountDocument,
    "\n  query User($id: ID!) {\n    user(id: $id) {\n      id\n      name\n      email\n      roles\n      media {\n        id\n        url\n      }\n      contact {\n        id\n        fullName\n        email\n        phone\n        phoneExt\n        mobilePhone\n        fax\n        title\n      }\n      tenants {\n        id\n        name\n      }\n    }\n  }\n": types.UserDocument,
    "\n  fragment AvatarSection_user on User {\n    name\n    media {\n      id\n      url\n      fileName\n    }\n  }\n": types.AvatarSection_UserFragmentDoc,
    "\n  fragment ContactSection_user on User {\n    contact {\n      id\n      firstName\n      lastName\n      email\n      phone\n      phoneExt\n      mobilePhone\n      fax\n      title\n    }\n  }\n": types.ContactSection_UserFragmentDoc,
    "\n  fragment ProfileSection_user on User {\n    id\n    name\n    email\n    version\n  }\n": types.ProfileSection_UserFragmentDoc,
    "\n  fragment TokenRow_token on PersonalAccessToken {\n    id\n    name\n    lastUsedAt\n    createdAt\n  }\n": types.TokenRow_TokenFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Account {\n    me {\n      id\n      version\n      ...ProfileSection_user\n      ...ContactSection_user\n      ...AvatarSection_user\n    }\n  }\n"): (typeof documents)["\n  query Account {\n    me {\n      id\n      version\n      ...ProfileSection_user\n      ...ContactSection_user\n      ...AvatarSection_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      version\n      ...ProfileSection_user\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      version\n      ...ProfileSection_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateContact($input: UpdateContactInput!) {\n    updateContact(input: $input) {\n      id\n      firstName\n      lastName\n      fullName\n      email\n      phone\n      phoneExt\n      mobilePhone\n      fax\n      title\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateContact($input: UpdateContactInput!) {\n    updateContact(input: $input) {\n      id\n      firstName\n      lastName\n      fullName\n      email\n      phone\n      phoneExt\n      mobilePhone\n      fax\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadAvatar($file: File!) {\n    uploadAvatar(file: $file) {\n      id\n      url\n      fileName\n    }\n  }\n"): (typeof documents)["\n  mutation UploadAvatar($file: File!) {\n    uploadAvatar(file: $file) {\n      id\n      url\n      fileName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAvatar {\n    deleteAvatar\n  }\n"): (typeof documents)["\n  mutation DeleteAvatar {\n    deleteAvatar\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PersonalAccessTokens {\n    personalAccessTokens {\n      id\n      ...TokenRow_token\n    }\n  }\n"): (typeof documents)["\n  query PersonalAccessTokens {\n    personalAccessTokens {\n      id\n      ...TokenRow_token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePersonalAccessToken($input: CreatePersonalAccessTokenInput!) {\n    createPersonalAccessToken(input: $input) {\n      plainTextToken\n      token {\n        id\n        ...TokenRow_token\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePersonalAccessToken($input: CreatePersonalAccessTokenInput!) {\n    createPersonalAccessToken(input: $input) {\n      plainTextToken\n      token {\n        id\n        ...TokenRow_token\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokePersonalAccessToken($id: ID!) {\n    revokePersonalAccessToken(id: $id)\n  }\n"): (typeof documents)["\n  mutation RevokePersonalAccessToken($id: ID!) {\n    revokePersonalAccessToken(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthQuery {\n    me {\n      id\n      email\n      name\n      searchKey\n      media {\n        id\n        url\n      }\n      roles\n      clients {\n        id\n        displayName\n        deletedAt\n        customers {\n          id\n          displayName\n          code\n          deletedAt\n        }\n      }\n      customers {\n        id\n        displayName\n        code\n        deletedAt\n        client {\n          id\n          displayName\n          deletedAt\n        }\n      }\n      tenants {\n        id\n        name\n        locale\n        currency\n        weightUnit\n        dimensionUnit\n        distanceUnit\n        fuelUnit\n        zoneSize\n      }\n      contact {\n        id\n        firstName\n        lastName\n        fullName\n        email\n        phone\n        phoneExt\n        mobilePhone\n        fax\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuthQuery {\n    me {\n      id\n      email\n      name\n      searchKey\n      media {\n        id\n        url\n      }\n      roles\n      clients {\n        id\n        displayName\n        deletedAt\n        customers {\n          id\n          displayName\n          code\n          deletedAt\n        }\n      }\n      customers {\n        id\n        displayName\n        code\n        deletedAt\n        client {\n          id\n          displayName\n          deletedAt\n        }\n      }\n      tenants {\n        id\n        name\n        locale\n        currency\n        weightUnit\n        dimensionUnit\n        distanceUnit\n        fuelUnit\n        zoneSize\n      }\n      contact {\n        id\n        firstName\n        lastName\n        fullName\n        email\n        phone\n        phoneExt\n        mobilePhone\n        fax\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitContactForm($input: ContactFormInput!) {\n    submitContactForm(input: $input) {\n      id\n      receivedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitContactForm($input: ContactFormInput!) {\n    submitContactForm(input: $input) {\n      id\n      receivedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationItem on Notification {\n    id\n    type\n    title\n    body\n    readAt\n    createdAt\n  }\n"): (typeof documents)["\n  fragment NotificationItem on Notification {\n    id\n    type\n    title\n    body\n    readAt\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications($first: Int!) {\n    notifications(first: $first, orderBy: [{ column: CREATED_AT, order: DESC }]) {\n      data {\n        id\n        ...NotificationItem\n      }\n      paginatorInfo {\n        total\n      }\n    }\n    unreadNotificationCount\n  }\n"): (typeof documents)["\n  query Notifications($first: Int!) {\n    notifications(first: $first, orderBy: [{ column: CREATED_AT, order: DESC }]) {\n      data {\n        id\n        ...NotificationItem\n      }\n      paginatorInfo {\n        total\n      }\n    }\n    unreadNotificationCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      readAt\n    }\n  }\n"): (typeof documents)["\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      readAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n"): (typeof documents)["\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationCreated {\n    notificationCreated {\n      id\n      ...NotificationItem\n    }\n  }\n"): (typeof documents)["\n  subscription NotificationCreated {\n    notificationCreated {\n      id\n      ...NotificationItem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadNotifications($first: Int!) {\n    notifications(first: $first, unread: true, orderBy: [{ column: CREATED_AT, order: DESC }]) {\n      data {\n        id\n        readAt\n        ...NotificationItem\n      }\n    }\n    unreadNotificationCount\n  }\n"): (typeof documents)["\n  query UnreadNotifications($first: Int!) {\n    notifications(first: $first, unread: true, orderBy: [{ column: CREATED_AT, order: DESC }]) {\n      data {\n        id\n        readAt\n        ...NotificationItem\n      }\n    }\n    unreadNotificationCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n"): (typeof documents)["\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query User($id: ID!) {\n    user(id: $id) {\n      id\n      name\n      email\n      roles\n      media {\n        id\n        url\n      }\n      contact {\n        id\n        fullName\n        email\n        phone\n        phoneExt\n        mobilePhone\n        fax\n        title\n      }\n      tenants {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query User($id: ID!) {\n    user(id: $id) {\n      id\n      name\n      email\n      roles\n      media {\n        id\n        url\n      }\n      contact {\n        id\n        fullName\n        email\n        phone\n        phoneExt\n        mobilePhone\n        fax\n        title\n      }\n      tenants {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AvatarSection_user on User {\n    name\n    media {\n      id\n      url\n      fileName\n    }\n  }\n"): (typeof documents)["\n  fragment AvatarSection_user on User {\n    name\n    media {\n      id\n      url\n      fileName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContactSection_user on User {\n    contact {\n      id\n      firstName\n      lastName\n      email\n      phone\n      phoneExt\n      mobilePhone\n      fax\n      title\n    }\n  }\n"): (typeof documents)["\n  fragment ContactSection_user on User {\n    contact {\n      id\n      firstName\n      lastName\n      email\n      phone\n      phoneExt\n      mobilePhone\n      fax\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileSection_user on User {\n    id\n    name\n    email\n    version\n  }\n"): (typeof documents)["\n  fragment ProfileSection_user on User {\n    id\n    name\n    email\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TokenRow_token on PersonalAccessToken {\n    id\n    name\n    lastUsedAt\n    createdAt\n  }\n"): (typeof documents)["\n  fragment TokenRow_token on PersonalAccessToken {\n    id\n    name\n    lastUsedAt\n    createdAt\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;