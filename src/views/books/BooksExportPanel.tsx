import { useState } from 'react';
import { BOOKS_ACCOUNTS_ROLES } from '../../domain/books/roles';
import { hasRole } from '../../domain/roles';
import { useCurrentUser } from '../kit/app/useCurrentUser';
import { Panel } from '../kit/ui/Panel';
import { BooksAccountsForm } from './BooksAccountsForm';
import { ExportForm } from './ExportForm';
import { ExportsList } from './ExportsList';

/**
 * The export to the books (books.graphql), for the roles of BOOKS_ROLES (the page that mounts it checks them): the
 * export's form with its preview, the past exports with their files, and, for ACCOUNTING_LEAD and ADMIN, the
 * default ledger accounts. Its panels sit in the page's own grid, one after another.
 */
export const BooksExportPanel = () => {
  const user = useCurrentUser();
  const [made, setMade] = useState(0);
  return (
    <>
      <Panel
        title="Export to the books"
        description="Invoices, payments and settlements of a period as a file QuickBooks imports. A record goes into one export of a format unless you include already exported ones."
      >
        <ExportForm onCreated={() => setMade((count) => count + 1)} />
      </Panel>
      <ExportsList made={made} />
      {user && hasRole(user, BOOKS_ACCOUNTS_ROLES) && <BooksAccountsForm />}
    </>
  );
};
