import { type ReactNode, useState } from 'react';
import { SettlementPayeeKindValues } from '@/generated/enums/SettlementPayeeKind';
import type { SettlementPayeeKind } from '@/generated/enums/SettlementPayeeKind';
import { SearchInput } from '../kit/pickers/SearchInput';
import { useReferenceChoices, useReferenceName } from '../kit/pickers/useReferenceChoices';
import { FieldSelect } from '../kit/ui/FieldSelect';
import { PAYEE_KIND_LABEL } from './labels';

export type Payee = { kind: SettlementPayeeKind | ''; id: string };

export type PayeePickerProps = {
  value: Payee;
  onChange: (payee: Payee) => void;
  /** The empty kind's words ("Every payee"). */
  placeholder: string;
  error?: readonly string[];
};

const REFERENCE = { DRIVER: 'drivers', TRUCKING_COMPANY: 'truckingCompanies' } as const;

/** The chosen payee's name looked up when only its id is known (a link). */
const NamedChoice = ({ payee, render }: { payee: Payee & { kind: SettlementPayeeKind }; render: (name: string | null) => ReactNode }) => (
  <>{render(useReferenceName(REFERENCE[payee.kind], payee.id))}</>
);

/**
 * A payee: its kind (a driver, or a trucking company paid for its legs), then one of that kind picked by name from a
 * search (the kit's reference choices, 50 at a time); the chosen one stays listed whatever the search shows.
 */
export const PayeePicker = ({ value, onChange, placeholder, error }: PayeePickerProps) => {
  const [search, setSearch] = useState('');
  const kind = value.kind || 'DRIVER';
  const { choices } = useReferenceChoices(REFERENCE[kind], value.kind ? search : '');
  const noun = value.kind === 'TRUCKING_COMPANY' ? 'trucking company' : 'driver';
  const listed = !value.id || choices.some((choice) => choice.value === value.id);
  const select = (chosenName: string | null) => (
    <FieldSelect
      label={value.kind === 'TRUCKING_COMPANY' ? 'Trucking company' : 'Driver'}
      choices={listed ? choices : [{ value: value.id, label: chosenName ?? `The chosen ${noun}` }, ...choices]}
      value={value.id}
      placeholder={`Every ${noun}`}
      onChange={(id) => onChange({ kind: value.kind, id })}
      error={error}
    />
  );
  return (
    <div className="reference-values">
      <FieldSelect
        label="Payee"
        choices={SettlementPayeeKindValues.map((payeeKind) => ({ value: payeeKind, label: PAYEE_KIND_LABEL[payeeKind] }))}
        value={value.kind}
        placeholder={placeholder}
        onChange={(payeeKind) => onChange({ kind: payeeKind as SettlementPayeeKind | '', id: '' })}
      />
      {value.kind && (
        <>
          <SearchInput label={`Find a ${noun}`} hint="Type part of the name." value={search} onChange={setSearch} />
          {listed ? select(null) : <NamedChoice payee={{ kind: value.kind, id: value.id }} render={select} />}
        </>
      )}
    </div>
  );
};
