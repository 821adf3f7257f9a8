/** What other areas may use of the account pages (src/imports.test.ts): the portal shows the same account page. */
export { AccountPage } from './AccountPage';
