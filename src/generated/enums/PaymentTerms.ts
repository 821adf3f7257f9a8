export const PaymentTerms = {
  DUE_ON_RECEIPT: 'DUE_ON_RECEIPT',
  NET_7: 'NET_7',
  NET_10: 'NET_10',
  NET_15: 'NET_15',
  NET_30: 'NET_30',
  NET_45: 'NET_45',
  NET_60: 'NET_60',
  NET_90: 'NET_90',
} as const;

export type PaymentTerms = (typeof PaymentTerms)[keyof typeof PaymentTerms];

/** Every PaymentTerms, in schema order. */
export const PaymentTermsValues = ['DUE_ON_RECEIPT', 'NET_7', 'NET_10', 'NET_15', 'NET_30', 'NET_45', 'NET_60', 'NET_90'] as const;
