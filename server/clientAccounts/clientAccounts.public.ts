// What other areas may use of client accounts beyond its rows and loaders.
export { afterClientDeleted } from './clientAccounts.lifecycle';
