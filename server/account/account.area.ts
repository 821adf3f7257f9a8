import { defineArea } from '../areaKit';
import { accountResolvers } from './account.resolvers';

/** The signed-in user: their profile, preferences, tokens and tenants. */
export const accountArea = defineArea({
  name: 'account',
  resolvers: accountResolvers,
  mappers: {
    User: '../auth/users#AuthUser',
    Tenant: './account.rows#TenantRow',
    Client: '../directory/directory.rows#ClientRow',
    Customer: '../directory/directory.rows#CustomerRow',
    Contact: './account.rows#ContactRow',
    Media: '../media/media.rows#MediaRow',
    PersonalAccessToken: './account.rows#TokenRow',
  },
  auditKinds: ['Media', 'PersonalAccessTokens', 'Users'],
});
