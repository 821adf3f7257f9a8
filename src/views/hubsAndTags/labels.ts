import type { GeocodeSource } from '@/generated/enums/GeocodeSource';
import type { TagColour } from '@/generated/enums/TagColour';

/** The palette's names, as the tag form offers them. */
export const TAG_COLOUR_LABEL: Record<TagColour, string> = {
  GRAY: 'Gray',
  RED: 'Red',
  ORANGE: 'Orange',
  YELLOW: 'Yellow',
  GREEN: 'Green',
  TEAL: 'Teal',
  BLUE: 'Blue',
  PURPLE: 'Purple',
  PINK: 'Pink',
};

/** Where a hub's coordinates came from. */
export const GEOCODE_LABEL: Record<GeocodeSource, string> = {
  POSTAL_CODE: 'From the postal code',
  FORM: 'Typed in',
  NONE: 'Not located',
};
