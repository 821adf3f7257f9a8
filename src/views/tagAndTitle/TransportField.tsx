import { type TntTransport, TntTransportValues } from '@/generated/enums/TntTransport';
import { FieldSelect } from '../kit/ui/FieldSelect';
import { TRANSPORT_LABEL } from './labels';

export type TransportFieldProps = { value: TntTransport | ''; onChange: (transport: TntTransport | '') => void; error?: readonly string[] };

const CHOICES = TntTransportValues.map((value) => ({ value, label: TRANSPORT_LABEL[value] }));

/** How the vehicle reaches the district office, "Not decided" until known. */
export const TransportField = ({ value, onChange, error }: TransportFieldProps) => (
  <FieldSelect
    label="Transport"
    placeholder="Not decided"
    choices={CHOICES}
    value={value}
    onChange={(transport) => onChange(transport as TntTransport | '')}
    error={error}
  />
);
