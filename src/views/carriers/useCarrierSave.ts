import { useState } from 'react';
import type { CombinedError } from 'urql';
import { graphqlFailure, type Failure } from '../kit/forms/failure';
import toast from '../kit/ui/toast';

/** What a record's edit says when the stored version moved on: the page reloads it (issue 14: CONFLICT). */
export const CONFLICT_MESSAGE =
  'Someone else changed this record since you opened it. It has been reloaded: check it and make your change again.';

/**
 * Runs one write of a driver's or trucking company's tab: a CONFLICT reloads the record and says so, other
 * failures come back (field errors to show inline); success toasts `done`.
 */
export const useCarrierSave = (refetch: () => void) => {
  const [saving, setSaving] = useState(false);
  const save = async (write: () => Promise<{ error?: CombinedError }>, done: string): Promise<Failure | null> => {
    setSaving(true);
    try {
      const result = await write();
      if (!result.error) {
        toast.success(done);
        return null;
      }
      const failure = graphqlFailure(result.error);
      if (failure.code === 'CONFLICT') {
        refetch();
        return { ...failure, message: CONFLICT_MESSAGE };
      }
      return failure;
    } finally {
      setSaving(false);
    }
  };
  return { save, saving };
};
