import { defineArea } from '../areaKit';
import { clientRelationsResolvers } from './clientRelations.resolvers';

/** Client relations (issue 32): /client-relations — the account manager's overview and an account's 90 days. */
export const clientRelationsArea = defineArea({
  name: 'clientRelations',
  resolvers: clientRelationsResolvers,
  mappers: {
    ClientRelationsAccount: './clientRelations.rows#ClientRelationsAccountRow',
    ClientHealth: './clientRelations.rows#ClientHealthRow',
  },
});
