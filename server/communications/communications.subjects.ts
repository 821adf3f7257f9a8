import type { CommunicationSubjectKind } from '../../src/generated/enums/CommunicationSubjectKind';
import type { Queryable } from '../db/database';
import { isUuid, notFound } from '../errors';

/** The table of each kind of record a log belongs to, and how NOT_FOUND names it. */
const SUBJECTS: Record<CommunicationSubjectKind, { table: string; what: string }> = {
  ORDER: { table: 'orders', what: 'Order' },
  LEG: { table: 'order_legs', what: 'Order leg' },
  CLIENT: { table: 'clients', what: 'Client' },
  CUSTOMER: { table: 'customers', what: 'Customer' },
};

export type CommunicationSubject = { kind: CommunicationSubjectKind; id: string };

/**
 * The record must be the tenant's and live: another tenant's (row-level security hides it), a deleted or unknown one
 * and a malformed id are NOT_FOUND, so a log is never read or written for a record its reader cannot open.
 */
export const requireSubject = async (db: Queryable, tenantId: string, subject: CommunicationSubject) => {
  const target = SUBJECTS[subject.kind];
  if (!target || !isUuid(subject.id)) throw notFound(target?.what ?? 'Record');
  const { rows } = await db.query(`SELECT 1 FROM ${target.table} WHERE tenant_id = $1 AND id = $2 AND deleted_at IS NULL`, [
    tenantId,
    subject.id,
  ]);
  if (rows.length === 0) throw notFound(target.what);
};
