/** The record a communication log belongs to. */
export const CommunicationSubjectKind = {
  CLIENT: 'CLIENT',
  CUSTOMER: 'CUSTOMER',
  LEG: 'LEG',
  ORDER: 'ORDER',
} as const;

export type CommunicationSubjectKind = (typeof CommunicationSubjectKind)[keyof typeof CommunicationSubjectKind];

/** Every CommunicationSubjectKind, in schema order. */
export const CommunicationSubjectKindValues = ['CLIENT', 'CUSTOMER', 'LEG', 'ORDER'] as const;
