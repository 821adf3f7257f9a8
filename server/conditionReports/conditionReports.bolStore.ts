import { randomUUID } from 'node:crypto';
import { aiagCode, describeDamage } from '../../src/domain/aiag';
import type { LegContact } from '../../src/domain/schemas/orders';
import { auditAs } from '../audit';
import type { Actor, GraphQLContext } from '../graphql/context';
import { queueMail } from '../mail/mailer';
import { printedSurveyCode, surveyCodeOf } from '../surveys/surveys.public';
import { type BolInput, type BolParty, type BolPhoto, type BolSignature, BOL_MAX_PHOTOS, renderBillOfLading } from './conditionReports.bol';
import {
  type ConditionReportRow,
  DAMAGE_SELECT,
  type DamageRow,
  PHOTO_SELECT,
  type ConditionPhotoRow,
  type StoredSignature,
} from './conditionReports.rows';

type Place = { name: string; address1: string; address2: string | null; city: string; stateProvince: string; postalCode: string };
type Facts = {
  operatorName: string;
  timeZone: string;
  locale: string;
  distanceUnit: string;
  orderNumber: string;
  legNumber: string;
  year: number | null;
  make: string | null;
  model: string | null;
  driverName: string | null;
  carrierName: string | null;
  pickupContact: LegContact | null;
  deliveryContact: LegContact | null;
  origin: Place | null;
  destination: Place | null;
};

const PLACE = (alias: string) =>
  `CASE WHEN ${alias}.id IS NULL THEN NULL ELSE json_build_object('name', ${alias}.name, 'address1', ${alias}.address1, 'address2', ${alias}.address2,
    'city', ${alias}.city, 'stateProvince', ${alias}.state_province, 'postalCode', ${alias}.postal_code) END`;

const party = (place: Place | null, contact: LegContact | null, fallback: string): BolParty => ({
  name: place?.name ?? fallback,
  addressLines: place
    ? [place.address1, place.address2 ?? '', `${place.city}, ${place.stateProvince} ${place.postalCode}`].filter(Boolean)
    : [],
  contactName: contact?.name ?? null,
  phone: contact?.phone ?? null,
  email: contact?.email ?? null,
});

/** The stored bytes of a file, or null when the file is gone (the PDF shows an empty box rather than failing). */
const bytesOf = async (ctx: GraphQLContext, hash: string | null): Promise<Uint8Array | null> =>
  hash
    ? ctx.media.read(hash).then(
        (buffer) => new Uint8Array(buffer),
        () => null,
      )
    : null;

const signatureOf = async (
  ctx: GraphQLContext,
  stored: StoredSignature | null,
  photos: Map<string, ConditionPhotoRow>,
): Promise<BolSignature | null> => {
  if (!stored) return null;
  const image = photos.get(stored.imageId);
  const png = image?.mimeType === 'image/png' ? await bytesOf(ctx, image.contentHash) : null;
  return {
    name: stored.name,
    signedAt: stored.signedAt,
    latitude: stored.latitude,
    longitude: stored.longitude,
    png: png ?? new Uint8Array(),
  };
};

