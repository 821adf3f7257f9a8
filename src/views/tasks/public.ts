/** What other areas may use of the tasks views (src/imports.test.ts): the dashboard's panel. */
export { TasksPanel } from './TasksPanel';
