import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { getFragmentData } from '@/generated';
import { BooksExportFormatValues } from '@/generated/enums/BooksExportFormat';
import type { BooksExportRowFragment as ExportRow } from '@/generated/graphql';
import { booksExportSchema } from '../../domain/books/schemas';
import { todayIn } from '../../domain/dates';
import { formatMoney } from '../../domain/format';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { TenantDateInput } from '../kit/forms/TenantDateInput';
import { graphqlFailure } from '../kit/forms/failure';
import { useForm } from '../kit/forms/useForm';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { Checkbox } from '../kit/ui/Checkbox';
import { FieldSelect } from '../kit/ui/FieldSelect';
import { FormButtons } from '../kit/ui/FormButtons';
import toast from '../kit/ui/toast';
import { BooksExportPreviewQuery, BooksExportRowFragment, BooksHoldsFragment, CreateBooksExportMutation } from './books.graphql';
import { type ExportDraft, exportFailure, FORMAT_HINT, FORMAT_LABEL, defaultDraft, holdsLines, lastMonth } from './booksExport';
import { ExportPreview } from './ExportPreview';

export type ExportFormProps = {
  /** An export was made: the past exports reload. */
  onCreated: () => void;
};

/**
 * The export's format, period and "include already exported", with a preview asked as soon as the period is valid
 * (it stores nothing), and "Create export", which stores the file and offers it for download.
 */
export const ExportForm = ({ onCreated }: ExportFormProps) => {
  const tenant = useCurrentTenant();
  const money = (minor: number) => formatMoney(minor, tenant?.currency ?? 'USD', tenant?.locale);
  const today = todayIn(tenant?.timeZone);
  const form = useForm<ExportDraft>(defaultDraft(today));
  const [made, setMade] = useState<ExportRow | null>(null);
  const [, create] = useMutation(CreateBooksExportMutation);
  const checked = booksExportSchema.safeParse(form.values);
  const [preview, reloadPreview] = useQuery({
    query: BooksExportPreviewQuery,
    variables: checked.success ? checked.data : form.values,
    pause: !checked.success,
  });
  const answer = preview.data?.booksExportPreview;
  const nothing =
    answer !== undefined && !preview.error && answer.holds.every((held) => getFragmentData(BooksHoldsFragment, held).count === 0);

  const submit = form.submit(async () => {
    const input = form.check(booksExportSchema);
    if (!input) return;
    const result = await create({ input });
    if (result.error || !result.data) return result.error && form.fail(exportFailure(graphqlFailure(result.error)));
    const row = getFragmentData(BooksExportRowFragment, result.data.createBooksExport);
    setMade(row);
    toast.success(`Export made: ${holdsLines(getFragmentData(BooksHoldsFragment, row.holds), money).join('; ')}.`);
    onCreated();
    reloadPreview({ requestPolicy: 'network-only' });
  });

  return (
    <form ref={form.formRef} className="form" noValidate onSubmit={submit} aria-label="Export to the books">
      {form.formError && <Alert tone="danger">{form.formError}</Alert>}
      {made && (
        <Alert tone="success">
          Export made. <a href={made.file.url} download={made.file.fileName}>{`Download ${made.file.fileName}`}</a>
        </Alert>
      )}
      <FieldSelect
        label="Format"
        choices={BooksExportFormatValues.map((value) => ({ value, label: FORMAT_LABEL[value] }))}
        value={form.values.format}
        onChange={(format) => form.set('format', format as ExportDraft['format'])}
        hint={FORMAT_HINT[form.values.format]}
        error={form.errors.format}
      />
      <div className="filter-row">
        <TenantDateInput label="From" hint="Invoices by their issue day, payments by the day received." {...form.text('from')} />
        <TenantDateInput label="To" hint="Settlements by the last day of the period they pay." {...form.text('to')} />
        <Button className="btn-small" onClick={() => form.update(lastMonth(today))}>
          Last month
        </Button>
      </div>
      <Checkbox
        label="Include already exported"
        checked={form.values.includeExported}
        onChange={(includeExported) => form.set('includeExported', includeExported)}
      />
      <ExportPreview
        preview={answer}
        fetching={preview.fetching}
        error={preview.error ? graphqlFailure(preview.error).message : null}
        asked={checked.success}
        money={money}
      />
      <FormButtons submit="Create export" busy={form.submitting} disabled={nothing} />
    </form>
  );
};
