import type { Queryable } from '../db/database';
import { isUuid, notFound } from '../errors';

/**
 * What both client reports are asked: the tenant, its zone, the period's first and last day (inclusive, the tenant's
 * days), the tenant's today (open stays run to it) and an optional client.
 */
export type ClientReportInput = {
  tenantId: string;
  zone: string;
  from: string;
  to: string;
  today: string;
  clientId: string | null;
};

/** The parameters the area's statements bind, in this order: $1 tenant, $2 zone, $3 from, $4 to, $5 client, $6 today (storage only). */
export const figureParams = ({ tenantId, zone, from, to, clientId }: ClientReportInput) => [tenantId, zone, from, to, clientId];

/** `column` (a timestamptz) within the period's days in the tenant's zone ($2 zone, $3 from, $4 to): an index range. */
export const inPeriod = (column: string) =>
  `${column} >= ($3::date::timestamp AT TIME ZONE $2) AND ${column} < (($4::date + 1)::timestamp AT TIME ZONE $2)`;

/** `alias`.client_id is the chosen client, or any when none is ($5). */
export const ofClient = (alias: string) => `($5::uuid IS NULL OR ${alias}.client_id = $5::uuid)`;

/**
 * A chosen client must be one of the tenant's (read under the caller's row-level security): another tenant's or an
 * unknown one is NOT_FOUND, as a record page answers it, rather than an empty report that looks like "no orders".
 */
export const requireClient = async (tx: Queryable, tenantId: string, clientId: string | null) => {
  if (clientId === null) return;
  const found = isUuid(clientId) ? await tx.query('SELECT 1 FROM clients WHERE tenant_id = $1 AND id = $2', [tenantId, clientId]) : null;
  if (!found || found.rows.length === 0) throw notFound('Client');
};

/** Per-record tables stop here; the report says how many more there were. */
export const RECORD_LIMIT = 1000;
