import type { FieldErrors } from '../../domain/schemas/fieldErrors';
import { LocationPicker, type PickedLocation } from '../kit/pickers/LocationPicker';

/** The parties the vehicle is registered and titled to, each a saved location once picked. */
export type Parties = { registerTo: PickedLocation | null; titleTo: PickedLocation | null };

export type PacketPartiesProps = {
  parties: Parties;
  onChange: (parties: Parties) => void;
  /** The register-to hint: the create form also says how to search. */
  registerHint: string;
  errors: FieldErrors;
};

/** The register-to and title-to pickers of a packet's forms. */
export const PacketParties = ({ parties, onChange, registerHint, errors }: PacketPartiesProps) => (
  <>
    <LocationPicker
      label="Register to"
      hint={registerHint}
      location={parties.registerTo}
      onPick={(registerTo) => onChange({ ...parties, registerTo })}
      error={errors.registerToId}
    />
    <LocationPicker
      label="Title to"
      hint="The party the vehicle is titled to."
      location={parties.titleTo}
      onPick={(titleTo) => onChange({ ...parties, titleTo })}
      error={errors.titleToId}
    />
  </>
);
