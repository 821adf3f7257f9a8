/** The fixed palette a tag's colour comes from. */
export const TagColour = {
  BLUE: 'BLUE',
  GRAY: 'GRAY',
  GREEN: 'GREEN',
  ORANGE: 'ORANGE',
  PINK: 'PINK',
  PURPLE: 'PURPLE',
  RED: 'RED',
  TEAL: 'TEAL',
  YELLOW: 'YELLOW',
} as const;

export type TagColour = (typeof TagColour)[keyof typeof TagColour];

/** Every TagColour, in schema order. */
export const TagColourValues = ['BLUE', 'GRAY', 'GREEN', 'ORANGE', 'PINK', 'PURPLE', 'RED', 'TEAL', 'YELLOW'] as const;
