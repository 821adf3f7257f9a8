import { REPORT_ROLES } from '../reports/reports.public';

/** Who runs the finance reports and edits a client's rebate tiers: the report roles (docs/access.md). */
export const FINANCE_REPORT_ROLES = REPORT_ROLES;
