import type { ReactNode } from 'react';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';

/** The part of `useForm`'s `list(name)` the editor draws from. */
type EditedList<Row> = { rows: readonly Row[]; add: (row: Row) => void; remove: (index: number) => void; general: readonly string[] };

export type RowsEditorProps<Row extends { key: number }> = {
  /** The row's name: "Recovery 1", "Remove recovery 1", "Add recovery", "Save recoveries". */
  noun: { one: string; many: string };
  list: EditedList<Row>;
  /** The empty list's words: "No recoveries recorded". */
  empty: string;
  /** The form's message, said after the list's own errors. */
  message: string | null;
  /** A new row's values (Add). */
  newRow: () => Row;
  onSave: () => void;
  saving: boolean;
  /** Where `useForm` looks for the first invalid field after a failed save. */
  containerRef: (element: HTMLElement | null) => void;
  className?: string;
  /** Above the rows (a note the fields refer to). */
  note?: ReactNode;
  /** A row's fields. */
  children: (row: Row, index: number) => ReactNode;
};

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A list edited in place and saved as one (the server replaces it): a fieldset a row, Remove, Add and Save. */
export const RowsEditor = <Row extends { key: number }>({
  noun,
  list,
  empty,
  message,
  newRow,
  onSave,
  saving,
  containerRef,
  className,
  note,
  children,
}: RowsEditorProps<Row>) => {
  const whole = [...list.general, ...(message ? [message] : [])];
  return (
    <div className={className} ref={containerRef}>
      {whole.length > 0 && <Alert tone="danger">{whole.join(' ')}</Alert>}
      {note}
      {list.rows.length === 0 && <EmptyState title={empty} />}
      {list.rows.map((row, index) => (
        <fieldset key={row.key} className="form-section">
          <legend>{`${capitalized(noun.one)} ${index + 1}`}</legend>
          <div className="field-grid">{children(row, index)}</div>
          <Button className="btn-small" onClick={() => list.remove(index)}>
            {`Remove ${noun.one} ${index + 1}`}
          </Button>
        </fieldset>
      ))}
      <div className="button-row">
        <Button onClick={() => list.add(newRow())}>{`Add ${noun.one}`}</Button>
        <Button variant="primary" busy={saving} onClick={onSave}>
          {`Save ${noun.many}`}
        </Button>
      </div>
    </div>
  );
};
