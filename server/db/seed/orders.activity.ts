import { createHash } from 'node:crypto';
import type { MediaStore } from '../../media/store';
import { makeThumbnail } from '../../media/thumbnails';
import type { AlertPriority } from '../../../src/generated/enums';
import { LEG_STATUS_RANK } from '../../../src/machines/domain/status';
import { type BuiltOrder, DAY } from './orders.build';
import type { TenantPlan } from './orders.tenants';
import { COLOUR_RGB, demoPhoto } from './png';
import type { Random } from './random';
import type { SeedRow } from './rows';

const HOUR = 3_600_000;
const ORDER_NOTES = [
  'Client confirmed the gate code for pickup.',
  'Waiting on the release form from the dealer.',
  'Rate approved by client relations.',
  '{m} can we get a driver on this one tomorrow?',
  '{m} please call the customer to confirm the delivery window.',
  'Customer asked for photos of the interior at delivery.',
  '{m} the client wants this moved up a day if possible.',
];
const LEG_NOTES = [
  'Driver reports rain at pickup; photos taken under cover.',
  'Low front tire, aired up before loading.',
  '{m} this leg is running a day late.',
  'Terminal needs the booking number at the gate.',
  '{m} keys handed to the hub office.',
];
const QUOTE_NOTES = [
  'Client asked for a discount on the return leg.',
  '{m} follow up before this one expires.',
  'Priced with the new fuel rate.',
];
const ALERTS: Record<AlertPriority, string[]> = {
  NEW: ['New order from {c} needs a look', 'New portal order waiting for acknowledgement'],
  CHECK: ['Check the VIN on {l} against the release form', 'Check the tag and title paperwork for {l}'],
  CALL: ['Call {c} to confirm the delivery window for {l}', 'Call the driver: no update on {l} for six hours'],
  CALL_URGENT: ['Vehicle not released at the terminal for {l}: call now', 'Delivery contact unreachable, truck on site for {l}'],
};
/** The seeded alerts cycle through the priorities in this (the texts') order. */
const PRIORITIES = Object.keys(ALERTS) as AlertPriority[];

type ActivityInput = {
  rnd: Random;
  plan: TenantPlan;
  tenantId: string;
  orders: BuiltOrder[];
  legRows: SeedRow[];
  quotes: SeedRow[];
  users: Map<string, string>;
  now: number;
  media?: MediaStore;
};

