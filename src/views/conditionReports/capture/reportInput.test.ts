import { afterEach, describe, expect, it, vi } from 'vitest';
import { finishedDraft, finishedPhotos, KEY, STAMP, testPhoto } from '../../../testing/captureTestKit';
import { draftIdOf, newCaptureDraft, newClientId, referencedPhotoIds, withoutPhoto } from './captureDraft';
import { conditionReportInputSchema } from '../../../domain/schemas/conditionReports';
import { draftFieldErrors, draftFieldOf, missingAnswers, toConditionReportInput } from './reportInput';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('toConditionReportInput', () => {
  it('maps a finished draft to the submit input, every local photo id replaced by its server id', () => {
    const result = toConditionReportInput(finishedDraft(), finishedPhotos());
    expect(result).toEqual({
      ok: true,
      input: {
        clientId: 'report-client-id',
        orderLegId: 'leg-1',
        direction: 'PICKUP',
        items: [
          { code: 'EXT_FRONT', result: 'FAIL', note: 'scratch on bumper' },
          { code: 'TIRE_LF', result: 'PASS', note: null },
        ],
        damages: [{ area: '03', type: '12', severity: 2, x: 0.5, y: 0.1, preExisting: false, note: null, photoIds: ['server-p-damage'] }],
        photoIds: ['server-p-vehicle'],
        odometer: 12_345,
        odometerPhotoId: 'server-p-odometer',
        fuelLevel: 'HALF',
        evStateOfCharge: null,
        keysCount: 2,
        fobsCount: 1,
        keysPhotoId: 'server-p-keys',
        interiorConditions: ['CLEAN'],
        looseItems: [{ spot: 'GLOVE_BOX', description: 'manual' }],
        washType: 'NONE',
        obstructions: ['RAIN'],
        vinScanned: '1HGCM82633A004352',
        acceptVinMismatch: false,
        notes: null,
        capturedAt: STAMP.capturedAt,
        latitude: 41.88,
        longitude: -87.63,
        driverSignature: {
          name: 'Dana Driver',
          signedAt: STAMP.capturedAt,
          latitude: 41.88,
          longitude: -87.63,
          imageId: 'server-p-driver',
        },
        customerSignature: null,
        customerNotAvailableReason: 'Dealer lot closed',
      },
    });
  });

  it('sends a storage check-in or check-out report with its direction, the customer’s absence answered as at pickup', () => {
    for (const direction of ['CHECK_IN', 'CHECK_OUT'] as const) {
      const key = { ...KEY, direction };
      const result = toConditionReportInput(finishedDraft(key), finishedPhotos([], key));
      if (!result.ok) throw new Error('expected a complete draft');
      expect(result.input).toMatchObject({ direction, customerSignature: null, customerNotAvailableReason: 'Dealer lot closed' });
      // The shared schema (the server's) takes the direction.
      const issues = conditionReportInputSchema.safeParse(result.input).error?.issues ?? [];
      expect(issues.filter((issue) => issue.path[0] === 'direction')).toEqual([]);
    }
  });

  it('refuses a report with no direction the schema knows, naming them all', () => {
    const result = toConditionReportInput(finishedDraft(), finishedPhotos());
    if (!result.ok) throw new Error('expected a complete draft');
    const parsed = conditionReportInputSchema.safeParse({ ...result.input, direction: 'PARKED' });
    expect(parsed.success).toBe(false);
    const message = parsed.error?.issues.find((issue) => issue.path[0] === 'direction')?.message;
    for (const direction of ['PICKUP', 'DELIVERY', 'CHECK_IN', 'CHECK_OUT']) expect(message).toContain(direction);
  });

  it('sends the customer signature and drops the not-available reason once the customer signed', () => {
    const draft = {
      ...finishedDraft(),
      customerSignature: { name: 'Cara Customer', signedAt: STAMP.capturedAt, latitude: null, longitude: null, imageLocalId: 'p-customer' },
    };
    const photos = [...finishedPhotos(), testPhoto('p-customer', 'CUSTOMER_SIGNATURE', { state: 'uploaded', serverId: 'server-c' })];
    const result = toConditionReportInput(draft, photos);
    if (!result.ok) throw new Error('expected a complete draft');
    expect(result.input.customerSignature).toEqual({
      name: 'Cara Customer',
      signedAt: STAMP.capturedAt,
      latitude: null,
      longitude: null,
      imageId: 'server-c',
    });
    expect(result.input.customerNotAvailableReason).toBeNull();
  });

  it('names the photos not uploaded yet (pending or refused) and ignores photos the draft no longer refers to', () => {
    const photos = finishedPhotos(['p-damage', 'p-driver']);
    photos[0] = { ...photos[0], upload: { state: 'failed', error: 'Not an image.', code: 'BAD_USER_INPUT' } };
    photos.push(testPhoto('p-dropped', 'VEHICLE'));
    expect(toConditionReportInput(finishedDraft(), photos)).toEqual({
      ok: false,
      missing: {},
      notUploaded: ['p-vehicle', 'p-damage', 'p-driver'],
    });
  });

  it('names the answers the form still needs, keyed as the server names them', () => {
    const draft = { ...newCaptureDraft(KEY, STAMP), customerNotAvailableReason: '   ' };
    const result = toConditionReportInput(draft, []);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.missing)).toEqual(['keysCount', 'fobsCount', 'driverSignature', 'customerSignature']);
    expect(result.notUploaded).toEqual([]);
  });

  it('takes a reason instead of the customer signature', () => {
    expect(missingAnswers(finishedDraft())).toEqual({});
    expect(missingAnswers({ ...finishedDraft(), customerNotAvailableReason: '' })).toHaveProperty('customerSignature');
  });

  it('takes no reason that only says the customer was not available', () => {
    for (const reason of ['Customer not available', 'not available.', 'Unavailable'])
      expect(missingAnswers({ ...finishedDraft(), customerNotAvailableReason: reason })).toHaveProperty('customerSignature');
  });

  it('holds a report whose text is past its limit or whose VIN is too long, saying by how much (nothing is cut)', () => {
    const finished = finishedDraft();
    const draft = {
      ...finished,
      vinScanned: `${finished.vinScanned}XYZ`,
      notes: 'n'.repeat(2_005),
      damages: finished.damages.map((damage) => ({ ...damage, note: 'd'.repeat(2_001) })),
    };
    expect(missingAnswers(draft)).toEqual({
      vinScanned: ['The VIN must be 17 characters (this one has 20).'],
      'damages.0.note': ['The note of damage 1: 1 character over the limit of 2,000.'],
      notes: ['The notes: 5 characters over the limit of 2,000.'],
    });
    expect(toConditionReportInput(draft, finishedPhotos()).ok).toBe(false);
    expect(missingAnswers({ ...finished, notes: 'n'.repeat(2_000) })).toEqual({});
  });
});

