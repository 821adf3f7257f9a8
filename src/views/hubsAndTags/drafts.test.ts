import { describe, expect, it } from 'vitest';
import type { Hubs_HubFragment as Hub } from '@/generated/graphql';
import { hubInputSchema } from '../../domain/hubsAndTags/schemas';
import { fieldErrors } from '../../domain/schemas/fieldErrors';
import { hubDraft, hubInput, tagDraft } from './drafts';

const HUB: Hub = {
  id: 'hub-1',
  name: 'Atlanta',
  code: 'ATL',
  address1: '4500 Fulton Industrial Blvd',
  address2: null,
  city: 'Atlanta',
  stateProvince: 'GA',
  postalCode: '30336',
  country: 'US',
  lat: 33.7,
  lng: -84.5,
  geocodeSource: 'POSTAL_CODE',
  hours: null,
  driverCount: 4,
  version: 3,
};

describe('the hub form', () => {
  it('leaves looked-up coordinates out, so the server looks them up again, and keeps typed ones', () => {
    expect(hubDraft(HUB)).toMatchObject({ code: 'ATL', lat: '', lng: '', hours: '' });
    expect(hubDraft({ ...HUB, geocodeSource: 'FORM' })).toMatchObject({ lat: '33.7', lng: '-84.5' });
    expect(hubInput(hubDraft(HUB))).toMatchObject({ lat: null, lng: null, hours: null, address2: null, country: 'US' });
  });

  it('checks a new hub with the shared schema: every missing field named at once', () => {
    const result = hubInputSchema.safeParse(hubInput(hubDraft(null)));
    expect(result.success).toBe(false);
    expect(Object.keys(result.success ? {} : fieldErrors(result.error)).sort()).toEqual([
      'address1',
      'city',
      'code',
      'name',
      'postalCode',
      'stateProvince',
    ]);
    expect(hubInputSchema.parse(hubInput({ ...hubDraft(HUB), code: 'atl-2', lat: '33.7', lng: '-84.5' }))).toMatchObject({
      code: 'ATL-2',
      location: { type: 'HUB', postalCode: '30336', lat: 33.7, lng: -84.5 },
    });
  });

  it('starts a new tag gray', () => {
    expect(tagDraft(null)).toEqual({ name: '', colour: 'GRAY' });
  });
});
