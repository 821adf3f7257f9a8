#!/usr/bin/env node
// A driver app's pickup, end to end, over the public GraphQL API with a personal access token (docs/api.md):
// find the driver's next leg waiting for pickup, upload a photo and the driver's signature (each with the device's own
// id, so a retry after a dropped connection stores nothing twice), submit the pickup condition report (again with
// the device's id: a retried submit answers the same report), and pick the vehicle up. Plain Node 20+, no packages.
//
//   LEGWORK_URL=http://localhost:8000 LEGWORK_TOKEN=<token from /account> node scripts/examples/driver-app.mjs
//
// The token is a driver's (driver@legwork.test in the demo). The script exits non-zero with the server's message when
// anything is refused.

import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';

/** A 1×1 PNG: stands in for the camera's photo and the signature pad's drawing. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

const ITEMS = ['EXT_FRONT', 'EXT_REAR', 'EXT_LEFT', 'EXT_RIGHT', 'EXT_ROOF', 'INT_SEATS', 'INT_DASH', 'INT_CARPET', 'INT_HEADLINER',
  'INT_WARNING_LIGHTS', 'TIRE_LF', 'TIRE_RF', 'TIRE_LR', 'TIRE_RR', 'TIRE_SPARE', 'LIGHT_HEAD', 'LIGHT_TAIL', 'LIGHT_FOG', 'GLASS_WS',
  'GLASS_REAR', 'GLASS_SIDE', 'ODOMETER', 'VIN', 'KEYS', 'DOCS', 'LOOSE_ITEMS', 'PLATES', 'FLUID_LEAK'];

export const runDriverApp = async ({ url, token, log = console.log }) => {
  let tenant = '';
  const headers = () => ({ authorization: `Bearer ${token}`, 'x-tenant': tenant, accept: 'application/json' });
  const gql = async (query, variables = {}) => {
    const response = await fetch(`${url}/graphql`, { method: 'POST', headers: { ...headers(), 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
    const body = await response.json();
    if (body.errors) throw new Error(`${body.errors[0].extensions?.code}: ${body.errors[0].message}`);
    return body.data;
  };
  // GraphQL multipart request (github.com/jaydenseric/graphql-multipart-request-spec): the file is variable $file.
  const upload = async (legId, kind, here) => {
    const form = new FormData();
    const query = `mutation($file: File!, $leg: ID!, $id: ID!, $kind: ConditionPhotoKind!, $at: DateTime!, $lat: Float, $lng: Float) {
      uploadConditionPhoto(orderLegId: $leg, clientId: $id, kind: $kind, file: $file, capturedAt: $at, latitude: $lat, longitude: $lng) { id } }`;
    const variables = { file: null, leg: legId, id: randomUUID(), kind, at: new Date().toISOString(), lat: here.lat, lng: here.lng };
    form.append('operations', JSON.stringify({ query, variables }));
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', new Blob([PNG], { type: 'image/png' }), `${kind.toLowerCase()}.png`);
    const response = await fetch(`${url}/graphql`, { method: 'POST', headers: headers(), body: form });
    const body = await response.json();
    if (body.errors) throw new Error(`${body.errors[0].extensions?.code}: ${body.errors[0].message}`);
    return body.data.uploadConditionPhoto.id;
  };

  const me = await gql('{ me { name tenants { id name } } }');
  tenant = me.me.tenants[0].id;
  log(`Signed in as ${me.me.name} (${me.me.tenants[0].name}).`);
  const { orderLegs } = await gql('{ orderLegs(first: 1, status: [PENDING_PICKUP]) { data { id number version vehicle { vin } } } }');
  const leg = orderLegs.data[0];
  if (!leg) throw new Error('No leg of yours is waiting for pickup.');
  log(`Leg ${leg.number}: taking the pickup report.`);
  const here = { lat: 32.7767, lng: -96.797 };
  const photo = await upload(leg.id, 'VEHICLE', here);
  const signature = await upload(leg.id, 'DRIVER_SIGNATURE', here);
  const now = new Date().toISOString();
  const { submitConditionReport: report } = await gql(
    `mutation($input: ConditionReportInput!) { submitConditionReport(input: $input) { id number status billOfLading { url } } }`,
    {
      input: {
        clientId: randomUUID(),
        orderLegId: leg.id,
        direction: 'PICKUP',
        items: ITEMS.map((code) => ({ code, result: 'PASS' })),
        damages: [],
        photoIds: [photo],
        odometer: 18250,
        fuelLevel: 'THREE_QUARTERS',
        keysCount: 2,
        fobsCount: 1,
        interiorConditions: ['CLEAN'],
        looseItems: [],
        obstructions: [],
        vinScanned: leg.vehicle?.vin ?? null,
        capturedAt: now,
        latitude: here.lat,
        longitude: here.lng,
        driverSignature: { name: me.me.name, signedAt: now, latitude: here.lat, longitude: here.lng, imageId: signature },
        customerNotAvailableReason: 'After hours; keys left in the lock box.',
      },
    },
  );
  log(`Report ${report.number} is ${report.status}; bill of lading: ${url}${report.billOfLading?.url ?? ''}`);
  const { orderLeg } = await gql('query($id: ID!) { orderLeg(id: $id) { version } }', { id: leg.id });
  const { transitionOrderLeg: moved } = await gql(
    'mutation($id: ID!, $v: Int!) { transitionOrderLeg(id: $id, event: PICK_UP, version: $v) { number status } }',
    { id: leg.id, v: orderLeg.version },
  );
  log(`Leg ${moved.number} is ${moved.status}.`);
  return { report, leg: moved };
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const url = process.env.LEGWORK_URL ?? 'http://localhost:8000';
  const token = process.env.LEGWORK_TOKEN;
  if (!token) {
    console.error('Set LEGWORK_TOKEN to a driver’s personal access token (create one on /account).');
    process.exit(2);
  }
  runDriverApp({ url, token }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
