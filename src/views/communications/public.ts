/**
 * What other areas may use of the communication log (src/imports.test.ts): a record's log panel, props
 * `{ subject: { kind, id } }`; import it lazily (`lazyView(() => import('../communications/public').then(…))`).
 */
export type { CommunicationLogPanelProps } from './CommunicationLogPanel';
export { CommunicationLogPanel } from './CommunicationLogPanel';
export type { CommunicationSubject } from './logForm';
