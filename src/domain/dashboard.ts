/** How many open alerts the dashboard's Today panel lists (OperationsWidgets; its first query, src/graphql/firstQueries.ts). */
export const DASHBOARD_ALERTS_SHOWN = 5;

/** How many unread notifications the dashboard lists (UnreadNotificationsPanel; its first query too). */
export const DASHBOARD_NOTIFICATIONS_SHOWN = 5;
