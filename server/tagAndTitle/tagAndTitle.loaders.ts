import { activityLoader } from '../audit';
import { groupLoader } from '../graphql/groupLoader';
import { defineLoaders } from '../graphql/loaders';
import { MEDIA_SELECT, type MediaRow } from '../media/media.rows';
import {
  DOCUMENT_SELECT,
  FEE_SELECT,
  PACKET_SELECT,
  TNT_ENTITY_KIND,
  type TntDocumentRow,
  type TntFeeRow,
  type TntPacketRow,
} from './tagAndTitle.rows';

/**
 * Batched loaders of the tag-and-title area (no N+1 under a list of packets): packets by id and by order, a packet's
 * checklist, fees, document files and activity. Orders, legs, vehicles, locations and users are their areas' loaders.
 */
export const tntLoaders = defineLoaders((db) => ({
  packetById: groupLoader<TntPacketRow>(
    db,
    `SELECT tp.id AS key, ${PACKET_SELECT} FROM tnt_packets tp WHERE tp.id = ANY($1::uuid[]) AND tp.deleted_at IS NULL`,
  ),
  packetsByOrder: groupLoader<TntPacketRow>(
    db,
    `SELECT tp.order_id AS key, ${PACKET_SELECT} FROM tnt_packets tp WHERE tp.order_id = ANY($1::uuid[]) AND tp.deleted_at IS NULL
     ORDER BY tp.order_id, tp.created_at DESC, tp.id DESC`,
  ),
  documentsByPacket: groupLoader<TntDocumentRow>(
    db,
    `SELECT td.packet_id AS key, ${DOCUMENT_SELECT} FROM tnt_packet_documents td WHERE td.packet_id = ANY($1::uuid[])
     ORDER BY td.packet_id, td.position`,
  ),
  feesByPacket: groupLoader<TntFeeRow>(
    db,
    `SELECT tf.packet_id AS key, ${FEE_SELECT} FROM tnt_packet_fees tf WHERE tf.packet_id = ANY($1::uuid[]) ORDER BY tf.packet_id, tf.position`,
  ),
  // The tenant's today (app_today(): the request's tenant), read once per request for every packet's temp-tag days.
  today: groupLoader<{ today: string }>(db, `SELECT k AS key, to_char(app_today(), 'YYYY-MM-DD') AS today FROM unnest($1::text[]) k`),
  mediaById: groupLoader<MediaRow>(db, `SELECT m.id AS key, ${MEDIA_SELECT} FROM media m WHERE m.id = ANY($1::uuid[])`),
  activityByPacket: activityLoader(db, { entityKind: TNT_ENTITY_KIND }),
}));
