import { type FragmentType, getFragmentData } from '@/generated';
import { legEndsOf } from '../kit/record/legEnds';
import { CallCenterLegFragment } from './CallCenterLegsPage.graphql';

/** A queued leg as the row, its dialogs and the keys read it: the leg, its ends, whom to call and the last contact. */
export const queuedLeg = (source: FragmentType<typeof CallCenterLegFragment>) => {
  const row = getFragmentData(CallCenterLegFragment, source);
  return { ...row.leg, ...legEndsOf(row.leg), contact: row.contact, promisedDay: row.promisedDay, lastContact: row.lastContact };
};

export type QueuedLeg = ReturnType<typeof queuedLeg>;
