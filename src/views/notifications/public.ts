/** What other areas may use of the notifications views (src/imports.test.ts): the account page's preferences section. */
export { NotificationPreferencesSection } from './NotificationPreferencesSection';
