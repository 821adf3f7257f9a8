/** How the vehicle moves under the packet: driven, driven on temp tags (DTB), trucked, or tag and title only. */
export const TntTransport = {
  DRIVEN: 'DRIVEN',
  DTB: 'DTB',
  TRUCKED: 'TRUCKED',
  TT_ONLY: 'TT_ONLY',
} as const;

export type TntTransport = (typeof TntTransport)[keyof typeof TntTransport];

/** Every TntTransport, in schema order. */
export const TntTransportValues = ['DRIVEN', 'DTB', 'TRUCKED', 'TT_ONLY'] as const;
