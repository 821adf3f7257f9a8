import type { ContactDraft } from '../../../domain/drafts';
import { TextField } from '../ui/TextField';

export type LegContactFieldsProps = {
  /** "Pickup" or "Delivery": the fields are named "Pickup contact name", … */
  end: 'Pickup' | 'Delivery';
  /** The group's name when "Pickup contact" says too little (the portal: "Who hands the vehicles over?"). */
  legend?: string;
  value: ContactDraft;
  onChange: (value: ContactDraft) => void;
  /** Field errors by the contact's own keys (name, phone, email). */
  errors: (field: keyof ContactDraft) => readonly string[] | undefined;
};

/** Whom the driver calls at one end of a leg: name and phone (required once anything is typed), email optional. */
export const LegContactFields = ({ end, legend, value, onChange, errors }: LegContactFieldsProps) => (
  <fieldset className="form-subgroup">
    <legend className="field-label">{legend ?? `${end} contact`}</legend>
    <div className="field-grid">
      <TextField
        label={`${end} contact name`}
        autoComplete="off"
        value={value.name}
        error={errors('name')}
        onChange={(name) => onChange({ ...value, name })}
      />
      <TextField
        label={`${end} contact phone`}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        value={value.phone}
        error={errors('phone')}
        onChange={(phone) => onChange({ ...value, phone })}
      />
      <TextField
        label={`${end} contact email`}
        type="email"
        autoComplete="off"
        hint="Optional"
        value={value.email}
        error={errors('email')}
        onChange={(email) => onChange({ ...value, email })}
      />
    </div>
  </fieldset>
);
