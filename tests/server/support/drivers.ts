import type { Queryable } from '../../../server/db/database';

/** Test drivers: made straight in the database (as the test template's owner), qualified unless told otherwise. */

let made = 0;

export type DriverFacts = {
  licenceClass?: 'A_CDL' | 'B_CDL' | 'C_DOT' | null;
  licenceExpiresOn?: string | null;
  medicalCardExpiresOn?: string | null;
  disqualifiedReason?: string | null;
  userId?: string | null;
  truckingCompanyId?: string | null;
};

/** A new driver of the tenant with no legs: class A, licence and medical card valid for years. */
export const freshDriverId = async (db: Queryable, tenant: 'Legwork East' | 'Legwork North' = 'Legwork East', facts: DriverFacts = {}) => {
  made += 1;
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO drivers (tenant_id, first_name, last_name, employment, trucking_company_id, user_id, licence_number, licence_state,
       licence_class, licence_expires_on, medical_card_expires_on, disqualified_at, disqualified_reason)
     SELECT t.id, 'Test', 'Driver ' || $2::text, CASE WHEN $8::uuid IS NULL THEN 'COMPANY' ELSE 'TRUCKING_COMPANY' END, $8::uuid, $7::uuid,
       'T' || $2::text, 'PA', $3, $4::date, $5::date, CASE WHEN $6::text IS NULL THEN NULL ELSE now() END, $6
     FROM tenants t WHERE t.name = $1 RETURNING id`,
    [
      tenant,
      `${process.pid}-${made}`,
      facts.licenceClass === undefined ? 'A_CDL' : facts.licenceClass,
      facts.licenceExpiresOn === undefined ? '2040-01-01' : facts.licenceExpiresOn,
      facts.medicalCardExpiresOn === undefined ? '2040-01-01' : facts.medicalCardExpiresOn,
      facts.disqualifiedReason ?? null,
      facts.userId ?? null,
      facts.truckingCompanyId ?? null,
    ],
  );
  return rows[0].id;
};

/** The driver row linked to a login (the seed links driver@legwork.test to Dale Driver in East). */
export const driverIdOfUser = async (db: Queryable, email: string) => {
  const { rows } = await db.query<{ id: string }>(
    'SELECT d.id FROM drivers d JOIN users u ON u.id = d.user_id WHERE lower(u.email) = lower($1) ORDER BY d.created_at LIMIT 1',
    [email],
  );
  if (!rows[0]) throw new Error(`no driver for ${email}`);
  return rows[0].id;
};
