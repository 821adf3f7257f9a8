import { TextField } from '../kit/ui/TextField';

export type PacketNotesFieldProps = { value: string; onChange: (notes: string) => void; error?: readonly string[] };

/** The packet's internal notes. */
export const PacketNotesField = ({ value, onChange, error }: PacketNotesFieldProps) => (
  <TextField label="Notes" hint="Internal: the client never sees them." rows={3} value={value} onChange={onChange} error={error} />
);
