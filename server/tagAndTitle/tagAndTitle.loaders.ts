import { activityLoader } from '../audit';
import { groupLoader, keyedLoader } from '../graphql/groupLoader';
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
  packetById: keyedLoader<TntPacketRow>(db, {
    key: 'tp.id',
    select: PACKET_SELECT,
    from: 'tnt_packets tp',
    where: 'tp.deleted_at IS NULL',
  }),
  packetsByOrder: keyedLoader<TntPacketRow>(db, {
    key: 'tp.order_id',
    select: PACKET_SELECT,
    from: 'tnt_packets tp',
    where: 'tp.deleted_at IS NULL',
    orderBy: 'tp.order_id, tp.created_at DESC, tp.id DESC',
  }),
  documentsByPacket: keyedLoader<TntDocumentRow>(db, {
    key: 'td.packet_id',
    select: DOCUMENT_SELECT,
    from: 'tnt_packet_documents td',
    orderBy: 'td.packet_id, td.position',
  }),
  feesByPacket: keyedLoader<TntFeeRow>(db, {
    key: 'tf.packet_id',
    select: FEE_SELECT,
    from: 'tnt_packet_fees tf',
    orderBy: 'tf.packet_id, tf.position',
  }),
  // The tenant's today (app_today(): the request's tenant), read once per request for every packet's temp-tag days.
  today: groupLoader<{ today: string }>(db, `SELECT k AS key, to_char(app_today(), 'YYYY-MM-DD') AS today FROM unnest($1::text[]) k`),
  mediaById: keyedLoader<MediaRow>(db, { key: 'm.id', select: MEDIA_SELECT, from: 'media m' }),
  activityByPacket: activityLoader(db, { entityKind: TNT_ENTITY_KIND }),
}));
