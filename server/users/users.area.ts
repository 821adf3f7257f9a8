import { defineArea } from '../areaKit';
import { userResolvers } from './users.resolvers';

/** User administration (issue 29): /admin/users, the invitation, the edit, deactivation and reactivation. */
export const usersArea = defineArea({
  name: 'users',
  resolvers: userResolvers,
  mappers: {
    AdminUser: './users.rows#AdminUserRow',
    UserLink: './users.loaders#UserLinkRow',
  },
  auditKinds: ['Users'],
});
