export const OrderSource = {
  API: 'API',
  EMAIL: 'EMAIL',
  PORTAL: 'PORTAL',
  SPREADSHEET: 'SPREADSHEET',
  STAFF: 'STAFF',
} as const;

export type OrderSource = (typeof OrderSource)[keyof typeof OrderSource];

/** Every OrderSource, in schema order. */
export const OrderSourceValues = ['API', 'EMAIL', 'PORTAL', 'SPREADSHEET', 'STAFF'] as const;
