import type { DriverPage_DriverFragment as Driver } from '@/generated/graphql';
import { formatDate } from '../../domain/format';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { DetailsRow } from '../kit/record/RecordHeader';
import { Badge } from '../kit/ui/Badge';
import { ENDORSEMENT_LABEL, EXPIRY_TONE, EXPIRY_WORD, expiryState, LICENCE_CLASS_LABEL } from './labels';

/** A document's expiry with its state in words: "Mar 3, 2027 · Valid", "Expired". */
const Expiry = ({ day, locale }: { day: string | null; locale?: string }) => {
  const state = expiryState(day);
  return (
    <>
      {day ? `${formatDate(day, locale)} ` : ''}
      <Badge tone={EXPIRY_TONE[state]}>{EXPIRY_WORD[state]}</Badge>
    </>
  );
};

/** The driver qualification file: licence, medical card, MVR review and W-9. */
export const QualificationFile = ({ driver }: { driver: Driver }) => {
  const locale = useCurrentTenant()?.locale;
  return (
    <dl className="details details-grid">
      <DetailsRow term="Licence class">
        {driver.licenceClass ? LICENCE_CLASS_LABEL[driver.licenceClass] : 'No commercial licence on file'}
      </DetailsRow>
      <DetailsRow term="Licence number">
        {driver.licenceNumber ? `${driver.licenceNumber}${driver.licenceState ? ` (${driver.licenceState})` : ''}` : '—'}
      </DetailsRow>
      <DetailsRow term="Endorsements">
        {driver.endorsements.length > 0 ? driver.endorsements.map((value) => ENDORSEMENT_LABEL[value]).join(', ') : 'None'}
      </DetailsRow>
      <DetailsRow term="Licence expires">
        <Expiry day={driver.licenceExpiresOn ?? null} locale={locale} />
      </DetailsRow>
      <DetailsRow term="Medical card expires">
        <Expiry day={driver.medicalCardExpiresOn ?? null} locale={locale} />
      </DetailsRow>
      <DetailsRow term="MVR reviewed">{driver.mvrReviewedOn ? formatDate(driver.mvrReviewedOn, locale) : 'Not on file'}</DetailsRow>
      <DetailsRow term="W-9 received">{driver.w9ReceivedOn ? formatDate(driver.w9ReceivedOn, locale) : 'Not on file'}</DetailsRow>
    </dl>
  );
};
