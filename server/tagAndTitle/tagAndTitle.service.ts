import { countryOfRegion, districtName } from '../../src/domain/districts/regions';
import {
  tntPacketFeesSchema,
  tntPacketInputSchema,
  tntPacketUpdateSchema,
  tntRejectReasonSchema,
} from '../../src/domain/schemas/tagAndTitle';
import { paperworkStatus } from '../../src/domain/tagAndTitle/checklist';
import { checklistFor } from './tagAndTitle.checklist';
import {
  TNT_ENTITY_KIND,
  documentsOf,
  findDocument,
  findPacket,
  PACKET_SELECT,
  type TntDocumentRow,
  type TntPacketRow,
  TNT_PACKET_NUMBERS,
} from './tagAndTitle.rows';
import { tempTagExpiresOn } from '../../src/domain/tagAndTitle/tempTags';
import { hasShipped, isChecklistOpen } from '../../src/machines/domain/tntPacket.machine';
import { auditAs } from '../audit';
import { nextNumber } from '../db/counters';
import { validateInput } from '../records/writes';
import { appError, badUserInput, checkVersion, isUuid, notFound } from '../errors';
import type { Actor, GraphQLContext } from '../graphql/context';
import { publishChange } from '../graphql/liveRecords';
import { insertMedia, storeRecordFile } from '../media/recordFile';
import { findOrder } from '../orders/orders.rows';
import { requireTntWriter } from './tagAndTitle.access';

/**
 * Packets: create one for an order's vehicle in a district (its checklist and fees from the district's requirements),
 * edit it, its fees, and its documents (received with their file, rejected with a reason, accepted). The status is
 * the packet machine's (tagAndTitle.transition.ts). Every write locks the packet at the client's version, bumps it,
 * writes one audit row of kind "Tnt packs" (docs/flows.md#audit-kinds) and announces tntPacketChanged after commit.
 */

/** A packet's files are TNT_PACKS media of the packet, on its order (so the order's files and the portal show them). */
const MEDIA_CATEGORY = 'TNT_PACKS';

const strip = ({ tenantId: _t, createdAt: _c, updatedAt: _u, ...rest }: TntPacketRow) => rest;

/** The live location ids among `ids` the caller sees in the tenant; the others are field errors. */
const locationErrors = async (ctx: GraphQLContext, tenantId: string, refs: { id: string | null | undefined; field: string }[]) => {
  const wanted = refs.filter((ref): ref is { id: string; field: string } => typeof ref.id === 'string');
  if (wanted.length === 0) return;
  const { rows } = await ctx.db.query<{ id: string }>(
    'SELECT id FROM locations WHERE tenant_id = $1 AND id = ANY($2::uuid[]) AND deleted_at IS NULL',
    [tenantId, wanted.map((ref) => ref.id)],
  );
  const found = new Set(rows.map((row) => row.id));
  const errors = Object.fromEntries(
    wanted.filter((ref) => !found.has(ref.id)).map((ref) => [ref.field, ['The selected location is invalid.']]),
  );
  if (Object.keys(errors).length > 0) throw badUserInput(errors);
};

/** The vehicle as the order carries it (one of its live legs moves it): its VIN and model year. */
const vehicleOnOrder = async (ctx: GraphQLContext, orderId: string, vehicleId: string) => {
  const { rows } = await ctx.db.query<{ vin: string | null; year: number | null }>(
    `SELECT v.vin, v.year FROM vehicles v
     WHERE v.id = $2 AND EXISTS (SELECT 1 FROM order_legs l WHERE l.tenant_id = v.tenant_id AND l.order_id = $1 AND l.vehicle_id = v.id
       AND l.deleted_at IS NULL)`,
    [orderId, vehicleId],
  );
  return rows[0] ?? null;
};

/**
 * createTntPacket: CREATED, TT-100001…, with one MISSING document per requirement type that applies (docs/domain.md#tag-and-title)
 * and a fee line per FEE requirement. The vehicle must be on the order; a district with no requirements set up is
 * refused (a packet with an empty checklist could clear with nothing checked). One open packet of a kind per vehicle
 * and order.
 */
