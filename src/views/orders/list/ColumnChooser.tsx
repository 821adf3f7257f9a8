import { Button } from '../../kit/ui/Button';
import { COLUMN_BY_ID, type ColumnId, DEFAULT_COLUMNS, ORDER_COLUMNS } from './columns';

export type ColumnChooserProps = { columns: readonly ColumnId[]; onChange: (columns: ColumnId[]) => void };

/**
 * Which columns the list shows and in what order, kept for this person (useOrderColumns): tick a column to show it,
 * move it up or down; the number stays first, being the row's link.
 */
export const ColumnChooser = ({ columns, onChange }: ColumnChooserProps) => {
  const hidden = ORDER_COLUMNS.filter((column) => !columns.includes(column.id));
  const move = (index: number, by: -1 | 1) => {
    const next = [...columns];
    [next[index], next[index + by]] = [next[index + by], next[index]];
    onChange(next);
  };
  return (
    <details className="column-chooser">
      <summary className="btn btn-secondary">Columns</summary>
      <div className="column-chooser-body">
        <fieldset>
          <legend className="field-label">Shown, in this order</legend>
          <ol className="plain-list column-chooser-list">
            {columns.map((id, index) => {
              const { label } = COLUMN_BY_ID.get(id) ?? { label: id };
              return (
                <li key={id}>
                  <label className="checkbox">
                    <input
                      type="checkbox"
                      checked
                      disabled={id === 'number'}
                      onChange={() => onChange(columns.filter((item) => item !== id))}
                    />
                    {label}
                  </label>
                  <span className="column-chooser-moves">
                    <Button
                      variant="ghost"
                      className="btn-small"
                      aria-label={`Move ${label} left`}
                      disabled={index <= 1}
                      onClick={() => move(index, -1)}
                    >
                      ↑
                    </Button>
                    <Button
                      variant="ghost"
                      className="btn-small"
                      aria-label={`Move ${label} right`}
                      disabled={id === 'number' || index === columns.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      ↓
                    </Button>
                  </span>
                </li>
              );
            })}
          </ol>
        </fieldset>
        {hidden.length > 0 && (
          <fieldset>
            <legend className="field-label">Not shown</legend>
            <ul className="plain-list column-chooser-list">
              {hidden.map(({ id, label }) => (
                <li key={id}>
                  <label className="checkbox">
                    <input type="checkbox" checked={false} onChange={() => onChange([...columns, id])} />
                    {label}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
        <Button variant="ghost" className="btn-small" onClick={() => onChange([...DEFAULT_COLUMNS])}>
          Back to the default columns
        </Button>
      </div>
    </details>
  );
};
