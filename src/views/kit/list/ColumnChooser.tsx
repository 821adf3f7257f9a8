import { useState } from 'react';
import { Button } from '../ui/Button';

export type ChoosableColumn<Id extends string> = { id: Id; label: string };

export type ColumnChooserProps<Id extends string> = {
  /** Every column the list has, in its default order. */
  columns: readonly ChoosableColumn<Id>[];
  /** The columns shown, in the order shown. */
  shown: readonly Id[];
  /** Chosen but left out for want of width (useColumnsThatFit): named under their own heading, with a way to make room. */
  squeezed?: readonly Id[];
  /** Always shown and first (the row's link). */
  fixed?: readonly Id[];
  /** The shown columns can be moved left and right too. */
  reorder?: boolean;
  onChange: (shown: Id[]) => void;
  onReset: () => void;
};

/**
 * "Columns": which columns a list shows (and with `reorder`, in what order), remembered for this person by the list
 * (useColumnChoice, or the orders list's own preference); the row's link column stays first.
 */
export const ColumnChooser = <Id extends string>({
  columns,
  shown,
  fixed = [],
  squeezed = [],
  reorder = false,
  onChange,
  onReset,
}: ColumnChooserProps<Id>) => {
  // The choices exist only while the chooser is open: closed, its checkboxes (named after the columns) would share
  // their names with the page's own fields ("Legal name" in a form beside the list).
  const [open, setOpen] = useState(false);
  const hidden = columns.filter((column) => !shown.includes(column.id));
  const labelOf = (id: Id) => columns.find((column) => column.id === id)?.label ?? id;
  const move = (index: number, by: -1 | 1) => {
    const next = [...shown];
    [next[index], next[index + by]] = [next[index + by], next[index]];
    onChange(next);
  };
  return (
    <details className="column-chooser" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="btn btn-secondary">Columns</summary>
      {open && (
        <div className="column-chooser-body">
          <fieldset>
            <legend className="field-label">{reorder ? 'Shown, in this order' : 'Shown'}</legend>
            <ol className="plain-list column-chooser-list">
              {/* Reorderable, a column without room stays here to be moved left, into view; else it is listed below. */}
              {shown
                .filter((id) => reorder || !squeezed.includes(id))
                .map((id, index) => {
                  const label = labelOf(id);
                  const pinned = fixed.includes(id);
                  return (
                    <li key={id}>
                      <label className="checkbox">
                        <input type="checkbox" checked disabled={pinned} onChange={() => onChange(shown.filter((item) => item !== id))} />
                        {label}
                      </label>
                      {squeezed.includes(id) && <span className="muted column-chooser-note">no room at this width</span>}
                      {reorder && (
                        <span className="column-chooser-moves">
                          <Button
                            variant="ghost"
                            className="btn-small"
                            aria-label={`Move ${label} left`}
                            disabled={index <= fixed.length}
                            onClick={() => move(index, -1)}
                          >
                            ↑
                          </Button>
                          <Button
                            variant="ghost"
                            className="btn-small"
                            aria-label={`Move ${label} right`}
                            disabled={pinned || index === shown.length - 1}
                            onClick={() => move(index, 1)}
                          >
                            ↓
                          </Button>
                        </span>
                      )}
                    </li>
                  );
                })}
            </ol>
          </fieldset>
          {squeezed.length > 0 && !reorder && (
            <fieldset>
              <legend className="field-label">No room at this width</legend>
              <p className="muted column-chooser-note">Shown on a wider window, or when fewer columns are ticked.</p>
              <ul className="plain-list column-chooser-list">
                {squeezed.map((id) => (
                  <li key={id}>
                    <label className="checkbox">
                      <input type="checkbox" checked onChange={() => onChange(shown.filter((item) => item !== id))} />
                      {labelOf(id)}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          )}
          {hidden.length > 0 && (
            <fieldset>
              <legend className="field-label">Not shown</legend>
              <ul className="plain-list column-chooser-list">
                {hidden.map(({ id, label }) => (
                  <li key={id}>
                    <label className="checkbox">
                      <input type="checkbox" checked={false} onChange={() => onChange([...shown, id])} />
                      {label}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          )}
          <Button variant="ghost" className="btn-small" onClick={onReset}>
            Back to the default columns
          </Button>
        </div>
      )}
    </details>
  );
};