export const createTntPacket = async (ctx: GraphQLContext, input: unknown): Promise<TntPacketRow> => {
  const who = requireTntWriter(ctx);
  const data = validateInput(tntPacketInputSchema, input);
  if (countryOfRegion(data.stateProvince) === null)
    throw badUserInput({ 'input.stateProvince': ['Give a US state or Canadian province by its two letters (TX, ON).'] });
  // The order locked (the leg's lock order starts there too): two creations for one vehicle decide one after the other.
  const order = await findOrder(ctx.db, data.orderId, true);
  if (!order) throw badUserInput({ 'input.orderId': ['The selected order is invalid.'] });
  const vehicle = await vehicleOnOrder(ctx, order.id, data.vehicleId);
  if (!vehicle) throw badUserInput({ 'input.vehicleId': ['The vehicle is not on the order.'] });
  await locationErrors(ctx, who.tenantId, [
    { id: data.registerToId, field: 'input.registerToId' },
    { id: data.titleToId, field: 'input.titleToId' },
  ]);
  const { rows: open } = await ctx.db.query<{ number: string }>(
    `SELECT number FROM tnt_packets WHERE tenant_id = $1 AND order_id = $2 AND vehicle_id = $3 AND kind = $4 AND status <> 'COMPLETED'
       AND deleted_at IS NULL LIMIT 1`,
    [who.tenantId, order.id, data.vehicleId, data.kind],
  );
  if (open.length > 0)
    throw badUserInput({ 'input.vehicleId': [`The vehicle already has an open packet of this kind (${open[0].number}).`] });
  const { documents, fees, modelYear } = await checklistFor(ctx.db, who.tenantId, data, vehicle.year);
  if (documents.length === 0)
    throw badUserInput({
      'input.stateProvince': [
        `No document requirements are set up for ${districtName(data.stateProvince, data.county)}: add them under district requirements first.`,
      ],
    });
  const number = await nextNumber(ctx.db, who.tenantId, TNT_PACKET_NUMBERS);
  const expiresOn = data.tempTagIssuedOn ? tempTagExpiresOn(data.tempTagIssuedOn, data.stateProvince) : null;
  const { rows } = await ctx.db.query<TntPacketRow>(
    `INSERT INTO tnt_packets AS tp (tenant_id, number, kind, order_id, vehicle_id, vin, model_year, register_to_id, title_to_id, state_province,
       county, transport, temp_tag_number, temp_tag_issued_on, temp_tag_expires_on, notes, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) RETURNING ${PACKET_SELECT}`,
    [
      who.tenantId,
      number,
      data.kind,
      order.id,
      data.vehicleId,
      vehicle.vin,
      modelYear,
      data.registerToId ?? null,
      data.titleToId ?? null,
      data.stateProvince,
      data.county,
      data.transport ?? null,
      data.tempTagNumber,
      data.tempTagIssuedOn,
      expiresOn,
      data.notes,
      who.user.id,
    ],
  );
  const packet = rows[0];
  await ctx.db.query(
    `INSERT INTO tnt_packet_documents (tenant_id, packet_id, order_id, requirement_type_id, kind, label, guidance, position)
     SELECT $1, $2, $3, d.requirement_type_id, d.kind, d.label, d.guidance, d.position
     FROM jsonb_to_recordset($4::jsonb) AS d (requirement_type_id uuid, kind text, label text, guidance text, position int)`,
    [
      who.tenantId,
      packet.id,
      order.id,
      JSON.stringify(
        documents.map((d, position) => ({
          requirement_type_id: d.requirementTypeId,
          kind: d.kind,
          label: d.label,
          guidance: d.guidance,
          position,
        })),
      ),
    ],
  );
  await insertFees(ctx, who.tenantId, packet.id, fees);
  await auditAs(ctx, who, {
    entityKind: TNT_ENTITY_KIND,
    entityId: packet.id,
    action: 'CREATED',
    event: 'tnt.create',
    after: { ...strip(packet), documents: documents.map((d) => d.label), fees: fees.map((f) => ({ label: f.label, amount: f.amount })) },
  });
  publishChange(ctx, 'tntPacketChanged', who.tenantId, packet.id);
  return packet;
};

