import { lazy, Suspense, useState } from 'react';
import { Button } from '../kit/ui/Button';

// The dialog (its documents and steps) is its own chunk, fetched when the button is pressed.
const SpreadsheetImportDialog = lazy(() => import('./SpreadsheetImportDialog').then((m) => ({ default: m.SpreadsheetImportDialog })));

export type SpreadsheetImportButtonProps = {
  /** Some orders were imported: the list reads its rows again. */
  onImported: () => void;
};

/** "Import from spreadsheet" beside an orders list's create button (staff /orders, the portal's /portal/orders). */
export const SpreadsheetImportButton = ({ onImported }: SpreadsheetImportButtonProps) => {
  // `?import=<id>`: the link of an import's notification (server/imports/imports.job.ts) opens that import.
  const [linked] = useState(() => new URLSearchParams(window.location.search).get('import'));
  const [open, setOpen] = useState(linked !== null);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Import from spreadsheet</Button>
      {open && (
        <Suspense fallback={null}>
          <SpreadsheetImportDialog
            importId={linked}
            onClose={(imported) => {
              setOpen(false);
              if (imported) onImported();
            }}
          />
        </Suspense>
      )}
    </>
  );
};
