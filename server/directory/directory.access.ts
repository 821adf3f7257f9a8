// Reading is for any operator staff and changing vehicles and locations for the editor roles, as for orders; client
// accounts (clients and their customers) are the account managers' (server/auth/actors.ts).
export { requireAccountManager, requireEditor, requireStaff as requireReader } from '../auth/actors';