const insertFees = (
  ctx: GraphQLContext,
  tenantId: string,
  packetId: string,
  fees: readonly { requirementTypeId?: string | null; label: string; amount: number | null; note: string | null }[],
) =>
  ctx.db.query(
    `INSERT INTO tnt_packet_fees (tenant_id, packet_id, requirement_type_id, label, amount, note, position)
     SELECT $1, $2, f.requirement_type_id, f.label, f.amount, f.note, f.position
     FROM jsonb_to_recordset($3::jsonb) AS f (requirement_type_id uuid, label text, amount int, note text, position int)`,
    [
      tenantId,
      packetId,
      JSON.stringify(
        fees.map((f, position) => ({
          requirement_type_id: f.requirementTypeId ?? null,
          label: f.label,
          amount: f.amount,
          note: f.note,
          position,
        })),
      ),
    ],
  );

/** The packet to change, locked at the client's version: NOT_FOUND when unseen, CONFLICT when stale. */
const lockPacket = async (ctx: GraphQLContext, id: string, version: number): Promise<TntPacketRow> =>
  checkVersion(isUuid(id) ? await findPacket(ctx.db, id, true) : null, version, 'Tag-and-title packet');

/** Writes packet columns (or none) with a new version and the paperwork status the documents give now. */
const touchPacket = async (ctx: GraphQLContext, packet: TntPacketRow, columns: Record<string, unknown> = {}): Promise<TntPacketRow> => {
  const documents = await documentsOf(ctx.db, packet.id);
  const paperwork = paperworkStatus(
    documents.map((document) => document.state),
    hasShipped(packet.status, packet.heldFrom),
  );
  const names = Object.keys(columns);
  const { rows } = await ctx.db.query<TntPacketRow>(
    `UPDATE tnt_packets tp SET ${[...names.map((name, i) => `${name} = $${i + 3}`), 'paperwork_status = $2', 'version = tp.version + 1', 'updated_at = now()'].join(', ')}
     WHERE tp.id = $1 RETURNING ${PACKET_SELECT}`,
    [packet.id, paperwork, ...names.map((name) => columns[name])],
  );
  return rows[0];
};

const refuseCompleted = (packet: TntPacketRow, event: string) => {
  if (packet.status === 'COMPLETED')
    throw appError('INVALID_TRANSITION', `Packet ${packet.number} is COMPLETED and cannot be changed.`, {
      event,
      status: packet.status,
      reason: 'STATUS',
    });
};

/**
 * updateTntPacket: the parties, the transport, a temp tag's number and issue day (its expiry follows from the
 * state's validity), the notes, until the packet is COMPLETED.
 */
export const updateTntPacket = async (ctx: GraphQLContext, id: string, version: number, input: unknown): Promise<TntPacketRow> => {
  const who = requireTntWriter(ctx);
  const packet = await lockPacket(ctx, id, version);
  const data = validateInput(tntPacketUpdateSchema, input);
  refuseCompleted(packet, 'tnt.update');
  if (packet.kind !== 'TEMP_TAG' && data.tempTagNumber)
    throw badUserInput({ 'input.tempTagNumber': ['Only a TEMP_TAG packet has a temp tag.'] });
  await locationErrors(ctx, who.tenantId, [
    { id: data.registerToId, field: 'input.registerToId' },
    { id: data.titleToId, field: 'input.titleToId' },
  ]);
  const after = await touchPacket(ctx, packet, {
    register_to_id: data.registerToId ?? null,
    title_to_id: data.titleToId ?? null,
    transport: data.transport ?? null,
    temp_tag_number: data.tempTagNumber,
    temp_tag_issued_on: data.tempTagIssuedOn,
    temp_tag_expires_on: data.tempTagIssuedOn ? tempTagExpiresOn(data.tempTagIssuedOn, packet.stateProvince) : null,
    notes: data.notes,
  });
  await auditAs(ctx, who, {
    entityKind: TNT_ENTITY_KIND,
    entityId: packet.id,
    action: 'UPDATED',
    event: 'tnt.update',
    before: strip(packet),
    after: strip(after),
  });
  publishChange(ctx, 'tntPacketChanged', who.tenantId, packet.id);
  return after;
};

