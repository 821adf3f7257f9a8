import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Checkbox } from '../../../ui/Checkbox';
import { TextField } from '../../../ui/TextField';
import { type CapturedSignature, SignaturePad } from '../SignaturePad';
import type { ReadyDraft } from './types';

type Who = 'driverSignature' | 'customerSignature';

/** The driver signs; the customer signs too, or the driver says why the customer was not there (stamped on the BOL). */
export const SignaturesStep = ({ view, driverName, errors }: { view: ReadyDraft; driverName: string; errors: Record<string, string[]> }) => {
  const { draft, update, addPhoto, removePhoto } = view;
  const sign = async (who: Who, signature: CapturedSignature) => {
    const old = draft[who]?.imageLocalId;
    if (old) await removePhoto(old);
    const photo = await addPhoto(who === 'driverSignature' ? 'DRIVER_SIGNATURE' : 'CUSTOMER_SIGNATURE', signature);
    update((d) => ({
      ...d,
      [who]: { name: signature.name, signedAt: signature.capturedAt, latitude: signature.latitude, longitude: signature.longitude, imageLocalId: photo.localId },
      ...(who === 'customerSignature' ? { customerNotAvailableReason: '' } : {}),
    }));
  };
  const absent = draft.customerSignature === null && draft.customerNotAvailableReason !== '';
  return (
    <div className="capture-step">
      {draft.driverSignature ? (
        <Alert tone="success">
          Signed by {draft.driverSignature.name}.{' '}
          <Button variant="ghost" onClick={() => void removePhoto(draft.driverSignature?.imageLocalId ?? '')}>
            Sign again (driver)
          </Button>
        </Alert>
      ) : (
        <SignaturePad label="Driver’s signature" nameLabel="Driver’s name" defaultName={driverName} onDone={(signature) => sign('driverSignature', signature)} error={errors.driverSignature} />
      )}
      {draft.customerSignature ? (
        <Alert tone="success">
          Signed by {draft.customerSignature.name}.{' '}
          <Button variant="ghost" onClick={() => void removePhoto(draft.customerSignature?.imageLocalId ?? '')}>
            Sign again (customer)
          </Button>
        </Alert>
      ) : (
        <>
          <Checkbox
            label="The customer is not available to sign"
            checked={absent}
            onChange={(checked) => update((d) => ({ ...d, customerNotAvailableReason: checked ? 'Customer not available' : '' }))}
          />
          {absent ? (
            <TextField
              label="Why the customer is not available"
              value={draft.customerNotAvailableReason}
              onChange={(customerNotAvailableReason) => update((d) => ({ ...d, customerNotAvailableReason }))}
              maxLength={500}
              error={errors.customerNotAvailableReason ?? errors.customerSignature}
            />
          ) : (
            <SignaturePad label="Customer’s signature" nameLabel="Customer’s name" onDone={(signature) => sign('customerSignature', signature)} error={errors.customerSignature} />
          )}
        </>
      )}
    </div>
  );
};
