import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { getFragmentData } from '@/generated';
import { LineItemTypeValues } from '@/generated/enums/LineItemType';
import type { BooksAccountsFieldsFragment } from '@/generated/graphql';
import { booksAccountsSchema } from '../../domain/books/schemas';
import { fieldErrors } from '../../domain/schemas/fieldErrors';
import { graphqlFailure } from '../kit/forms/failure';
import { useForm } from '../kit/forms/useForm';
import { recordRefusal } from '../kit/record/recordRefusal';
import { LINE_ITEM_LABEL } from '../kit/record/quoteLabels';
import { Alert } from '../kit/ui/Alert';
import { ErrorState } from '../kit/ui/ErrorState';
import { FormButtons } from '../kit/ui/FormButtons';
import { Panel } from '../kit/ui/Panel';
import { Spinner } from '../kit/ui/Spinner';
import { TextField } from '../kit/ui/TextField';
import toast from '../kit/ui/toast';
import { BooksAccountsFieldsFragment as AccountsFragment, BooksAccountsQuery, UpdateBooksAccountsMutation } from './books.graphql';
import { ACCOUNT_FIELDS, type AccountsDraft, accountsDraft, accountsErrors, accountsInput, byTypeField } from './booksAccounts';

type AccountsFormProps = {
  accounts: BooksAccountsFieldsFragment;
  /** Someone saved the accounts first (CONFLICT): they are reloaded, which starts this form again. */
  onConflict: () => void;
  onSaved: () => void;
};

/** The accounts at their version. */
const AccountsForm = ({ accounts, onConflict, onSaved }: AccountsFormProps) => {
  const [, save] = useMutation(UpdateBooksAccountsMutation);
  const form = useForm<AccountsDraft>(accountsDraft(accounts));
  const submit = form.submit(async () => {
    const input = accountsInput(form.values);
    const checked = booksAccountsSchema.safeParse(input);
    if (!checked.success) return form.invalid(accountsErrors(fieldErrors(checked.error), input));
    const result = await save({ version: accounts.version, input: checked.data });
    if (result.error) {
      const failure = recordRefusal(result.error, 'set of accounts', onConflict);
      return form.fail({ ...failure, fieldErrors: accountsErrors(failure.fieldErrors, input) });
    }
    onSaved();
    toast.success('Ledger accounts saved.');
  });
  return (
    <form ref={form.formRef} className="form" noValidate onSubmit={submit} aria-label="Default ledger accounts">
      {form.formError && <Alert tone="danger">{form.formError}</Alert>}
      <div className="field-grid">
        {ACCOUNT_FIELDS.map(([field, label]) => (
          <TextField key={field} label={label} autoComplete="off" {...form.text(field)} />
        ))}
      </div>
      <fieldset className="form-section">
        <legend>Income by line type</legend>
        <p className="field-hint">Where a line books when its billing item names no account; left empty, it books to Income.</p>
        <div className="field-grid">
          {LineItemTypeValues.map((type) => (
            <TextField
              key={type}
              label={`Income for ${LINE_ITEM_LABEL[type]} lines`}
              autoComplete="off"
              {...form.text(byTypeField(type))}
            />
          ))}
        </div>
      </fieldset>
      <FormButtons submit="Save accounts" busy={form.submitting} />
    </form>
  );
};

/**
 * The tenant's default ledger accounts (ACCOUNTING_LEAD and ADMIN): where exports book what no item names. A stale
 * save (CONFLICT) reloads them; the notice stays above the new form until the next save.
 */
export const BooksAccountsForm = () => {
  const [result, refetch] = useQuery({ query: BooksAccountsQuery });
  const [conflict, setConflict] = useState(false);
  const reload = () => refetch({ requestPolicy: 'network-only' });
  const onConflict = () => {
    setConflict(true);
    reload();
  };
  const body = () => {
    if (result.error && !result.data) return <ErrorState message={graphqlFailure(result.error).message} onRetry={reload} />;
    if (!result.data) return <Spinner label="Loading the ledger accounts…" />;
    const accounts = getFragmentData(AccountsFragment, result.data.booksAccounts);
    // Keyed by version: after a CONFLICT the form starts again from what is stored.
    return (
      <>
        {conflict && (
          <Alert tone="warning">
            Someone saved these accounts while you were editing them. They are reloaded with what is stored now: check them and save again.
          </Alert>
        )}
        <AccountsForm key={accounts.version} accounts={accounts} onConflict={onConflict} onSaved={() => setConflict(false)} />
      </>
    );
  };
  return (
    <Panel title="Default ledger accounts" description="The accounts in QuickBooks' chart of accounts the exports book to.">
      {body()}
    </Panel>
  );
};
