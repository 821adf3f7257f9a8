import type {
  RequirementKind,
  TntDocumentState,
  TntPacketKind,
  TntPacketStatus,
  TntPaperworkStatus,
  TntShippingCarrier,
  TntShippingRecipient,
  TntTransport,
} from '../../src/generated/enums';
import type { Queryable } from '../db/database';
import { recordNumberFormat } from '../../src/domain/recordNumbers';
import type { RecordNumbers } from '../db/counters';

// Tag-and-title packets, their checklist documents and fees as the SELECT lists below produce them (camelCase; money
// in minor units; days as YYYY-MM-DD text), mapped onto the GraphQL types by codegen.

export type TntPacketRow = {
  id: string;
  tenantId: string;
  number: string;
  kind: TntPacketKind;
  status: TntPacketStatus;
  heldFrom: TntPacketStatus | null;
  holdReason: string | null;
  paperworkStatus: TntPaperworkStatus;
  orderId: string;
  vehicleId: string;
  vin: string | null;
  modelYear: number | null;
  registerToId: string | null;
  titleToId: string | null;
  stateProvince: string;
  county: string | null;
  transport: TntTransport | null;
  carrier: TntShippingCarrier | null;
  trackingNumber: string | null;
  recipient: TntShippingRecipient | null;
  recipientName: string | null;
  tempTagNumber: string | null;
  tempTagIssuedOn: string | null;
  tempTagExpiresOn: string | null;
  notes: string | null;
  createdBy: string | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
};

export type TntDocumentRow = {
  id: string;
  tenantId: string;
  packetId: string;
  orderId: string;
  requirementTypeId: string;
  kind: RequirementKind;
  label: string;
  guidance: string | null;
  position: number;
  state: TntDocumentState;
  rejectReason: string | null;
  mediaId: string | null;
  receivedBy: string | null;
  receivedAt: Date | null;
  reviewedBy: string | null;
  reviewedAt: Date | null;
};

export type TntFeeRow = {
  id: string;
  packetId: string;
  requirementTypeId: string | null;
  label: string;
  amount: number | null;
  note: string | null;
  position: number;
};

/** The work queue's counts; its lists resolve from the ids (tagAndTitle.lists.ts). */
export type TntWorkQueueRow = {
  tenantId: string;
  days: number;
  first: number;
};

export const PACKET_SELECT = `tp.id, tp.tenant_id AS "tenantId", tp.number, tp.kind, tp.status, tp.held_from AS "heldFrom",
  tp.hold_reason AS "holdReason", tp.paperwork_status AS "paperworkStatus", tp.order_id AS "orderId", tp.vehicle_id AS "vehicleId",
  tp.vin, tp.model_year AS "modelYear", tp.register_to_id AS "registerToId", tp.title_to_id AS "titleToId",
  tp.state_province AS "stateProvince", tp.county, tp.transport, tp.carrier, tp.tracking_number AS "trackingNumber",
  tp.recipient, tp.recipient_name AS "recipientName", tp.temp_tag_number AS "tempTagNumber",
  to_char(tp.temp_tag_issued_on, 'YYYY-MM-DD') AS "tempTagIssuedOn", to_char(tp.temp_tag_expires_on, 'YYYY-MM-DD') AS "tempTagExpiresOn",
  tp.notes, tp.created_by AS "createdBy", tp.version, tp.created_at AS "createdAt", tp.updated_at AS "updatedAt"`;

export const DOCUMENT_SELECT = `td.id, td.tenant_id AS "tenantId", td.packet_id AS "packetId", td.order_id AS "orderId",
  td.requirement_type_id AS "requirementTypeId", td.kind, td.label, td.guidance, td.position, td.state, td.reject_reason AS "rejectReason",
  td.media_id AS "mediaId", td.received_by AS "receivedBy", td.received_at AS "receivedAt", td.reviewed_by AS "reviewedBy",
  td.reviewed_at AS "reviewedAt"`;

export const FEE_SELECT = `tf.id, tf.packet_id AS "packetId", tf.requirement_type_id AS "requirementTypeId", tf.label, tf.amount, tf.note,
  tf.position`;

/** The live packet (as the caller's row-level security shows it), locked for update when a write is about to change it. */
export const findPacket = async (db: Queryable, id: string, lock = false): Promise<TntPacketRow | null> => {
  const { rows } = await db.query<TntPacketRow>(
    `SELECT ${PACKET_SELECT} FROM tnt_packets tp WHERE tp.id = $1 AND tp.deleted_at IS NULL${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ?? null;
};

export const findDocument = async (db: Queryable, id: string): Promise<TntDocumentRow | null> => {
  const { rows } = await db.query<TntDocumentRow>(`SELECT ${DOCUMENT_SELECT} FROM tnt_packet_documents td WHERE td.id = $1`, [id]);
  return rows[0] ?? null;
};

/** The checklist of a packet in its order (the machine's guard and the paperwork status read it). */
export const documentsOf = async (db: Queryable, packetId: string): Promise<TntDocumentRow[]> =>
  (
    await db.query<TntDocumentRow>(`SELECT ${DOCUMENT_SELECT} FROM tnt_packet_documents td WHERE td.packet_id = $1 ORDER BY td.position`, [
      packetId,
    ])
  ).rows;

/** The packets' audit kind, as the product's list names it (docs/flows.md#audit-kinds). */
export const TNT_ENTITY_KIND = 'Tnt packs';

/** Tag-and-title packets are numbered TT-100001. */
export const TNT_PACKET_NUMBERS: RecordNumbers = {
  format: recordNumberFormat('tntPacket', 'TT'),
  table: 'tnt_packets',
  counter: 'TNT_PACKET',
};
