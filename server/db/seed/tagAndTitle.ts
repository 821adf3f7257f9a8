import { createHash, randomUUID } from 'node:crypto';
import { countryOfRegion } from '../../../src/domain/districts/regions';
import type { DocumentState } from '../../../src/domain/tagAndTitle/checklist';
import type { MediaStore } from '../../media/store';
import { makeThumbnail } from '../../media/thumbnails';
import { checklistFor } from '../../tagAndTitle/tagAndTitle.public';
import { TNT_ENTITY_KIND, TNT_PACKET_NUMBERS } from '../../tagAndTitle/tagAndTitle.rows';
import { nextNumber } from '../counters';
import type { Queryable } from '../database';
import { demoDocument } from './png';
import { insertRows, type SeedRow } from './rows';

const DAY = 86_400_000;
/** The first three documents as a clerk has them after a few days: accepted, received, rejected. */
const WORKED: readonly DocumentState[] = ['ACCEPTED', 'RECEIVED', 'REJECTED'];

type Waiting = {
  id: string;
  number: string;
  orderId: string;
  vehicleId: string;
  vin: string | null;
  year: number | null;
  state: string;
  county: string | null;
};

/**
 * The demo's tag-and-title work in progress (issue 16): a packet for each leg waiting on its paperwork whose
 * destination's state or province has requirements set up (seed/districts.ts), built from those requirements as
 * createTntPacket builds one. The first and the last waiting legs by number are left without a packet: the browser
 * tests make packets for those. Each packet is being worked: the first document accepted, the second received, the
 * third rejected with its reason, the rest still missing; its fees as the district lists them. A document that came in
 * has its scan (a page drawn as a PNG), filed with the packet as an upload files it (TNT_PACKS media on the order); the
 * bytes are written only with a media store (the test template has none).
 */
export const seedTagAndTitle = async (tx: Queryable, tenantId: string, now: number, media?: MediaStore): Promise<void> => {
  const { rows: legs } = await tx.query<Waiting>(
    `SELECT l.id, l.number, l.order_id AS "orderId", l.vehicle_id AS "vehicleId", v.vin, v.year, d.state_province AS state, d.county
     FROM order_legs l JOIN vehicles v ON v.tenant_id = l.tenant_id AND v.id = l.vehicle_id
     JOIN locations d ON d.tenant_id = l.tenant_id AND d.id = l.destination_id
     WHERE l.tenant_id = $1 AND l.status = 'WAITING_ON_TAG_AND_TITLE' AND l.deleted_at IS NULL ORDER BY l.number`,
    [tenantId],
  );
  const { rows: clerks } = await tx.query<{ id: string }>(
    `SELECT u.id FROM users u JOIN user_tenants ut ON ut.user_id = u.id AND ut.tenant_id = $1
     JOIN user_roles r ON r.user_id = u.id AND r.role IN ('TAG_TITLE', 'TAG_TITLE_LEAD') ORDER BY r.role DESC, u.email LIMIT 1`,
    [tenantId],
  );
  const clerk = clerks[0]?.id ?? null;
  const packets: SeedRow[] = [];
  const documents: SeedRow[] = [];
  const fees: SeedRow[] = [];
  const audits: SeedRow[] = [];
  const scans: SeedRow[] = [];
  const scan = demoDocument();
  const scanHash = createHash('sha256').update(scan).digest('hex');
  for (const leg of legs.slice(1, -1)) {
    if (countryOfRegion(leg.state) === null) continue;
    const facts = { newVehicle: false, lienOnTitle: false, outOfStateTitle: true, ownerNotSigning: false };
    const checklist = await checklistFor(tx, tenantId, { ...facts, stateProvince: leg.state, county: leg.county }, leg.year);
    if (checklist.documents.length === 0) continue;
    const id = randomUUID();
    const createdAt = new Date(now - 3 * DAY);
    const number = await nextNumber(tx, tenantId, TNT_PACKET_NUMBERS);
    packets.push({
      tenant_id: tenantId,
      id,
      number,
      kind: 'TAG_AND_TITLE',
      order_id: leg.orderId,
      vehicle_id: leg.vehicleId,
      vin: leg.vin,
      model_year: checklist.modelYear,
      state_province: leg.state,
      county: leg.county,
      status: 'PROCESSING',
      transport: 'DRIVEN',
      created_by: clerk,
      created_at: createdAt,
      updated_at: createdAt,
      notes: 'Title is out of state; the client is sending the original by courier.',
    });
    for (const [position, document] of checklist.documents.entries()) {
      const state: DocumentState = WORKED[position] ?? 'MISSING';
      const at = new Date(now - (2 - Math.min(position, 2) * 0.5) * DAY);
      const mediaId = state === 'MISSING' ? null : randomUUID();
      if (mediaId)
        scans.push({
          tenant_id: tenantId,
          id: mediaId,
          owner_kind: 'TntPacket',
          owner_id: id,
          order_id: leg.orderId,
          category: 'TNT_PACKS',
          file_name: `${number}-${document.kind.toLowerCase()}.png`,
          mime_type: 'image/png',
          size: scan.length,
          content_hash: scanHash,
          created_by: clerk,
          created_at: at,
        });
      documents.push({
        tenant_id: tenantId,
        packet_id: id,
        order_id: leg.orderId,
        requirement_type_id: document.requirementTypeId,
        kind: document.kind,
        label: document.label,
        guidance: document.guidance,
        position,
        state,
        media_id: mediaId,
        reject_reason: state === 'REJECTED' ? 'The copy is unreadable at the bottom; send a clear scan of the whole page.' : null,
        received_by: state === 'MISSING' ? null : clerk,
        received_at: state === 'MISSING' ? null : at,
        reviewed_by: state === 'ACCEPTED' || state === 'REJECTED' ? clerk : null,
        reviewed_at: state === 'ACCEPTED' || state === 'REJECTED' ? at : null,
      });
    }
    for (const [position, fee] of checklist.fees.entries())
      fees.push({
        tenant_id: tenantId,
        packet_id: id,
        requirement_type_id: fee.requirementTypeId,
        label: fee.label,
        amount: fee.amount,
        note: fee.note,
        position,
      });
    audits.push({
      tenant_id: tenantId,
      user_id: clerk,
      entity_kind: TNT_ENTITY_KIND,
      entity_id: id,
      action: 'CREATED',
      event: 'tnt.create',
      before: null,
      after: { number, kind: 'TAG_AND_TITLE', status: 'CREATED', documents: checklist.documents.map((d) => d.label) },
      created_at: createdAt,
    });
    audits.push({
      tenant_id: tenantId,
      user_id: clerk,
      entity_kind: TNT_ENTITY_KIND,
      entity_id: id,
      action: 'UPDATED',
      event: 'tnt.process',
      before: { status: 'CREATED' },
      after: { status: 'PROCESSING' },
      created_at: new Date(createdAt.getTime() + 3_600_000),
    });
  }
  if (media && scans.length > 0) {
    await media.put(scan);
    const thumb = await makeThumbnail(scan);
    const thumbnailHash = thumb ? await media.put(thumb.bytes) : null;
    for (const row of scans) row.thumbnail_hash = thumbnailHash;
  }
  await insertRows(tx, 'tnt_packets', packets);
  await insertRows(tx, 'media', scans);
  await insertRows(tx, 'tnt_packet_documents', documents);
  await insertRows(tx, 'tnt_packet_fees', fees);
  await insertRows(tx, 'audit_logs', audits);
};
