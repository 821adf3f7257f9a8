export const InspectionResult = {
  FAIL: 'FAIL',
  N_A: 'N_A',
  PASS: 'PASS',
} as const;

export type InspectionResult = (typeof InspectionResult)[keyof typeof InspectionResult];

/** Every InspectionResult, in schema order. */
export const InspectionResultValues = ['FAIL', 'N_A', 'PASS'] as const;