describe('referencedPhotoIds', () => {
  it('lists every photo slot once, in sending order', () => {
    const draft = { ...finishedDraft(), photoLocalIds: ['p-vehicle', 'p-keys'] };
    expect(referencedPhotoIds(draft)).toEqual(['p-vehicle', 'p-keys', 'p-damage', 'p-odometer', 'p-driver']);
  });
});

describe('withoutPhoto', () => {
  it('lets every slot that named the photo go, and nothing else', () => {
    const draft = { ...finishedDraft(), photoLocalIds: ['p-vehicle', 'p-damage'] };
    expect(referencedPhotoIds(withoutPhoto(draft, 'p-damage'))).toEqual(['p-vehicle', 'p-odometer', 'p-keys', 'p-driver']);
    expect(withoutPhoto(draft, 'p-damage').damages[0]).toMatchObject({ key: 'd1', photoLocalIds: [] });
    expect(withoutPhoto(draft, 'p-odometer')).toMatchObject({ odometerPhotoLocalId: null, odometer: 12_345 });
    expect(withoutPhoto(draft, 'p-keys').keysPhotoLocalId).toBeNull();
  });

  it('drops a signature whose image is removed, so the driver signs again', () => {
    const result = withoutPhoto(finishedDraft(), 'p-driver');
    expect(result.driverSignature).toBeNull();
    expect(missingAnswers(result)).toHaveProperty('driverSignature');
  });
});

describe('server field errors on the draft', () => {
  it.each([
    ['keysCount', 'keysCount'],
    ['damages.1.photoIds.0', 'damages.1.photoLocalIds.0'],
    ['odometerPhotoId', 'odometerPhotoLocalId'],
    ['keysPhotoId', 'keysPhotoLocalId'],
    ['driverSignature.imageId', 'driverSignature.imageLocalId'],
    ['photoIds', 'photoLocalIds'],
  ])('%s is the draft field %s', (server, draft) => {
    expect(draftFieldOf(server)).toBe(draft);
  });

  it('rekeys a whole set of errors', () => {
    expect(draftFieldErrors({ 'customerSignature.imageId': ['Not a signature.'], items: ['Answer VIN.'] })).toEqual({
      'customerSignature.imageLocalId': ['Not a signature.'],
      items: ['Answer VIN.'],
    });
  });
});

describe('newCaptureDraft and newClientId', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('makes an empty draft for the key with a fixed report clientId', () => {
    const draft = newCaptureDraft(KEY, STAMP);
    expect(draft).toMatchObject({ ...KEY, id: draftIdOf(KEY), capturedAt: STAMP.capturedAt, keysCount: null, driverSignature: null });
    expect(draft.clientId).toMatch(UUID);
    expect(newCaptureDraft(KEY, STAMP).clientId).not.toBe(draft.clientId);
  });

  it('makes UUIDs without randomUUID too (an insecure context)', () => {
    const getRandomValues = crypto.getRandomValues.bind(crypto);
    vi.stubGlobal('crypto', { getRandomValues });
    const ids = Array.from({ length: 50 }, newClientId);
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(50);
  });

  it('keys drafts by user, leg and direction', () => {
    expect(draftIdOf(KEY)).not.toBe(draftIdOf({ ...KEY, direction: 'DELIVERY' }));
    expect(draftIdOf({ ...KEY, direction: 'CHECK_IN' })).not.toBe(draftIdOf({ ...KEY, direction: 'CHECK_OUT' }));
    expect(draftIdOf(KEY)).not.toBe(draftIdOf({ ...KEY, userId: 'user-2' }));
  });
});
