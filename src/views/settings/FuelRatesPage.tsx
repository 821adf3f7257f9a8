import { useState } from 'react';
import { useClient, useMutation, useQuery } from 'urql';
import { getFragmentData } from '@/generated';
import { type FuelRateOrderByColumn, FuelRateOrderByColumnValues } from '@/generated/enums/FuelRateOrderByColumn';
import type { FuelRates_WeekFragment as Week } from '@/generated/graphql';
import type { TenantSummary } from '../../domain/currentUser';
import { isCalendarDay } from '../../domain/dates';
import { fuelRateInputSchema } from '../../domain/settings/schemas';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { DayFilter } from '../kit/forms/DayFilter';
import { TenantDateInput } from '../kit/forms/TenantDateInput';
import { useForm } from '../kit/forms/useForm';
import { csvColumns, ListCsvExport } from '../kit/list/ListCsvExport';
import { ListPage } from '../kit/list/ListPage';
import { listSource, unmasked } from '../kit/list/listSource';
import type { ListColumn } from '../kit/list/ListTable';
import { day, listUrl, page, sort } from '../kit/list/listUrl';
import { useList } from '../kit/list/useList';
import { recordRefusal } from '../kit/record/recordRefusal';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { ConfirmButton } from '../kit/ui/ConfirmButton';
import { Dialog } from '../kit/ui/Dialog';
import { FormButtons } from '../kit/ui/FormButtons';
import { Panel } from '../kit/ui/Panel';
import { TextField } from '../kit/ui/TextField';
import toast from '../kit/ui/toast';
import { formatFuelMoney, weekDraft, weekInput } from './drafts';
import { FuelImportDialog } from './FuelImportDialog';
import {
  CreateFuelRateMutation,
  DeleteFuelRateMutation,
  FuelRateFragment,
  FuelRateOnQuery,
  FuelRatesQuery,
  UpdateFuelRateMutation,
} from './settings.graphql';

const fuelRatesUrl = listUrl('/admin/settings/fuel-rates', {
  from: day('from'),
  to: day('to'),
  sort: sort('sort', FuelRateOrderByColumnValues, { column: 'EFFECTIVE_FROM', order: 'DESC' }),
  page: page(),
});
type View = ReturnType<typeof fuelRatesUrl.read>;

const fuelRatesList = listSource({
  query: FuelRatesQuery,
  variables: (view: View, paging) => ({ from: view.from || null, to: view.to || null, orderBy: [view.sort], ...paging }),
  pick: (data) => unmasked(FuelRateFragment, data.fuelRates),
});

/** The tenant's money and units as the weeks are read: "$3.759 / gal", "$0.295 / mi". */
const fuelWords = (tenant: TenantSummary | null) => {
  const currency = tenant?.currency ?? 'USD';
  const money = (minor: number) => formatFuelMoney(minor, currency, tenant?.locale);
  return {
    currency,
    fuelUnit: tenant?.fuelUnit ?? 'gal',
    distanceUnit: tenant?.distanceUnit ?? 'mi',
    price: (week: Week) => (week.pricePerUnit === null ? '—' : `${money(week.pricePerUnit)} / ${tenant?.fuelUnit ?? 'gal'}`),
    surcharge: (week: Week) => `${money(week.ratePerDistance)} / ${tenant?.distanceUnit ?? 'mi'}`,
  };
};
type FuelWords = ReturnType<typeof fuelWords>;

/** Adds a week, or edits one and deletes it. */
const WeekDialog = ({ week, words, close }: { week: Week | null; words: FuelWords; close: (changed: boolean) => void }) => {
  const form = useForm(weekDraft(week, words.currency));
  const [, create] = useMutation(CreateFuelRateMutation);
  const [, update] = useMutation(UpdateFuelRateMutation);
  const [removing, remove] = useMutation(DeleteFuelRateMutation);
  const onSubmit = form.submit(async () => {
    const input = form.check(fuelRateInputSchema, weekInput(form.values, words.currency));
    if (!input) return;
    const result = week ? await update({ id: week.id, version: week.version, input }) : await create({ input });
    if (result.error) return form.fail(recordRefusal(result.error, 'fuel rate', () => close(true)));
    toast.success(`The week of ${input.effectiveFrom} ${week ? 'saved' : 'added'}.`);
    close(true);
  });
  return (
    <Dialog title={week ? `Edit the week of ${week.effectiveFrom}` : 'Add a week'} onClose={() => close(false)}>
      <form ref={form.formRef} className="form" noValidate onSubmit={onSubmit}>
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        <TenantDateInput
          label="Week of"
          hint="The day the price applies from."
          value={form.values.effectiveFrom}
          onChange={(value) => form.set('effectiveFrom', value)}
          error={form.errors.effectiveFrom}
        />
        <TextField
          label={`Price per ${words.fuelUnit} (${words.currency})`}
          hint="As published, e.g. 3.759."
          inputMode="decimal"
          {...form.text('price')}
          error={[...(form.errors.price ?? []), ...(form.errors.pricePerUnit ?? [])]}
        />
        <TextField label="Source" hint="Where it was published: EIA weekly retail diesel, a supplier's notice." {...form.text('source')} />
        <FormButtons submit={week ? 'Save' : 'Add week'} busy={form.submitting} onCancel={() => close(false)} />
      </form>
      {week && (
        <ConfirmButton
          label="Delete week"
          question={`Delete the week of ${week.effectiveFrom}? Quotes and orders priced with it keep their lines.`}
          confirmLabel="Delete"
          busy={removing.fetching}
          onConfirm={async () => {
            const result = await remove({ id: week.id, version: week.version });
            if (result.error) return form.fail(recordRefusal(result.error, 'fuel rate', () => close(true)));
            toast.success(`The week of ${week.effectiveFrom} deleted.`);
            close(true);
          }}
        />
      )}
    </Dialog>
  );
};

