/** What other areas may use of client accounts (src/imports.test.ts): the clients list, composed by the client relations desk. */
export { ClientsList, type ClientsListProps } from './ClientsPage';
