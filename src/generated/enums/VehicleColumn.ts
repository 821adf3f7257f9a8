export const VehicleColumn = {
  CLIENT_ID: 'CLIENT_ID',
  CREATED_AT: 'CREATED_AT',
  FUEL_TYPE: 'FUEL_TYPE',
  ID: 'ID',
  MAKE: 'MAKE',
  MODEL: 'MODEL',
  VEHICLE_CLASS: 'VEHICLE_CLASS',
  VIN: 'VIN',
  YEAR: 'YEAR',
} as const;

export type VehicleColumn = (typeof VehicleColumn)[keyof typeof VehicleColumn];

/** Every VehicleColumn, in schema order. */
export const VehicleColumnValues = ['CLIENT_ID', 'CREATED_AT', 'FUEL_TYPE', 'ID', 'MAKE', 'MODEL', 'VEHICLE_CLASS', 'VIN', 'YEAR'] as const;
