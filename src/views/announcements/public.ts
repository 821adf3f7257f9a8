/** What other areas may use of the announcements views (src/imports.test.ts): the admin's form on the dashboard. */
export { AnnouncementPanel } from './AnnouncementPanel';
