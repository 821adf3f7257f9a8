export const TntPacketKind = {
  TAG_AND_TITLE: 'TAG_AND_TITLE',
  TEMP_TAG: 'TEMP_TAG',
} as const;

export type TntPacketKind = (typeof TntPacketKind)[keyof typeof TntPacketKind];

/** Every TntPacketKind, in schema order. */
export const TntPacketKindValues = ['TAG_AND_TITLE', 'TEMP_TAG'] as const;
