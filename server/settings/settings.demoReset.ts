import type { Queryable } from '../db/database';

/**
 * What a reset of the demo data removes from the tenant, children before the tables they reference (every table with a
 * tenant_id is either here or in DEMO_KEPT_TABLES; settings.demoReset.test.ts checks both against the database).
 * Tables another migration has not created yet are skipped. Two references run both ways and are emptied first:
 * orders.quote_id ↔ quotes.order_id and storage_records' check-in and check-out reports ↔ condition_reports.
 */
export const DEMO_DATA_TABLES: readonly string[] = [
  // The communication log (it may name an outbox mail) and the money areas' records first: they reference legs,
  // drivers, expense items and media.
  'communication_entries',
  'delivery_surveys',
  'leg_positions',
  'client_rebate_tiers',
  'ifta_rates',
  'tasks',
  'announcements',
  'spreadsheet_imports',
  'spreadsheet_import_mappings',
  'books_export_items',
  'invoice_credit_applications',
  'escrow_entries',
  'settlement_lines',
  'settlement_payments',
  'settlement_legs',
  'driver_receipts',
  'settlements',
  'books_exports',
  'accident_parties',
  'accident_witnesses',
  'client_tags',
  'comments',
  'condition_photos',
  'condition_report_damages',
  'contacts',
  'counters',
  'district_notes',
  'district_offices',
  'district_requirements',
  'document_expiry_alerts',
  'driver_dsc_visibility',
  'driver_flight_legs',
  'driver_leg_priorities',
  'driver_rental_legs',
  'expense_items',
  'fee_zones',
  'fuel_rates',
  'ifta_decals',
  'invoice_legs',
  'invoice_lines',
  'leg_tags',
  'order_line_items',
  'order_locations',
  'order_notes',
  'order_tags',
  'party_billing_items',
  'payment_applications',
  'quote_line_items',
  'repair_recoveries',
  'storage_facility_closures',
  'storage_facility_contacts',
  'storage_facility_hours',
  'storage_facility_notes',
  'storage_key_log',
  'storage_rate_cards',
  'tariff_rates',
  'tnt_packet_documents',
  'tnt_packet_fees',
  'transport_plate_assignments',
  'trucking_company_users',
  'billing_items',
  'condition_reports',
  'districts',
  'driver_flights',
  'invoices',
  'payments',
  'driver_rentals',
  'quotes',
  'repairs',
  'requirement_types',
  'tags',
  'tnt_packets',
  'transport_plates',
  'accident_reports',
  'alerts',
  'media',
  'storage_records',
  'document_types',
  'order_legs',
  'storage_facilities',
  'orders',
  'units',
  'vehicles',
  'drivers',
  'hubs',
  'trucking_companies',
  'locations',
];

/**
 * What a reset keeps, and why: the people (their memberships and portal links), the clients and customers those links
 * name (the load finds them again by code), the audit trail, and the jobs' own history.
 */
export const DEMO_KEPT_TABLES: Readonly<Record<string, string>> = {
  user_tenants: 'who belongs to the tenant',
  client_users: 'a portal user’s clients',
  customer_users: 'a portal user’s customers',
  clients: 'named by the portal links; the load reuses them by code',
  customers: 'named by the portal links; the load reuses them by code',
  audit_logs: 'history is never rewritten',
  notifications: 'each user’s own inbox (row-level security lets only its user remove one)',
  notification_preferences: 'each user’s say over what they hear',
  notification_digest_settings: 'each user’s digest hour',
  notification_digest_items: 'what waits for each user’s digest (copies of their notifications)',
  demo_data_jobs: 'the jobs themselves',
  report_runs: 'each user’s own report runs (row-level security lets only its user remove one; they go after 30 days)',
  search_documents: 'the search index: the source tables’ triggers remove and add its rows as the reset deletes and loads them',
  search_outbox: 'the hosted indexer’s queue, filled by the same triggers',
  search_pending: 'empty between transactions: the search triggers queue documents in it and the commit builds and removes them',
  finance_entries: 'the financial report’s entries: the money tables’ triggers remove them as the reset deletes their sources',
};

/** Empties the tenant's demo data (DEMO_DATA_TABLES) in the caller's transaction; answers the rows removed by table. */
export const clearDemoData = async (tx: Queryable, tenantId: string): Promise<Record<string, number>> => {
  const { rows } = await tx.query<{ name: string }>(
    'SELECT name FROM unnest($1::text[]) WITH ORDINALITY AS t(name, n) WHERE to_regclass(name) IS NOT NULL ORDER BY n',
    [DEMO_DATA_TABLES],
  );
  await tx.query('UPDATE orders SET quote_id = NULL WHERE tenant_id = $1 AND quote_id IS NOT NULL', [tenantId]);
  await tx.query(
    `UPDATE storage_records SET check_in_report_id = NULL, check_out_report_id = NULL
     WHERE tenant_id = $1 AND (check_in_report_id IS NOT NULL OR check_out_report_id IS NOT NULL)`,
    [tenantId],
  );
  await tx.query(
    `UPDATE clients SET billing_contact_id = NULL, billing_location_id = NULL
     WHERE tenant_id = $1 AND (billing_contact_id IS NOT NULL OR billing_location_id IS NOT NULL)`,
    [tenantId],
  );
  const removed: Record<string, number> = {};
  for (const { name } of rows) {
    // The names are this file's constants, never input.
    const deleted = await tx.query<{ n: number }>(
      `WITH gone AS (DELETE FROM ${name} WHERE tenant_id = $1 RETURNING 1) SELECT count(*)::int AS n FROM gone`,
      [tenantId],
    );
    if (deleted.rows[0].n > 0) removed[name] = deleted.rows[0].n;
  }
  return removed;
};
