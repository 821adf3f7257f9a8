import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AuthUser, memberTenant } from '../auth/users';
import type { Config } from '../config';
import { type Database, type Queryable, withContext } from '../db/database';
import { isUuid } from '../errors';
import { attachmentDisposition } from '../media/media.routes';
import { CsvReader, csvFileName } from '../../src/domain/csv';
import { findFacility } from './storage.rows';
import { isStorageStaff } from './storage.access';
import {
  NOT_CSV,
  notCsvReason,
  SR_LIST_LIMITS,
  type SrList,
  SrListBuilder,
  SrListError,
  SR_VALIDATION_PATH,
} from '../../src/domain/storage/srValidation';
import { createResult, resultOwner, resultStream } from './storage.srValidationResults';
import { reconcile } from './storage.srValidationRun';

/** What a browser or a script labels a CSV or a paste with; anything else (an image, a PDF, a form) is not one. */
const TEXT_TYPES = new Set([
  'text/csv',
  'text/plain',
  'text/comma-separated-values',
  'text/tab-separated-values',
  'application/csv',
  'application/vnd.ms-excel',
  'application/octet-stream',
]);

type Limits = { maxBytes: number; maxRows: number };
/** A refusal; a 413 or 422 names the field it is about (the list itself unless said). */
type Refusal = { status: number; message: string; field?: 'file' | 'clientId' };

/**
 * Answers a refusal. A body still arriving is discarded and the connection closed after the answer: a client still
 * uploading would otherwise hold a half-read keep-alive connection open.
 */
const refuse = (reply: FastifyReply, { status, message, field = 'file' }: Refusal) => {
  const raw = reply.request.raw;
  if (!raw.readableEnded) {
    reply.header('connection', 'close');
    raw.resume();
  }
  return reply.code(status).send(status === 422 || status === 413 ? { message, errors: { [field]: [message] } } : { message });
};

/** The signed-in staff member allowed to reconcile, or the refusal (the same words as the rest of the HTTP API). */
const allowed = (user: AuthUser | null): Refusal | null => {
  if (!user) return { status: 401, message: 'Unauthenticated.' };
  if (!user.emailVerifiedAt) return { status: 409, message: 'Your email address is not verified.' };
  if (!isStorageStaff(user)) return { status: 403, message: 'This action is unauthorized.' };
  return null;
};

const tooLarge = (limits: Limits): Refusal => ({
  status: 413,
  message: `The list is larger than ${Math.round(limits.maxBytes / 1024 / 1024)} MB: split it and check each part.`,
});

/**
 * Reads the request body as the client's list, chunk by chunk: the size limit, what is not text (content sniffed,
 * never trusted from the name or type) and the list's own refusals all answer before the whole body is read. A
 * refusal keeps draining what is still coming (discarding it) so the client reads the answer, not a reset.
 */
const readList = (request: FastifyRequest, limits: Limits): Promise<SrList> =>
  new Promise((resolve, reject) => {
    const raw = request.raw;
    const decoder = new TextDecoder('utf-8', { fatal: true });
    const builder = new SrListBuilder(limits.maxRows);
    const reader = new CsvReader(builder.add);
    let size = 0;
    let failed = false;
    const fail = (error: unknown) => {
      failed = true;
      reject(error);
    };
    raw.on('data', (chunk: Buffer) => {
      if (failed) return;
      try {
        if (size === 0) {
          const reason = notCsvReason(chunk.subarray(0, 16));
          if (reason) throw new SrListError('NOT_CSV', reason);
        }
        size += chunk.length;
        if (size > limits.maxBytes) throw new SrListError('TOO_LARGE', tooLarge(limits).message);
        if (chunk.includes(0)) throw new SrListError('NOT_CSV', NOT_CSV);
        let text: string;
        try {
          text = decoder.decode(chunk, { stream: true });
        } catch {
          throw new SrListError('NOT_CSV', NOT_CSV);
        }
        reader.push(text);
      } catch (error) {
        fail(error);
      }
    });
    const finish = () => {
      if (failed) return;
      try {
        reader.push(decoder.decode());
        reader.end();
        resolve(builder.finish());
      } catch (error) {
        fail(error instanceof TypeError ? new SrListError('NOT_CSV', NOT_CSV) : error);
      }
    };
    raw.on('error', fail);
    // An empty body was never anything to read: its 'end' has come and gone.
    if (raw.readableEnded) finish();
    else raw.on('end', finish);
  });

type Scope = { clientName: string; facilityNames: Map<string, string>; timeZone: string };

/** The client and the facility under the tenant's row-level security: another tenant's is simply not there. */
const findScope = async (tx: Queryable, tenantId: string, clientId: string, facilityId: string | null): Promise<Scope | null> => {
  const client = (
    await tx.query<{ name: string; timeZone: string }>(
      `SELECT c.display_name AS name, t.time_zone AS "timeZone" FROM clients c JOIN tenants t ON t.id = c.tenant_id
     WHERE c.id = $1 AND c.tenant_id = $2 AND c.deleted_at IS NULL`,
      [clientId, tenantId],
    )
  ).rows[0];
  if (!client) return null;
  // Every STORAGE place's name (a record at a yard since deleted keeps its name); the chosen one must be a live facility.
  const facilities = await tx.query<{ id: string; name: string }>("SELECT l.id, l.name FROM locations l WHERE l.type = 'STORAGE'");
  const facilityNames = new Map(facilities.rows.map((row) => [row.id, row.name]));
  if (facilityId && !(await findFacility(tx, facilityId))) return null;
  return { clientName: client.name, facilityNames, timeZone: client.timeZone };
};

