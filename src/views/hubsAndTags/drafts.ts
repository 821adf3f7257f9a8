import type { Hubs_HubFragment as Hub, Tags_TagFragment as Tag } from '@/generated/graphql';

/**
 * The hub and tag forms' drafts: what each form starts from (a new one, or the one edited) and the input it sends,
 * which the shared schemas (src/domain/hubsAndTags/schemas.ts) check in the browser and again on the server.
 */

export type HubDraft = {
  name: string;
  code: string;
  address1: string;
  address2: string;
  postalCode: string;
  city: string;
  stateProvince: string;
  country: string;
  lat: string;
  lng: string;
  hours: string;
};

export const hubDraft = (hub: Hub | null): HubDraft => ({
  name: hub?.name ?? '',
  code: hub?.code ?? '',
  address1: hub?.address1 ?? '',
  address2: hub?.address2 ?? '',
  postalCode: hub?.postalCode ?? '',
  city: hub?.city ?? '',
  stateProvince: hub?.stateProvince ?? '',
  country: hub?.country ?? 'US',
  // Coordinates the postal code gave are not the form's: left blank, the server looks them up again.
  lat: hub?.geocodeSource === 'FORM' && hub.lat !== null ? String(hub.lat) : '',
  lng: hub?.geocodeSource === 'FORM' && hub.lng !== null ? String(hub.lng) : '',
  hours: hub?.hours ?? '',
});

/** A number typed in a field: blank is null, anything else as Number reads it (the schema says what is wrong). */
const numberOf = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));

/** The HubInput of a draft. */
export const hubInput = (draft: HubDraft) => ({
  ...draft,
  address2: draft.address2 || null,
  hours: draft.hours || null,
  lat: numberOf(draft.lat),
  lng: numberOf(draft.lng),
});

export type TagDraft = { name: string; colour: string };

export const tagDraft = (tag: Tag | null): TagDraft => ({ name: tag?.name ?? '', colour: tag?.colour ?? 'GRAY' });