/** setTntPacketFees: the fee lines as given (the district's were the start), until the packet is COMPLETED. */
export const setTntPacketFees = async (ctx: GraphQLContext, id: string, version: number, fees: unknown): Promise<TntPacketRow> => {
  const who = requireTntWriter(ctx);
  const packet = await lockPacket(ctx, id, version);
  const data = validateInput(tntPacketFeesSchema, fees, 'fees');
  refuseCompleted(packet, 'tnt.fees');
  const typeIds = [...new Set(data.flatMap((fee) => (fee.requirementTypeId ? [fee.requirementTypeId] : [])))];
  if (typeIds.length > 0) {
    const { rows } = await ctx.db.query<{ id: string }>(
      'SELECT id FROM requirement_types WHERE tenant_id = $1 AND id = ANY($2::uuid[]) AND deleted_at IS NULL',
      [who.tenantId, typeIds],
    );
    const found = new Set(rows.map((row) => row.id));
    const errors = Object.fromEntries(
      data.flatMap((fee, i) =>
        fee.requirementTypeId && !found.has(fee.requirementTypeId)
          ? [[`fees.${i}.requirementTypeId`, ['The selected requirement type is invalid.']]]
          : [],
      ),
    );
    if (Object.keys(errors).length > 0) throw badUserInput(errors);
  }
  const { rows: before } = await ctx.db.query<{ label: string; amount: number | null }>(
    'SELECT label, amount FROM tnt_packet_fees WHERE packet_id = $1 ORDER BY position',
    [packet.id],
  );
  await ctx.db.query('DELETE FROM tnt_packet_fees WHERE packet_id = $1', [packet.id]);
  await insertFees(ctx, who.tenantId, packet.id, data);
  const after = await touchPacket(ctx, packet);
  await auditAs(ctx, who, {
    entityKind: TNT_ENTITY_KIND,
    entityId: packet.id,
    action: 'UPDATED',
    event: 'tnt.fees',
    before: { fees: before },
    after: { fees: data.map((fee) => ({ label: fee.label, amount: fee.amount })) },
  });
  publishChange(ctx, 'tntPacketChanged', who.tenantId, packet.id);
  return after;
};

export type DocumentMove = 'receive' | 'reject' | 'accept';

/** Which states a document move starts from: a new file for a missing or rejected one; a review of a received one. */
const MOVES_FROM: Record<DocumentMove, readonly TntDocumentRow['state'][]> = {
  receive: ['MISSING', 'REJECTED'],
  reject: ['RECEIVED', 'ACCEPTED'],
  accept: ['RECEIVED'],
};

/**
 * The moves a document may make now (TntPacketDocument.moves): none once the packet's checklist is closed, else those
 * its state starts from. lockDocument refuses every other one.
 */
export const documentMoves = (
  packet: Pick<TntPacketRow, 'status' | 'heldFrom'>,
  document: Pick<TntDocumentRow, 'state'>,
): DocumentMove[] =>
  isChecklistOpen(packet.status, packet.heldFrom)
    ? (Object.keys(MOVES_FROM) as DocumentMove[]).filter((move) => MOVES_FROM[move].includes(document.state))
    : [];

/** The document and its packet, locked at the packet's version, the move allowed by both; refusals are INVALID_TRANSITION. */
const lockDocument = async (ctx: GraphQLContext, id: string, version: number, move: DocumentMove) => {
  const document = isUuid(id) ? await findDocument(ctx.db, id) : null;
  if (!document) throw notFound('Document');
  const packet = await lockPacket(ctx, document.packetId, version);
  const event = `tnt.document.${move}`;
  if (!isChecklistOpen(packet.status, packet.heldFrom))
    throw appError('INVALID_TRANSITION', `Packet ${packet.number} is ${packet.status}: its checklist can no longer change.`, {
      event,
      status: packet.status,
      reason: 'STATUS',
    });
  if (!MOVES_FROM[move].includes(document.state))
    throw appError(
      'INVALID_TRANSITION',
      `The ${document.label} is ${document.state} and cannot be ${move === 'receive' ? 'received' : `${move}ed`}.`,
      {
        event,
        status: document.state,
        reason: 'STATUS',
      },
    );
  return { document, packet, event };
};

