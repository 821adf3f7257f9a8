import { parseRecordNumber } from '../../src/domain/recordNumbers';
import { badUserInput } from '../errors';
import type { QueryTntPacketsArgs } from '../../src/generated/resolvers';
import type { Queryable } from '../db/database';
import { ListQuery } from '../graphql/listQuery';
import { MAX_PER_PAGE } from '../graphql/paginate';
import { PACKET_SELECT, type TntPacketRow, type TntWorkQueueRow, TNT_PACKET_NUMBERS } from './tagAndTitle.rows';

const vinText = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** A packet number (TT-…) finds that packet; other text searches the VIN, whole or its start (at least 4 characters). */
const searchPackets = (search: string | null | undefined, params: unknown[]): string => {
  const text = (search ?? '').trim();
  if (text === '') return 'TRUE';
  const number = parseRecordNumber(TNT_PACKET_NUMBERS.format, text);
  if (number) {
    params.push(number);
    return `tp.number = $${params.length}`;
  }
  const vin = vinText(text);
  if (vin.length < 4) throw badUserInput({ search: ['Search by a packet number (TT-…) or at least 4 characters of a VIN.'] });
  params.push(`${vin}%`);
  return `tp.vin LIKE $${params.length}`;
};

/**
 * /tag-and-title/packets (and /packets-in-progress with inProgress): newest first; by status, kind, paperwork status,
 * order, state or province, and a search by number or VIN, off the (tenant, status, created_at) indexes. The CSV
 * export pages through this list.
 */
export const listPackets = (db: Queryable, tenantId: string, args: QueryTntPacketsArgs) => {
  const q = ListQuery.live('tp', tenantId).anyOf('tp.status', args.status);
  if (args.inProgress) q.where("tp.status <> 'COMPLETED'");
  q.equals('tp.kind', args.kind || null)
    .equals('tp.paperwork_status', args.paperworkStatus || null)
    .id(args.orderId, 'orderId', 'The selected order is invalid.', (p) => `tp.order_id = ${p}`);
  if (args.stateProvince) {
    const code = args.stateProvince.trim().toUpperCase();
    if (!/^[A-Z]{2}$/.test(code))
      throw badUserInput({ stateProvince: ['Give a US state or Canadian province by its two letters (TX, ON).'] });
    q.equals('tp.state_province', code);
  }
  return q
    .where(searchPackets(args.search, q.params))
    .page<TntPacketRow>(db, { select: PACKET_SELECT, from: 'tnt_packets tp', orderBy: 'tp.created_at DESC, tp.id DESC' }, args);
};

/** The work queue's look-ahead: a year at most (the longest temp tag is 90 days). */
const MAX_DAYS = 366;

export const workQueue = (tenantId: string, days: number | null | undefined, first: number | null | undefined): TntWorkQueueRow => {
  const ahead = days ?? 7;
  const size = first ?? 25;
  if (!Number.isInteger(ahead) || ahead < 0 || ahead > MAX_DAYS) throw badUserInput({ days: [`Give 0 to ${MAX_DAYS} days.`] });
  if (!Number.isInteger(size) || size < 1 || size > MAX_PER_PAGE) throw badUserInput({ first: [`Give 1 to ${MAX_PER_PAGE}.`] });
  return { tenantId, days: ahead, first: size };
};

const LEGS_WAITING = `FROM order_legs l WHERE l.tenant_id = $1 AND l.status = 'WAITING_ON_TAG_AND_TITLE' AND l.deleted_at IS NULL`;

/** Legs waiting on tag and title, longest waiting first (the partial index of migration 033). */
export const waitingLegIds = async (db: Queryable, queue: TntWorkQueueRow) =>
  (
    await db.query<{ id: string }>(`SELECT l.id ${LEGS_WAITING} ORDER BY coalesce(l.status_changed_at, l.updated_at), l.id LIMIT $2`, [
      queue.tenantId,
      queue.first,
    ])
  ).rows.map((row) => row.id);

export const waitingLegCount = async (db: Queryable, queue: TntWorkQueueRow) =>
  Number((await db.query<{ count: string }>(`SELECT count(*) AS count ${LEGS_WAITING}`, [queue.tenantId])).rows[0].count);

const MISSING = `FROM tnt_packets tp WHERE tp.tenant_id = $1 AND tp.deleted_at IS NULL AND tp.status <> 'COMPLETED'
  AND EXISTS (SELECT 1 FROM tnt_packet_documents td WHERE td.tenant_id = tp.tenant_id AND td.packet_id = tp.id AND td.state IN ('MISSING', 'REJECTED'))`;

/** Packets in progress with a document missing or rejected, oldest first (the longest waiting for paper). */
export const packetsMissingDocuments = async (db: Queryable, queue: TntWorkQueueRow) =>
  (await db.query<TntPacketRow>(`SELECT ${PACKET_SELECT} ${MISSING} ORDER BY tp.created_at, tp.id LIMIT $2`, [queue.tenantId, queue.first]))
    .rows;

export const packetsMissingDocumentsCount = async (db: Queryable, queue: TntWorkQueueRow) =>
  Number((await db.query<{ count: string }>(`SELECT count(*) AS count ${MISSING}`, [queue.tenantId])).rows[0].count);

const EXPIRING = `FROM tnt_packets tp WHERE tp.tenant_id = $1 AND tp.temp_tag_expires_on IS NOT NULL AND tp.deleted_at IS NULL
  AND tp.status <> 'COMPLETED' AND tp.temp_tag_expires_on <= app_today() + $2::int`;

/** Temp tags of packets in progress that lapse within `days` of the tenant's today (or have lapsed), soonest first. */
export const tempTagsExpiring = async (db: Queryable, queue: TntWorkQueueRow) =>
  (
    await db.query<TntPacketRow>(`SELECT ${PACKET_SELECT} ${EXPIRING} ORDER BY tp.temp_tag_expires_on, tp.id LIMIT $3`, [
      queue.tenantId,
      queue.days,
      queue.first,
    ])
  ).rows;

export const tempTagsExpiringCount = async (db: Queryable, queue: TntWorkQueueRow) =>
  Number((await db.query<{ count: string }>(`SELECT count(*) AS count ${EXPIRING}`, [queue.tenantId, queue.days])).rows[0].count);
