export const VehicleColour = {
  BLACK: 'BLACK',
  BLUE: 'BLUE',
  BROWN: 'BROWN',
  GOLD: 'GOLD',
  GRAY: 'GRAY',
  GREEN: 'GREEN',
  ORANGE: 'ORANGE',
  OTHER: 'OTHER',
  RED: 'RED',
  SILVER: 'SILVER',
  WHITE: 'WHITE',
} as const;

export type VehicleColour = (typeof VehicleColour)[keyof typeof VehicleColour];

/** Every VehicleColour, in schema order. */
export const VehicleColourValues = ['BLACK', 'BLUE', 'BROWN', 'GOLD', 'GRAY', 'GREEN', 'ORANGE', 'OTHER', 'RED', 'SILVER', 'WHITE'] as const;