/** Writes a document's new state and its packet's version and paperwork status, audited as the packet's. */
const writeDocument = async (
  ctx: GraphQLContext,
  who: Actor,
  found: { document: TntDocumentRow; packet: TntPacketRow; event: string },
  columns: Record<string, unknown>,
): Promise<TntPacketRow> => {
  const names = Object.keys(columns);
  await ctx.db.query(`UPDATE tnt_packet_documents SET ${names.map((name, i) => `${name} = $${i + 2}`).join(', ')} WHERE id = $1`, [
    found.document.id,
    ...names.map((name) => columns[name]),
  ]);
  const after = await touchPacket(ctx, found.packet);
  await auditAs(ctx, who, {
    entityKind: TNT_ENTITY_KIND,
    entityId: found.packet.id,
    action: 'UPDATED',
    event: found.event,
    before: { document: found.document.label, state: found.document.state, paperworkStatus: found.packet.paperworkStatus },
    after: { document: found.document.label, ...columns, paperworkStatus: after.paperworkStatus },
  });
  publishChange(ctx, 'tntPacketChanged', who.tenantId, found.packet.id);
  return after;
};

/**
 * A document's file: checked and stored as a record file (an image or a PDF proved by its bytes, 20 MB), a TNT_PACKS
 * media row of the packet on its order; the document becomes RECEIVED. The portal's upload comes here too.
 */
export const receiveDocument = async (
  ctx: GraphQLContext,
  who: Actor,
  args: { id: string; version: number; file: File },
): Promise<TntPacketRow> => {
  const found = await lockDocument(ctx, args.id, args.version, 'receive');
  const stored = await storeRecordFile(ctx, args.file, MEDIA_CATEGORY, [MEDIA_CATEGORY]);
  const media = await insertMedia(
    ctx.db,
    {
      tenantId: who.tenantId,
      ownerKind: 'TntPacket',
      ownerId: found.packet.id,
      orderId: found.packet.orderId,
      category: MEDIA_CATEGORY,
      userId: who.user.id,
    },
    stored,
  );
  return writeDocument(ctx, who, found, {
    state: 'RECEIVED',
    media_id: media.id,
    received_by: who.user.id,
    received_at: new Date(),
    reject_reason: null,
    reviewed_by: null,
    reviewed_at: null,
  });
};

export const receiveTntDocument = (ctx: GraphQLContext, args: { id: string; version: number; file: File }) =>
  receiveDocument(ctx, requireTntWriter(ctx), args);

/** rejectTntDocument: a received (or accepted) document that will not do, and why; a new one is needed. */
export const rejectTntDocument = async (
  ctx: GraphQLContext,
  args: { id: string; version: number; reason: string },
): Promise<TntPacketRow> => {
  const who = requireTntWriter(ctx);
  const parsed = tntRejectReasonSchema.safeParse(args.reason);
  if (!parsed.success) throw badUserInput({ reason: parsed.error.issues.map((issue) => issue.message) });
  const reason = parsed.data;
  const found = await lockDocument(ctx, args.id, args.version, 'reject');
  return writeDocument(ctx, who, found, { state: 'REJECTED', reject_reason: reason, reviewed_by: who.user.id, reviewed_at: new Date() });
};

export const acceptTntDocument = async (ctx: GraphQLContext, args: { id: string; version: number }): Promise<TntPacketRow> => {
  const who = requireTntWriter(ctx);
  const found = await lockDocument(ctx, args.id, args.version, 'accept');
  return writeDocument(ctx, who, found, { state: 'ACCEPTED', reviewed_by: who.user.id, reviewed_at: new Date() });
};