/** Everything the PDF shows, gathered from the report, its leg, order, vehicle, places, carrier and files. */
const bolInput = async (ctx: GraphQLContext, report: ConditionReportRow): Promise<BolInput> => {
  const { rows } = await ctx.db.query<Facts>(
    `SELECT t.name AS "operatorName", t.time_zone AS "timeZone", t.locale, t.distance_unit AS "distanceUnit", o.number AS "orderNumber",
       l.number AS "legNumber", v.year, v.make, v.model, d.first_name || ' ' || d.last_name AS "driverName", tc.display_name AS "carrierName",
       l.pickup_contact AS "pickupContact", l.delivery_contact AS "deliveryContact", ${PLACE('po')} AS origin, ${PLACE('pd')} AS destination
     FROM order_legs l JOIN orders o ON o.tenant_id = l.tenant_id AND o.id = l.order_id JOIN tenants t ON t.id = l.tenant_id
     LEFT JOIN vehicles v ON v.tenant_id = l.tenant_id AND v.id = l.vehicle_id
     LEFT JOIN drivers d ON d.tenant_id = l.tenant_id AND d.id = l.driver_id
     LEFT JOIN trucking_companies tc ON tc.tenant_id = l.tenant_id AND tc.id = l.trucking_company_id
     LEFT JOIN locations po ON po.tenant_id = l.tenant_id AND po.id = l.origin_id
     LEFT JOIN locations pd ON pd.tenant_id = l.tenant_id AND pd.id = l.destination_id
     WHERE l.id = $1`,
    [report.orderLegId],
  );
  const facts = rows[0];
  const damages = (
    await ctx.db.query<DamageRow>(`SELECT ${DAMAGE_SELECT} FROM condition_report_damages d WHERE d.report_id = $1 ORDER BY d.position`, [
      report.id,
    ])
  ).rows;
  const signatureIds = [report.driverSignature?.imageId, report.customerSignature?.imageId].filter(
    (id): id is string => typeof id === 'string',
  );
  const photoIds = [
    ...new Set([
      ...report.photoIds,
      ...damages.flatMap((damage) => damage.photoIds),
      report.odometerPhotoId,
      report.keysPhotoId,
      ...signatureIds,
    ]),
  ].filter((id): id is string => typeof id === 'string');
  const photoRows = (
    await ctx.db.query<ConditionPhotoRow>(
      `SELECT ${PHOTO_SELECT} FROM condition_photos p JOIN media m ON m.id = p.media_id WHERE p.id = ANY($1::uuid[])`,
      [photoIds],
    )
  ).rows;
  const byId = new Map(photoRows.map((photo) => [photo.id, photo]));
  const pictures = photoIds.filter((id) => !signatureIds.includes(id)).flatMap((id) => byId.get(id) ?? []);
  const photos: BolPhoto[] = [];
  for (const photo of pictures.slice(0, BOL_MAX_PHOTOS)) {
    const jpeg = await bytesOf(ctx, photo.thumbnailHash);
    if (jpeg)
      photos.push({
        jpeg,
        label: photo.kind.toLowerCase().replace('_', ' '),
        capturedAt: photo.capturedAt,
        latitude: photo.latitude,
        longitude: photo.longitude,
      });
  }
  return {
    survey: {
      url: `${ctx.config.appUrl}/delivery-survey`,
      code: printedSurveyCode(surveyCodeOf(ctx.config.sessionSecret, report.orderLegId)),
    },
    operatorName: facts.operatorName,
    timeZone: facts.timeZone,
    locale: facts.locale,
    report: {
      number: report.number,
      direction: report.direction,
      status: report.status,
      capturedAt: report.capturedAt,
      submittedAt: report.submittedAt,
      latitude: report.latitude,
      longitude: report.longitude,
    },
    orderNumber: facts.orderNumber,
    legNumber: facts.legNumber,
    vehicle: {
      year: facts.year,
      make: facts.make,
      model: facts.model,
      vin: report.vin,
      vinScanned: report.vinScanned,
      vinMatches: report.vinMatches,
      odometer: report.odometer,
      odometerUnit: facts.distanceUnit,
      fuelLevel: report.fuelLevel,
      evStateOfCharge: report.evStateOfCharge,
      keysCount: report.keysCount,
      fobsCount: report.fobsCount,
    },
    pickup: party(facts.origin, facts.pickupContact, 'Pickup'),
    delivery: party(facts.destination, facts.deliveryContact, 'Delivery'),
    driverName: facts.driverName,
    carrierName: facts.carrierName,
    items: report.items,
    damages: damages.map((damage, index) => ({
      number: index + 1,
      area: damage.area,
      type: damage.type,
      severity: damage.severity,
      code: aiagCode(damage.area, damage.type, damage.severity),
      description: describeDamage(damage.area, damage.type, damage.severity),
      x: damage.x,
      y: damage.y,
      preExisting: damage.preExisting,
      newSinceLastCustody: damage.newSinceLastCustody,
      note: damage.note,
    })),
    photos,
    driverSignature: await signatureOf(ctx, report.driverSignature, byId),
    customerSignature: await signatureOf(ctx, report.customerSignature, byId),
    customerNotAvailableReason: report.customerNotAvailableReason,
    notes: report.notes,
    obstructions: report.obstructions,
    interiorConditions: report.interiorConditions,
    looseItems: report.looseItems,
    washType: report.washType,
  };
};

/**
 * The bill of lading of a submitted report, in the submit's transaction: rendered (conditionReports.bol.ts), stored
 * as the leg's BOLS file (by content hash; the portal and the leg's carrier read it), linked from the report, and
 * mailed with the PDF attached to the leg's pickup and delivery contacts that have an address.
 */
export const makeBillOfLading = async (ctx: GraphQLContext, actor: Actor, report: ConditionReportRow): Promise<void> => {
  const input = await bolInput(ctx, report);
  const bytes = await renderBillOfLading(input);
  const hash = await ctx.media.put(bytes);
  const fileName = `BOL-${report.number}.pdf`;
  const mediaId = randomUUID();
  await ctx.db.query(
    `INSERT INTO media (id, tenant_id, owner_kind, owner_id, order_id, category, file_name, mime_type, size, content_hash, created_by)
     VALUES ($1, $2, 'OrderLeg', $3, $4, 'BOLS', $5, 'application/pdf', $6, $7, $8)`,
    [mediaId, actor.tenantId, report.orderLegId, report.orderId, fileName, bytes.length, hash, actor.user.id],
  );
  await ctx.db.query('UPDATE condition_reports SET bol_media_id = $2 WHERE id = $1', [report.id, mediaId]);
  await auditAs(ctx, actor, {
    entityKind: 'Media',
    entityId: mediaId,
    action: 'CREATED',
    event: 'billOfLading.create',
    after: { conditionReport: report.number, orderLegId: report.orderLegId, fileName, size: bytes.length },
  });
  const { rows } = await ctx.db.query<{ pickup: LegContact | null; delivery: LegContact | null }>(
    'SELECT pickup_contact AS pickup, delivery_contact AS delivery FROM order_legs WHERE id = $1',
    [report.orderLegId],
  );
  const recipients = new Set(
    [rows[0]?.pickup?.email, rows[0]?.delivery?.email].filter((email): email is string => typeof email === 'string' && email.includes('@')),
  );
  const what = report.direction === 'PICKUP' ? 'pickup' : 'delivery';
  for (const to of recipients)
    await queueMail(ctx.db, {
      to,
      subject: `Bill of lading ${report.number}: ${what} of leg ${input.legNumber} (VIN ${report.vin ?? 'unknown'})`,
      text: [
        `The ${what} condition report ${report.number} of order ${input.orderNumber}, leg ${input.legNumber}, was submitted.`,
        `Vehicle: ${[input.vehicle.year, input.vehicle.make, input.vehicle.model].filter(Boolean).join(' ')} (VIN ${report.vin ?? 'unknown'}).`,
        report.newDamageCount > 0
          ? `Damage new since the last custody: ${report.newDamageCount}.`
          : 'No damage new since the last custody.',
        'The bill of lading is attached as a PDF.',
        `— ${input.operatorName}`,
      ].join('\n\n'),
      attachments: [{ fileName, contentType: 'application/pdf', hash }],
    });
};