const listRefusal = (error: SrListError, limits: Limits): Refusal =>
  error.code === 'TOO_LARGE' ? tooLarge(limits) : { status: 422, message: error.message };

/**
 * POST /api/storage/sr-validation?clientId=…[&facilityId=…] with the list as the body (a file sent as it is, or
 * pasted text), X-Tenant naming the tenant: answers the summary (counts, the first rows of each category) and the
 * URL of the full result as CSV. GET …/:token downloads that result (its owner only, for a day). Plain HTTP rather
 * than GraphQL: the list streams in without a multipart parser holding it whole, and the result streams out.
 * The app's onRequest hook has already answered a write without its CSRF token (419).
 */
export const srValidationRoutes = async (
  app: FastifyInstance,
  { db, config: { dataDir }, limits = SR_LIST_LIMITS }: { db: Database; config: Pick<Config, 'dataDir'>; limits?: Limits },
) => {
  // The body is read by the handler as a stream, whatever it is labelled (a wrong label is a 422 of ours, not a 415).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.post<{ Querystring: { clientId?: string; facilityId?: string } }>(SR_VALIDATION_PATH, async (request, reply) => {
    const started = performance.now();
    const denied = allowed(request.auth.user);
    if (denied) return refuse(reply, denied);
    const user = request.auth.user as AuthUser;
    const { clientId = '', facilityId = '' } = request.query;
    if (!clientId) return refuse(reply, { status: 422, message: 'Choose the client whose list this is.', field: 'clientId' });
    if (!isUuid(clientId) || (facilityId !== '' && !isUuid(facilityId))) return refuse(reply, { status: 404, message: 'Not Found.' });
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > limits.maxBytes) return refuse(reply, tooLarge(limits));
    const type = String(request.headers['content-type'] ?? '')
      .split(';')[0]
      .trim()
      .toLowerCase();
    if (type !== '' && !TEXT_TYPES.has(type)) return refuse(reply, { status: 422, message: NOT_CSV });

    const header = String(request.headers['x-tenant'] ?? '').trim();
    const context = { tenantId: isUuid(header) ? header : null, userId: user.id };
    const scope = await withContext(db, context, async (tx) => {
      const tenantId = await memberTenant(tx, user, header);
      return tenantId ? findScope(tx, tenantId, clientId, facilityId || null) : undefined;
    });
    if (scope === undefined) return refuse(reply, { status: 403, message: 'You do not have access to this tenant.' });
    if (scope === null) return refuse(reply, { status: 404, message: 'Not Found.' });

    let list: SrList;
    const reading = performance.now();
    try {
      list = await readList(request, limits);
    } catch (error) {
      if (error instanceof SrListError) return refuse(reply, listRefusal(error, limits));
      throw error;
    }

    const listMs = performance.now() - reading;
    const result = await createResult(dataDir);
    try {
      const reconciling = performance.now();
      const summary = await withContext(db, context, (tx) =>
        reconcile(
          tx,
          { list, clientId, facilityId: facilityId || null, facilityNames: scope.facilityNames, timeZone: scope.timeZone },
          result,
        ),
      );
      const fileName = csvFileName(`sr-validation-${scope.clientName.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase()}`, new Date());
      await result.finish({ tenantId: header, userId: user.id, fileName });
      return (
        reply
          .header('cache-control', 'no-store')
          // The server's own time, and how it splits between receiving the list and reconciling it (the benchmark reads them).
          .header(
            'server-timing',
            `list;dur=${listMs.toFixed(2)}, reconcile;dur=${(performance.now() - reconciling).toFixed(2)}, total;dur=${(performance.now() - started).toFixed(2)}`,
          )
          .send({ ...summary, download: { url: `${SR_VALIDATION_PATH}/${result.token}`, fileName } })
      );
    } catch (error) {
      await result.discard();
      throw error;
    }
  });

  app.get<{ Params: { token: string } }>(`${SR_VALIDATION_PATH}/:token`, async (request, reply) => {
    const denied = allowed(request.auth.user);
    if (denied) return refuse(reply, denied);
    const user = request.auth.user as AuthUser;
    const owner = await resultOwner(dataDir, request.params.token);
    // Someone else's result is not found, and so is one whose owner has since left the tenant.
    const member =
      owner?.userId === user.id &&
      (await withContext(db, { tenantId: owner.tenantId, userId: user.id }, (tx) => memberTenant(tx, user, owner.tenantId)));
    if (!owner || !member) return refuse(reply, { status: 404, message: 'Not Found.' });
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', attachmentDisposition(owner.fileName))
      .type('text/csv; charset=utf-8')
      .send(resultStream(dataDir, request.params.token));
  });
};