/** "Which week applies on …": the week pricing would use for a pickup that day. */
const RateOnPanel = ({ words }: { words: FuelWords }) => {
  const [date, setDate] = useState('');
  const valid = isCalendarDay(date);
  const [result] = useQuery({ query: FuelRateOnQuery, variables: { date }, pause: !valid });
  const week = result.data?.fuelRateOn ? getFragmentData(FuelRateFragment, result.data.fuelRateOn) : null;
  return (
    <Panel title="The rate in force on a date" description="Pricing charges the latest week that starts on or before the pickup date.">
      <TenantDateInput label="Date" value={date} onChange={setDate} />
      <output aria-live="polite" className="panel-description">
        {!valid || result.fetching
          ? null
          : week
            ? `The week of ${week.effectiveFrom} applies: ${words.price(week)}, a surcharge of ${words.surcharge(week)}${week.source ? ` (${week.source})` : ''}.`
            : 'No week applies on that date: quotes priced for it have no fuel surcharge.'}
      </output>
    </Panel>
  );
};

/** /admin/settings/fuel-rates: the weekly fuel index pricing uses (ADMIN): the weeks, one by hand, or a published CSV. */
export const FuelRatesPage = () => {
  const words = fuelWords(useCurrentTenant());
  const { view, update, list, page: listPage } = useList(fuelRatesUrl, fuelRatesList, { noun: { one: 'week', many: 'weeks' } });
  const [open, setOpen] = useState<{ week: Week | null } | 'import' | null>(null);
  const client = useClient();
  const close = (changed: boolean) => {
    setOpen(null);
    if (changed) list.retry();
  };
  const columns: ListColumn<Week, FuelRateOrderByColumn>[] = [
    {
      id: 'week',
      label: 'Week of',
      sort: 'EFFECTIVE_FROM',
      firstOrder: 'DESC',
      heading: true,
      cellClassName: 'nowrap',
      cell: (week) => week.effectiveFrom,
    },
    { id: 'price', label: `Price per ${words.fuelUnit}`, sort: 'PRICE_PER_UNIT', className: 'cell-number', cell: words.price },
    { id: 'surcharge', label: `Surcharge per ${words.distanceUnit}`, className: 'cell-number', cell: words.surcharge },
    { id: 'source', label: 'Source', cell: (week) => week.source ?? '—' },
    {
      id: 'actions',
      label: 'Actions',
      cell: (week) => (
        <Button className="btn-small" aria-label={`Edit the week of ${week.effectiveFrom}`} onClick={() => setOpen({ week })}>
          Edit
        </Button>
      ),
    },
  ];
  const csv = {
    noun: 'weeks',
    prefix: 'fuel-rates',
    ...csvColumns<Week>([
      ['Week of', (week) => week.effectiveFrom],
      [`Price per ${words.fuelUnit} (${words.currency} minor units)`, (week) => week.pricePerUnit],
      [`Surcharge per ${words.distanceUnit} (${words.currency} minor units)`, (week) => week.ratePerDistance],
      ['Source', (week) => week.source],
    ]),
  };
  return (
    <>
      <ListPage
        title="Fuel rates"
        {...listPage}
        actions={
          <>
            <Button onClick={() => setOpen('import')}>Import CSV</Button>
            <Button variant="primary" onClick={() => setOpen({ week: null })}>
              Add a week
            </Button>
          </>
        }
        empty={{ clearLabel: 'Show every week' }}
        filters={
          <div className="filter-row">
            <DayFilter label="From" value={view.from} onChange={(from) => update({ from })} />
            <DayFilter label="To" value={view.to} onChange={(to) => update({ to })} />
            <ListCsvExport source={fuelRatesList} filter={view} csv={csv} disabled={!list.info?.total} />
          </div>
        }
        table={{
          caption: 'Fuel rates',
          columns,
          rowKey: (week) => week.id,
          sort: { value: view.sort, onSort: (next) => update({ sort: next }) },
          choiceKey: 'fuel-rates',
        }}
      />
      <RateOnPanel words={words} />
      {open === 'import' && <FuelImportDialog client={client} close={close} />}
      {open && open !== 'import' && <WeekDialog week={open.week} words={words} close={close} />}
    </>
  );
};
