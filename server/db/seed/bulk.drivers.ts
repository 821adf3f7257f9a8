import type { Queryable } from '../database';

/**
 * The bulk load's drivers and trucking companies (benches: 2,000 drivers against 100,000 orders): topped up to
 * `drivers` set-based, with mixed employment, licence classes and expiry dates (about 1 in 40 expiring within 30
 * days, 1 in 100 expired, 1 in 200 DISQUALIFIED), so the driver list's filters and the qualification check have
 * realistic work. Returns the ids the legs may be assigned to (not disqualified) and the companies.
 */
const FIRST = `ARRAY['Marcus','Elena','Tyrone','Megan','Luis','Hannah','Andre','Keisha','Connor','Priya','Darnell','Sofia','Wade',
  'Aaliyah','Gus','Renee','Jamal','Brooke','Hector','Ingrid','Omar','Tessa','Victor','Yara','Zane']`;
const LAST = `ARRAY['Whitfield','Okafor','Brennan','Delgado','Kowalski','Tran','Fitzgerald','Boucher','Mensah','Lindqvist','Romero',
  'Gagnon','Patel','Hollis','Nakamura','Dubois','Sorensen','Castillo','Ferreira','MacLeod','Abbott','Quinn','Ibarra']`;

export const bulkCarriers = async (
  tx: Queryable,
  tenantId: string,
  drivers: number,
): Promise<{ driverIds: string[]; companyIds: string[] }> => {
  const { rows: companies } = await tx.query<{ id: string }>(
    'SELECT id FROM trucking_companies WHERE tenant_id = $1 AND deleted_at IS NULL',
    [tenantId],
  );
  if (companies.length === 0 && drivers > 0)
    await tx.query(
      `INSERT INTO trucking_companies (tenant_id, legal_name, display_name, usdot_number, mc_number, cargo_expires_on, liability_expires_on)
       SELECT $1, 'Bulk Carrier ' || g || ' LLC', 'Bulk Carrier ' || g, (2000000 + g * 7919)::text, (900000 + g * 104729)::text,
         current_date + 60 * g, current_date + 90 * g
       FROM generate_series(1, 5) g`,
      [tenantId],
    );
  const { rows: have } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM drivers WHERE tenant_id = $1', [tenantId]);
  if (have[0].n < drivers)
    await tx.query(
      `WITH c AS (SELECT array_agg(id ORDER BY id) AS ids FROM trucking_companies WHERE tenant_id = $1 AND deleted_at IS NULL)
       INSERT INTO drivers (tenant_id, first_name, last_name, employment, trucking_company_id, licence_number, licence_state,
         licence_class, endorsements, licence_expires_on, medical_card_expires_on, mvr_reviewed_on, disqualified_at, disqualified_reason,
         pay_kind, pay_rate)
       SELECT $1, (${FIRST})[1 + g % 25], (${LAST})[1 + (g * 7) % 23] || ' ' || g,
         CASE g % 4 WHEN 0 THEN 'CONTRACTOR' WHEN 1 THEN 'TRUCKING_COMPANY' ELSE 'COMPANY' END,
         CASE WHEN g % 4 = 1 THEN c.ids[1 + g % cardinality(c.ids)] END,
         'B' || lpad(g::text, 8, '0'), (ARRAY['PA','NJ','NY','MA','MD','VA','GA','FL'])[1 + g % 8],
         (ARRAY['A_CDL','B_CDL','C_DOT'])[1 + g % 3], CASE WHEN g % 5 = 0 THEN ARRAY['T','X'] ELSE '{}' END,
         current_date + CASE WHEN g % 100 = 7 THEN -10 WHEN g % 40 = 3 THEN 15 ELSE 60 + (g * 37) % 1400 END,
         current_date + CASE WHEN g % 40 = 9 THEN 20 ELSE 45 + (g * 53) % 700 END,
         current_date - (g % 300),
         CASE WHEN g % 200 = 11 THEN now() END, CASE WHEN g % 200 = 11 THEN 'Failed a random drug test' END,
         CASE g % 3 WHEN 0 THEN 'PER_MILE' WHEN 1 THEN 'PER_MOVE' ELSE 'PERCENT' END,
         CASE g % 3 WHEN 0 THEN 50 + g % 20 WHEN 1 THEN 20000 + (g % 20) * 1000 ELSE 7000 END
       FROM c, generate_series($2::int + 1, $3::int) g`,
      [tenantId, have[0].n, drivers],
    );
  const { rows: driverIds } = await tx.query<{ id: string }>(
    "SELECT id FROM drivers WHERE tenant_id = $1 AND deleted_at IS NULL AND disqualified_at IS NULL AND employment <> 'TRUCKING_COMPANY' ORDER BY id",
    [tenantId],
  );
  const { rows: companyIds } = await tx.query<{ id: string }>(
    'SELECT id FROM trucking_companies WHERE tenant_id = $1 AND deleted_at IS NULL ORDER BY id',
    [tenantId],
  );
  return { driverIds: driverIds.map((r) => r.id), companyIds: companyIds.map((r) => r.id) };
};
