import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Failure } from './failure';
import { listErrors, moveRow, newRowKey, rowErrors, withoutRowErrors } from './rows';
import { shownFailure, useForm } from './useForm';

type Row = { key: number; party: string; amount: string };
type Editor = { note: string; recoveries: Row[] };
type Form = ReturnType<typeof useForm<Editor>>;

/**
 * The form after `steps`, each run in a render of its own: a state update made while rendering renders the
 * component again at once, so one server render plays the whole script (no DOM needed).
 */
const play = (initial: Editor, steps: ((form: Form) => void)[]): Form => {
  let last: Form | null = null;
  const Script = () => {
    const form = useForm(initial);
    const [step, setStep] = useState(0);
    if (step < steps.length) {
      steps[step](form);
      setStep(step + 1);
    }
    last = form;
    return null;
  };
  renderToString(<Script />);
  if (!last) throw new Error('the script did not render');
  return last;
};

const failure = (fieldErrors: Failure['fieldErrors'], message = 'The given data was invalid.'): Failure => ({
  code: 'BAD_USER_INPUT',
  message,
  fieldErrors,
});

const start: Editor = {
  note: '',
  recoveries: [
    { key: 1, party: 'Acme', amount: '10' },
    { key: 2, party: 'Zed', amount: 'x' },
  ],
};

describe('shownFailure', () => {
  it('shows the message only when no field shows an error, unless asked to show both', () => {
    expect(shownFailure(failure({ party: ['Required.'] }))).toEqual({ errors: { party: ['Required.'] }, formError: null });
    expect(shownFailure(failure({}, 'Conflict.'))).toEqual({ errors: {}, formError: 'Conflict.' });
    expect(shownFailure(failure({ party: ['Required.'] }, 'Not saved.'), { withMessage: true }).formError).toBe('Not saved.');
  });
});

describe('row errors', () => {
  const errors = { '0.party': ['Party?'], 'recoveries.1.amount': ['Amount?'], recoveries: ['One at most.'], input: ['Empty.'] };

  it("finds a row's cell from the list's schema (0.party) and from the server (recoveries.1.amount)", () => {
    expect(rowErrors(errors, 0, 'party')).toEqual(['Party?']);
    expect(rowErrors(errors, 1, 'amount')).toEqual(['Amount?']);
    expect(rowErrors(errors, 1, 'party')).toBeUndefined();
  });

  it('lists the errors about the whole list, not those of a cell', () => {
    expect(listErrors(errors)).toEqual(['One at most.', 'Empty.']);
  });

  it("drops only the changed cells' errors, whichever way they are keyed", () => {
    expect(withoutRowErrors(errors, 1, ['amount'])).toEqual({ '0.party': ['Party?'], recoveries: ['One at most.'], input: ['Empty.'] });
    expect(withoutRowErrors(errors, 0, ['amount'])).toEqual(errors);
  });

  it('moves a row and keys new rows apart', () => {
    expect(moveRow(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveRow(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(newRowKey()).not.toBe(newRowKey());
  });
});

describe('useForm', () => {
  it('edits a list row by row: change, add, remove, move', () => {
    const form = play(start, [
      (f) => f.list('recoveries').change(1, { amount: '20' }),
      (f) => f.list('recoveries').add({ key: 3, party: 'New', amount: '' }),
      (f) => f.list('recoveries').move(2, 0),
      (f) => f.list('recoveries').remove(1),
    ]);
    expect(form.values.recoveries.map((row) => [row.party, row.amount])).toEqual([
      ['New', ''],
      ['Zed', '20'],
    ]);
  });

  it("shows a failure's row errors beside their cells and the list's own above, until the cell changes", () => {
    const shown = play(start, [(f) => f.fail(failure({ 'recoveries.1.amount': ['Not an amount.'], recoveries: ['Too many.'] }))]);
    expect(shown.list('recoveries').error(1, 'amount')).toEqual(['Not an amount.']);
    expect(shown.list('recoveries').general).toEqual(['Too many.']);
    expect(shown.formError).toBeNull();

    const changed = play(start, [
      (f) => f.fail(failure({ 'recoveries.1.amount': ['Not an amount.'], recoveries: ['Too many.'] })),
      (f) => f.list('recoveries').change(1, { amount: '5' }),
    ]);
    expect(changed.list('recoveries').error(1, 'amount')).toBeUndefined();
    expect(changed.list('recoveries').general).toEqual(['Too many.']);
  });

  it("gives a row's cell the props of a text field: its value, a change that drops its error, its errors", () => {
    const form = play(start, [
      (f) => f.fail(failure({ '1.amount': ['Not an amount.'], '1.party': ['Too long.'] })),
      (f) => f.list('recoveries').cell(1, 'party').onChange('Zed & Co'),
    ]);
    const recoveries = form.list('recoveries');
    expect(recoveries.cell(1, 'party')).toMatchObject({ value: 'Zed & Co', error: undefined });
    expect(recoveries.cell(1, 'amount')).toMatchObject({ value: 'x', error: ['Not an amount.'] });
  });

  it('runs one submission at a time: a second click while the first runs sends nothing', () => {
    let sent = 0;
    const never = new Promise<void>(() => undefined);
    const form = play(start, [
      (f) => {
        void f.run(async () => {
          sent += 1;
          await never;
        });
        void f.run(async () => {
          sent += 1;
        });
      },
    ]);
    expect(sent).toBe(1);
    expect(form.submitting).toBe(true);
  });

  it('keeps the message beside field errors when asked, and shows errors found without a schema', () => {
    const both = play(start, [(f) => f.fail(failure({ note: ['Too long.'] }, 'Not saved.'), { withMessage: true })]);
    expect(both.errors).toEqual({ note: ['Too long.'] });
    expect(both.formError).toBe('Not saved.');

    const found = play(start, [(f) => f.invalid({ note: ['Write a note first.'] })]);
    expect(found.text('note').error).toEqual(['Write a note first.']);
  });

  it('update sets several fields and drops their errors; reset clears every error and the message', () => {
    const updated = play(start, [
      (f) => f.fail(failure({ note: ['Too long.'], recoveries: ['Too many.'] })),
      (f) => f.update({ note: 'Short' }),
    ]);
    expect(updated.values.note).toBe('Short');
    expect(updated.errors).toEqual({ recoveries: ['Too many.'] });

    const reset = play(start, [
      (f) => f.set('note', 'Kept'),
      (f) => f.fail(failure({}, 'Conflict.')),
      (f) => f.fail(failure({ recoveries: ['Too many.'] })),
      (f) => f.reset({ recoveries: [] }),
    ]);
    expect(reset.values).toEqual({ note: 'Kept', recoveries: [] });
    expect(reset.errors).toEqual({});
    expect(reset.formError).toBeNull();
  });
});
