import { useState } from 'react';
import { Alert } from '../../../kit/ui/Alert';
import { Button } from '../../../kit/ui/Button';
import { Checkbox } from '../../../kit/ui/Checkbox';
import { LimitedTextField } from '../../../kit/ui/LimitedTextField';
import { NOT_AVAILABLE_REASON_MAX } from '../../../../domain/schemas/conditionReports';
import type { Signers } from '../../../kit/record/conditionReportLabels';
import { type CapturedSignature, SignaturePad } from '../SignaturePad';
import type { ReadyDraft } from './types';

type Who = 'driverSignature' | 'customerSignature';

/**
 * The person taking the report signs (the driver; at a storage yard, its attendant); the other party signs too, or the
 * taker says why they were not there (stamped on the BOL).
 */
export const SignaturesStep = ({
  view,
  driverName,
  signers,
  errors,
}: {
  view: ReadyDraft;
  driverName: string;
  signers: Signers;
  errors: Record<string, string[]>;
}) => {
  const { taker, other } = signers;
  const otherLower = other.toLowerCase();
  const { draft, update, addPhoto, removePhoto } = view;
  const sign = async (who: Who, signature: CapturedSignature) => {
    const old = draft[who]?.imageLocalId;
    if (old) await removePhoto(old);
    const photo = await addPhoto(who === 'driverSignature' ? 'DRIVER_SIGNATURE' : 'CUSTOMER_SIGNATURE', signature);
    update((d) => ({
      ...d,
      [who]: {
        name: signature.name,
        signedAt: signature.capturedAt,
        latitude: signature.latitude,
        longitude: signature.longitude,
        imageLocalId: photo.localId,
      },
      ...(who === 'customerSignature' ? { customerNotAvailableReason: '' } : {}),
    }));
  };
  // Ticked with the reason still to write: the box starts no reason of its own, the driver says why.
  const [absentTicked, setAbsentTicked] = useState(draft.customerNotAvailableReason !== '');
  const absent = draft.customerSignature === null && absentTicked;
  return (
    <div className="capture-step">
      {draft.driverSignature ? (
        <Alert tone="success">
          Signed by {draft.driverSignature.name}.{' '}
          <Button variant="ghost" onClick={() => void removePhoto(draft.driverSignature?.imageLocalId ?? '')}>
            Sign again ({taker.toLowerCase()})
          </Button>
        </Alert>
      ) : (
        <SignaturePad
          label={`${taker}’s signature`}
          nameLabel={`${taker}’s name`}
          defaultName={driverName}
          onDone={(signature) => sign('driverSignature', signature)}
          error={errors.driverSignature}
        />
      )}
      {draft.customerSignature ? (
        <Alert tone="success">
          Signed by {draft.customerSignature.name}.{' '}
          <Button variant="ghost" onClick={() => void removePhoto(draft.customerSignature?.imageLocalId ?? '')}>
            Sign again ({otherLower})
          </Button>
        </Alert>
      ) : (
        <>
          <Checkbox
            label={`The ${otherLower} is not available to sign`}
            checked={absent}
            onChange={(checked) => {
              setAbsentTicked(checked);
              if (!checked) update((d) => ({ ...d, customerNotAvailableReason: '' }));
            }}
          />
          {absent ? (
            <LimitedTextField
              label={`Why the ${otherLower} is not available`}
              value={draft.customerNotAvailableReason}
              onChange={(customerNotAvailableReason) => update((d) => ({ ...d, customerNotAvailableReason }))}
              limit={NOT_AVAILABLE_REASON_MAX}
              required
              hint="Printed on the bill of lading: for example, lot closed and keys in the drop box."
              error={errors.customerNotAvailableReason ?? errors.customerSignature}
            />
          ) : (
            <SignaturePad
              label={`${other}’s signature`}
              nameLabel={`${other}’s name`}
              onDone={(signature) => sign('customerSignature', signature)}
              error={errors.customerSignature}
            />
          )}
        </>
      )}
    </div>
  );
};
