import type { FastifyInstance } from 'fastify';
import { reportCsv, reportCsvName, reportTable } from '../../src/domain/reports/table';
import type { ReportResult } from '../../src/domain/reports/table';
import { type Database, withContext } from '../db/database';
import { isUuid } from '../errors';
import { attachmentDisposition } from '../media/media.routes';

/**
 * `GET /api/report-runs/:id/csv?table=<key>`: the CSV of a finished run's table (its first when no key is given), for the
 * user who ran it (row-level security: another user's run, or another tenant's, is not found). The CSV is the page's,
 * from the same function (src/domain/reports/table.ts).
 */
export const reportRoutes = async (app: FastifyInstance, { db }: { db: Database }) => {
  app.get<{ Params: { id: string }; Querystring: { table?: string } }>('/api/report-runs/:id/csv', async (request, reply) => {
    const user = request.auth.user;
    if (!user) return reply.code(401).send({ message: 'Unauthenticated.' });
    if (!isUuid(request.params.id)) return reply.code(404).send({ message: 'Not Found.' });
    const owner = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ tenantId: string }>('SELECT tenant_id AS "tenantId" FROM report_runs WHERE id = $1', [
        request.params.id,
      ]);
      return rows[0] ?? null;
    });
    if (!owner) return reply.code(404).send({ message: 'Not Found.' });
    const run = await withContext(db, { tenantId: owner.tenantId, userId: user.id }, async (tx) => {
      const member = await tx.query('SELECT 1 FROM user_tenants WHERE tenant_id = $1 AND user_id = $2', [owner.tenantId, user.id]);
      if (member.rows.length === 0) return null;
      const { rows } = await tx.query<{ report: string; result: ReportResult | null }>(
        `SELECT report, result FROM report_runs WHERE tenant_id = $1 AND id = $2 AND status = 'DONE'`,
        [owner.tenantId, request.params.id],
      );
      return rows[0] ?? null;
    });
    const table = run?.result ? reportTable(run.result, request.query.table) : undefined;
    if (!run?.result || !table) return reply.code(404).send({ message: 'Not Found.' });
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', attachmentDisposition(reportCsvName(run.report, table, run.result.period)));
    reply.header('cache-control', 'private, no-store');
    return reply.send(reportCsv(run.result, table.key));
  });
};
