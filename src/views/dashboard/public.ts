/** What other areas may use of the dashboard (src/imports.test.ts). */
export { legStatusHref } from './dashboardLinks';
