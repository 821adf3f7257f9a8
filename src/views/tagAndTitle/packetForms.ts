import type { TntPacketKind } from '@/generated/enums/TntPacketKind';
import type { TntTransport } from '@/generated/enums/TntTransport';
import { type FieldErrors, fieldErrors } from '../../domain/schemas/fieldErrors';
import {
  type TntPacketInputValues,
  type TntPacketUpdateValues,
  tntPacketInputSchema,
  tntPacketUpdateSchema,
} from '../../domain/schemas/tagAndTitle';

/** The create form as typed: ids of what was picked ('' for none), the checklist's facts, the temp tag. */
export type PacketDraft = {
  kind: TntPacketKind;
  orderId: string;
  vehicleId: string;
  stateProvince: string;
  county: string;
  transport: TntTransport | '';
  newVehicle: boolean;
  lienOnTitle: boolean;
  outOfStateTitle: boolean;
  ownerNotSigning: boolean;
  registerToId: string;
  titleToId: string;
  tempTagNumber: string;
  tempTagIssuedOn: string;
  notes: string;
};

export const emptyPacketDraft = (orderId = ''): PacketDraft => ({
  kind: 'TAG_AND_TITLE',
  orderId,
  vehicleId: '',
  stateProvince: '',
  county: '',
  transport: '',
  newVehicle: false,
  lienOnTitle: false,
  outOfStateTitle: false,
  ownerNotSigning: false,
  registerToId: '',
  titleToId: '',
  tempTagNumber: '',
  tempTagIssuedOn: '',
  notes: '',
});

export type Checked<Values> = { values: Values } | { errors: FieldErrors };

const blankToNull = (text: string): string | null => (text.trim() === '' ? null : text);

/**
 * createTntPacket's input from the form, checked by the shared schema the server uses (the same messages, keyed by
 * field). A tag-and-title packet sends no temp tag: the fields are hidden for it.
 */
export const createPacketInput = (draft: PacketDraft): Checked<TntPacketInputValues> => {
  const tempTag = draft.kind === 'TEMP_TAG';
  const parsed = tntPacketInputSchema.safeParse({
    kind: draft.kind,
    orderId: draft.orderId || undefined,
    vehicleId: draft.vehicleId || undefined,
    registerToId: blankToNull(draft.registerToId),
    titleToId: blankToNull(draft.titleToId),
    stateProvince: draft.stateProvince || undefined,
    county: blankToNull(draft.county),
    transport: draft.transport || null,
    newVehicle: draft.newVehicle,
    lienOnTitle: draft.lienOnTitle,
    outOfStateTitle: draft.outOfStateTitle,
    ownerNotSigning: draft.ownerNotSigning,
    tempTagNumber: tempTag ? blankToNull(draft.tempTagNumber) : null,
    tempTagIssuedOn: tempTag ? blankToNull(draft.tempTagIssuedOn) : null,
    notes: blankToNull(draft.notes),
  });
  return parsed.success ? { values: parsed.data } : { errors: fieldErrors(parsed.error) };
};

/** The edit form: what may change once the packet exists. */
export type PacketEditDraft = Pick<PacketDraft, 'transport' | 'registerToId' | 'titleToId' | 'tempTagNumber' | 'tempTagIssuedOn' | 'notes'>;

export const updatePacketInput = (draft: PacketEditDraft): Checked<TntPacketUpdateValues> => {
  const parsed = tntPacketUpdateSchema.safeParse({
    registerToId: blankToNull(draft.registerToId),
    titleToId: blankToNull(draft.titleToId),
    transport: draft.transport || null,
    tempTagNumber: blankToNull(draft.tempTagNumber),
    tempTagIssuedOn: blankToNull(draft.tempTagIssuedOn),
    notes: blankToNull(draft.notes),
  });
  return parsed.success ? { values: parsed.data } : { errors: fieldErrors(parsed.error) };
};
