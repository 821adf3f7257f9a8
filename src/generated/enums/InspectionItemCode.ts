/** The inspection items every report answers (the item codes of docs/domain.md#inspections; signatures, fuel and EV charge are fields of their own). */
export const InspectionItemCode = {
  DOCS: 'DOCS',
  EXT_FRONT: 'EXT_FRONT',
  EXT_LEFT: 'EXT_LEFT',
  EXT_REAR: 'EXT_REAR',
  EXT_RIGHT: 'EXT_RIGHT',
  EXT_ROOF: 'EXT_ROOF',
  FLUID_LEAK: 'FLUID_LEAK',
  GLASS_REAR: 'GLASS_REAR',
  GLASS_SIDE: 'GLASS_SIDE',
  GLASS_WS: 'GLASS_WS',
  INT_CARPET: 'INT_CARPET',
  INT_DASH: 'INT_DASH',
  INT_HEADLINER: 'INT_HEADLINER',
  INT_SEATS: 'INT_SEATS',
  INT_WARNING_LIGHTS: 'INT_WARNING_LIGHTS',
  KEYS: 'KEYS',
  LIGHT_FOG: 'LIGHT_FOG',
  LIGHT_HEAD: 'LIGHT_HEAD',
  LIGHT_TAIL: 'LIGHT_TAIL',
  LOOSE_ITEMS: 'LOOSE_ITEMS',
  ODOMETER: 'ODOMETER',
  PLATES: 'PLATES',
  TIRE_LF: 'TIRE_LF',
  TIRE_LR: 'TIRE_LR',
  TIRE_RF: 'TIRE_RF',
  TIRE_RR: 'TIRE_RR',
  TIRE_SPARE: 'TIRE_SPARE',
  VIN: 'VIN',
} as const;

export type InspectionItemCode = (typeof InspectionItemCode)[keyof typeof InspectionItemCode];

/** Every InspectionItemCode, in schema order. */
export const InspectionItemCodeValues = ['DOCS', 'EXT_FRONT', 'EXT_LEFT', 'EXT_REAR', 'EXT_RIGHT', 'EXT_ROOF', 'FLUID_LEAK', 'GLASS_REAR', 'GLASS_SIDE', 'GLASS_WS', 'INT_CARPET', 'INT_DASH', 'INT_HEADLINER', 'INT_SEATS', 'INT_WARNING_LIGHTS', 'KEYS', 'LIGHT_FOG', 'LIGHT_HEAD', 'LIGHT_TAIL', 'LOOSE_ITEMS', 'ODOMETER', 'PLATES', 'TIRE_LF', 'TIRE_LR', 'TIRE_RF', 'TIRE_RR', 'TIRE_SPARE', 'VIN'] as const;
