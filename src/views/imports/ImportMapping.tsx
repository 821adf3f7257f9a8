import { FieldSelect } from '../kit/ui/FieldSelect';

export type ImportColumn = { field: string; label: string; required: boolean; header: string | null };

export type ImportMappingProps = {
  columns: readonly ImportColumn[];
  headers: readonly string[];
  mapping: Readonly<Record<string, string>>;
  onChange: (field: string, header: string) => void;
};

/** One select per field the import reads: which column of the user's file holds it (remembered for their next file). */
export const ImportMapping = ({ columns, headers, mapping, onChange }: ImportMappingProps) => (
  <fieldset className="form">
    <legend>Which column holds what</legend>
    {columns.map((column) => (
      <FieldSelect
        key={column.field}
        label={column.required ? `${column.label} (required)` : column.label}
        placeholder="Not in the file"
        choices={headers.map((header) => ({ value: header, label: header }))}
        value={mapping[column.field] ?? ''}
        onChange={(header) => onChange(column.field, header)}
      />
    ))}
  </fieldset>
);