/** Comments (some @mentioning a colleague), alerts of every priority, condition photos and the creation audit trail. */
export const buildActivity = async ({ rnd, plan, tenantId, orders, legRows, quotes, users, now, media }: ActivityInput) => {
  const tenant = { tenant_id: tenantId };
  const staff = plan.staff.map((email) => ({ email, id: users.get(email) ?? null }));
  const live = orders.filter((o) => ['CALL_CENTER', 'DISPATCH', 'ACTIVE'].includes(o.state));
  const between = (from: number) => new Date(from + rnd.next() * Math.max(HOUR, now - from - HOUR));
  const comment = (kind: string, entityId: string, orderId: string | null, from: number, notes: string[]) => {
    const author = rnd.pick(staff);
    const mentioned = rnd.pick(staff.filter((s) => s.email !== author.email));
    const body = rnd.pick(notes).replace('{m}', `@${mentioned.email}`);
    const at = between(from);
    return {
      ...tenant,
      entity_kind: kind,
      entity_id: entityId,
      order_id: orderId,
      body,
      internal: rnd.chance(0.4),
      mentions: body.includes('@') && mentioned.id ? [mentioned.id] : [],
      author_id: author.id,
      created_at: at,
      updated_at: at,
    };
  };
  const comments = [
    ...rnd.sample(orders, Math.round(plan.orders * 0.25)).map((o) => comment('Orders', o.id, o.id, o.createdAt, ORDER_NOTES)),
    ...rnd.sample(orders, Math.round(plan.orders * 0.1)).map((o) => {
      const leg = rnd.pick(o.legs);
      return comment('Order legs', leg.id, o.id, o.createdAt, LEG_NOTES);
    }),
    ...rnd
      .sample(quotes, Math.ceil(plan.quotes / 3))
      .map((q) => comment('Quotes', q.id as string, (q.order_id as string | null) ?? null, (q.created_at as Date).getTime(), QUOTE_NOTES)),
  ];
  const alerts = rnd.sample(live, Math.round(plan.orders * 0.12)).map((o, i) => {
    const priority = PRIORITIES[i % PRIORITIES.length];
    const leg = rnd.chance(0.6) ? rnd.pick(o.legs) : null;
    const message = rnd
      .pick(ALERTS[priority])
      .replace('{c}', o.client.name)
      .replace('{l}', leg ? `leg ${o.number}-${leg.position}` : o.number);
    const at = between(o.createdAt);
    const acknowledged = i % 5 < 2;
    return {
      ...tenant,
      order_id: o.id,
      order_leg_id: leg?.id ?? null,
      priority,
      message,
      created_by: rnd.pick(staff).id,
      created_at: at,
      acknowledged_by: acknowledged ? rnd.pick(staff).id : null,
      acknowledged_at: acknowledged ? new Date(Math.min(now, at.getTime() + rnd.int(1, 6) * HOUR)) : null,
    };
  });

  // Condition photos of legs picked up: one image per vehicle colour, stored once by content hash.
  const images = new Map<string, { bytes: Buffer; hash: string }>();
  const photographer = plan.driver ? (users.get(plan.driver) ?? null) : (staff[0]?.id ?? null);
  const photos: SeedRow[] = [];
  const legById = new Map(legRows.map((l) => [l.id, l]));
  for (const o of rnd.sample(
    orders.filter((x) => x.legs.some((l) => l.plan.status !== 'CANCELLED' && LEG_STATUS_RANK[l.plan.status] >= 7)),
    Math.round(plan.orders * 0.12),
  ))
    for (const leg of o.legs.filter(
      (l) => l.plan.status !== 'CANCELLED' && LEG_STATUS_RANK[l.plan.status] >= 7 && l.method !== 'CLIENT_IN',
    )) {
      const image =
        images.get(leg.vehicle.colour) ??
        (() => {
          const bytes = demoPhoto(COLOUR_RGB[leg.vehicle.colour]);
          const made = { bytes, hash: createHash('sha256').update(bytes).digest('hex') };
          images.set(leg.vehicle.colour, made);
          return made;
        })();
      const takenAt = (legById.get(leg.id)?.picked_up_at as Date | null) ?? new Date(o.createdAt + DAY);
      for (const view of ['front', 'driver-side', 'odometer'])
        photos.push({
          ...tenant,
          owner_kind: 'OrderLeg',
          owner_id: leg.id,
          order_id: o.id,
          category: 'PHOTOS',
          file_name: `${o.number}-${leg.position}-pickup-${view}.png`,
          mime_type: 'image/png',
          size: image.bytes.length,
          content_hash: image.hash,
          created_by: photographer,
          created_at: takenAt,
        });
    }
  if (media) {
    // Thumbnails as an upload would make them (only when files are written: the test template has no media store).
    const thumbs = new Map<string, string | null>();
    for (const image of images.values()) {
      await media.put(image.bytes);
      const thumb = await makeThumbnail(image.bytes);
      thumbs.set(image.hash, thumb ? await media.put(thumb.bytes) : null);
    }
    for (const photo of photos) photo.thumbnail_hash = thumbs.get(photo.content_hash as string) ?? null;
  }

  const audit = (kind: string, id: unknown, event: string, userId: unknown, at: unknown, after: object) => ({
    ...tenant,
    user_id: userId ?? null,
    entity_kind: kind,
    entity_id: id,
    action: 'CREATED',
    event,
    after,
    created_at: at,
  });
  const creatorOf = new Map(orders.map((o) => [o.id, o.createdBy]));
  const audits = [
    ...orders.map((o) =>
      audit('Orders', o.id, 'order.create', o.createdBy, new Date(o.createdAt), {
        number: o.number,
        clientId: o.client.id,
        customerId: o.customer?.id ?? null,
        referenceNumbers: o.referenceNumbers,
        source: o.source,
        legCount: o.legs.length,
      }),
    ),
    ...legRows.map((l) =>
      audit('Order legs', l.id, 'leg.create', creatorOf.get(l.order_id as string), l.created_at, {
        number: l.number,
        status: l.acknowledged_at || l.status === 'UNACKNOWLEDGED' ? 'UNACKNOWLEDGED' : 'CREATED',
        transportMethod: l.transport_method,
      }),
    ),
    ...quotes.map((q) =>
      audit('Quotes', q.id, 'quote.create', q.created_by, q.created_at, { number: q.number, status: 'PENDING', total: q.total }),
    ),
  ];
  return { comments, alerts, photos, audits };
};
