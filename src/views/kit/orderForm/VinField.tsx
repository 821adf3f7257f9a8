import { useRef, useState } from 'react';
import { useClient } from 'urql';
import { normalizeVin, VIN_LENGTH, vinLengthError } from '../../../domain/vin';
import { graphql } from '@/generated';
import { graphqlFailure } from '../forms/failure';
import { Button } from '../ui/Button';
import { Checkbox } from '../ui/Checkbox';
import { TextField } from '../ui/TextField';
import type { VehicleDraft } from './formTypes';
import { vehicleClassLabel } from './labels';

export const DecodeVinQuery = graphql(`
  query DecodeVin($vin: String!) {
    decodeVin(vin: $vin) {
      vin
      valid
      message
      year
      make
      model
      vehicleClass
      fuelType
    }
  }
`);

export type VinFieldProps = {
  value: string;
  error?: readonly string[];
  onChange: (vin: string) => void;
  /** What the decode found (year, make, model, class, fuel), for the vehicle's other fields. */
  onDecoded: (patch: Partial<VehicleDraft>) => void;
  /** Given when the decode found no maker for this VIN: whether the person confirmed it, and how they do. */
  confirmation?: { confirmed: boolean; onConfirm: (confirmed: boolean) => void };
};

type Outcome = { vin: string; tone: 'ok' | 'bad'; message: string };

/** A VIN with its offline decode: on leaving the field (17 characters) or on the button, fills what it says. */
export const VinField = ({ value, error, onChange, onDecoded, confirmation }: VinFieldProps) => {
  const client = useClient();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Leaving the field by clicking "Decode VIN" would otherwise ask twice.
  const inflight = useRef<string | null>(null);

  const decode = async (force: boolean) => {
    const vin = normalizeVin(value);
    if (vin === '' || inflight.current === vin || (!force && (vin.length !== VIN_LENGTH || outcome?.vin === vin))) return;
    inflight.current = vin;
    setBusy(true);
    const result = await client.query(DecodeVinQuery, { vin }, { requestPolicy: 'network-only' }).toPromise();
    inflight.current = null;
    setBusy(false);
    const answer = result.data?.decodeVin;
    if (!answer)
      return setOutcome({
        vin,
        tone: 'bad',
        message: result.error ? graphqlFailure(result.error).message : 'The VIN could not be decoded.',
      });
    if (!answer.valid) return setOutcome({ vin, tone: 'bad', message: answer.message ?? 'This VIN is not valid.' });
    const found = [answer.year, answer.make, answer.model].filter(Boolean).join(' ');
    const kind = answer.vehicleClass ? ` (${vehicleClassLabel(answer.vehicleClass).toLowerCase()})` : '';
    // A valid check digit is one chance in eleven for a mistyped VIN: no maker means it needs a person's word.
    setOutcome({
      vin,
      tone: 'ok',
      message: answer.make
        ? `Decoded: ${found}${kind}.`
        : 'The check digit is right, but the VIN matches no known maker. Check it against the vehicle, or confirm it below.',
    });
    onDecoded({
      vin,
      vinNoMaker: answer.make ? undefined : vin,
      vinConfirmed: false,
      ...(answer.year && { year: String(answer.year) }),
      ...(answer.make && { make: answer.make }),
      ...(answer.model && { model: answer.model }),
      ...(answer.vehicleClass && { vehicleClass: answer.vehicleClass }),
      ...(answer.fuelType && answer.fuelType !== 'UNKNOWN' && { fuelType: answer.fuelType }),
    });
  };

  // A decode result belongs to the VIN it was made for; typing another one hides it.
  const current = outcome && outcome.vin === normalizeVin(value) ? outcome : null;
  const decodeErrors = [...(error ?? []), ...(current?.tone === 'bad' && !error?.includes(current.message) ? [current.message] : [])];
  // Past 17 characters the field says so as it is typed (no native maxLength: it would cut a pasted VIN without a word).
  const tooLong = vinLengthError(value);
  const errors = decodeErrors.length === 0 && tooLong ? [tooLong] : decodeErrors;
  return (
    <div className="vin-field">
      <TextField
        label="VIN"
        value={value}
        onChange={onChange}
        onBlur={() => void decode(false)}
        onKeyDown={(event) => {
          // Enter in the VIN decodes it; it must not submit the order around it.
          if (event.key !== 'Enter') return;
          event.preventDefault();
          void decode(true);
        }}
        error={errors}
        hint="17 characters; year, make and model are filled from it."
        autoComplete="off"
        spellCheck={false}
        className="vin-input"
      />
      <Button className="btn-small" busy={busy} disabled={value.trim() === ''} onClick={() => void decode(true)}>
        Decode VIN
      </Button>
      <p className="vin-status" role="status">
        {current?.tone === 'ok' ? current.message : ''}
      </p>
      {confirmation && (
        <Checkbox
          label="This VIN is right: I checked it against the vehicle"
          checked={confirmation.confirmed}
          onChange={confirmation.onConfirm}
        />
      )}
    </div>
  );
};
