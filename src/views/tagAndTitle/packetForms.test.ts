import { describe, expect, it } from 'vitest';
import { createPacketInput, emptyPacketDraft, updatePacketInput } from './packetForms';

const ORDER = '0b8f3f6e-3c1a-4f55-9d1e-6a0f3b2c1d00';
const VEHICLE = '1c9e4a7b-2d3e-4f56-8a9b-0c1d2e3f4a5b';

describe('createPacketInput', () => {
  it('names every missing field, as the server would', () => {
    const result = createPacketInput(emptyPacketDraft());
    expect('errors' in result && Object.keys(result.errors).sort()).toEqual(['orderId', 'stateProvince', 'vehicleId']);
  });

  it('sends a tag-and-title packet with its facts, upper-casing the state and leaving out the hidden temp tag', () => {
    const result = createPacketInput({
      ...emptyPacketDraft(ORDER),
      vehicleId: VEHICLE,
      stateProvince: 'tx',
      county: 'Travis',
      lienOnTitle: true,
      tempTagNumber: 'left over from switching kind',
    });
    expect(result).toEqual({
      values: expect.objectContaining({
        kind: 'TAG_AND_TITLE',
        orderId: ORDER,
        vehicleId: VEHICLE,
        stateProvince: 'TX',
        county: 'Travis',
        lienOnTitle: true,
        newVehicle: false,
        tempTagNumber: null,
      }),
    });
  });

  it('asks a temp tag for its issue day', () => {
    const result = createPacketInput({
      ...emptyPacketDraft(ORDER),
      vehicleId: VEHICLE,
      stateProvince: 'CA',
      kind: 'TEMP_TAG',
      tempTagNumber: 'T-1',
    });
    expect('errors' in result && result.errors).toEqual({ tempTagIssuedOn: ['Give the day the temp tag was issued.'] });
  });
});

describe('updatePacketInput', () => {
  it('clears what was emptied and checks the day', () => {
    expect(
      updatePacketInput({ transport: '', registerToId: '', titleToId: '', tempTagNumber: '', tempTagIssuedOn: '', notes: ' ' }),
    ).toEqual({
      values: { registerToId: null, titleToId: null, transport: null, tempTagNumber: null, tempTagIssuedOn: null, notes: null },
    });
    const bad = updatePacketInput({
      transport: 'DTB',
      registerToId: '',
      titleToId: '',
      tempTagNumber: 'T-1',
      tempTagIssuedOn: '2026-02-30',
      notes: '',
    });
    expect('errors' in bad && Object.keys(bad.errors)).toEqual(['tempTagIssuedOn']);
  });
});
