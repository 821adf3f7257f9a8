export const CommunicationChannel = {
  CALL: 'CALL',
  EMAIL: 'EMAIL',
  PORTAL_MESSAGE: 'PORTAL_MESSAGE',
  SMS: 'SMS',
} as const;

export type CommunicationChannel = (typeof CommunicationChannel)[keyof typeof CommunicationChannel];

/** Every CommunicationChannel, in schema order. */
export const CommunicationChannelValues = ['CALL', 'EMAIL', 'PORTAL_MESSAGE', 'SMS'] as const;
