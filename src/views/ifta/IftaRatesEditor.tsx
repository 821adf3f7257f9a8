import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { useSearch } from 'wouter';
import { getFragmentData } from '@/generated';
import { IFTA_FUEL_LABELS, IFTA_FUEL_TYPES, type IftaFuelType, iftaRateInputSchema, quarterKey } from '../../domain/ifta/iftaRates';
import { todayIn } from '../../domain/dates';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import { useForm } from '../kit/forms/useForm';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { ConfirmButton } from '../kit/ui/ConfirmButton';
import { ErrorState } from '../kit/ui/ErrorState';
import { FieldSelect } from '../kit/ui/FieldSelect';
import { FormButtons } from '../kit/ui/FormButtons';
import { TextField } from '../kit/ui/TextField';
import toast from '../kit/ui/toast';
import { IftaRateCreateMutation, IftaRateDeleteMutation, IftaRateFragment, IftaRatesQuery, IftaRateUpdateMutation } from './ifta.graphql';

const FUEL_CHOICES = IFTA_FUEL_TYPES.map((value) => ({ value, label: IFTA_FUEL_LABELS[value] }));
const EMPTY = { jurisdiction: '', fuelType: 'DIESEL', rate: '', surchargeRate: '', interestRate: '', source: '' };
const number = (text: string) => (text.trim() === '' ? undefined : Number(text));
const optional = (text: string) => (text.trim() === '' ? null : Number(text));

/**
 * The quarter's IFTA rates under the report (the quarter of the report's period): the published ones (read only) and
 * the tenant's own, which win for their jurisdiction and fuel; a rate is added, edited or deleted here.
 */
export const IftaRatesEditor = () => {
  const tenant = useCurrentTenant();
  const from = new URLSearchParams(useSearch()).get('from') ?? todayIn(tenant?.timeZone);
  const quarter = quarterKey(from);
  const [{ data, fetching, error }, reload] = useQuery({ query: IftaRatesQuery, variables: { quarter } });
  const rates = getFragmentData(IftaRateFragment, data?.iftaRates ?? []);
  const [editing, setEditing] = useState<{ id: string; version: number } | null>(null);
  const form = useForm(EMPTY);
  const [, create] = useMutation(IftaRateCreateMutation);
  const [, update] = useMutation(IftaRateUpdateMutation);
  const [deleting, remove] = useMutation(IftaRateDeleteMutation);

  const onSubmit = form.submit(async () => {
    const checked = form.check(iftaRateInputSchema, {
      ...form.values,
      quarter,
      rate: number(form.values.rate),
      surchargeRate: optional(form.values.surchargeRate),
      interestRate: optional(form.values.interestRate),
    });
    if (!checked) return;
    const input = { ...checked, fuelType: checked.fuelType as IftaFuelType };
    const result = editing ? await update({ ...editing, input }) : await create({ input });
    if (result.error) return form.fail(graphqlFailure(result.error));
    toast.success(`${checked.jurisdiction} ${IFTA_FUEL_LABELS[checked.fuelType]} rate for ${quarter} saved.`);
    setEditing(null);
    form.reset(EMPTY);
    reload({ requestPolicy: 'network-only' });
  });

  const edit = (rate: (typeof rates)[number]) => {
    setEditing({ id: rate.id, version: rate.version });
    form.reset({
      jurisdiction: rate.jurisdiction,
      fuelType: rate.fuelType,
      rate: String(rate.rate),
      surchargeRate: rate.surchargeRate === null || rate.surchargeRate === undefined ? '' : String(rate.surchargeRate),
      interestRate: rate.interestRate === null || rate.interestRate === undefined ? '' : String(rate.interestRate),
      source: rate.source,
    });
  };

  return (
    <section className="panel" aria-labelledby="ifta-rates-heading">
      <h2 id="ifta-rates-heading">Rates for {quarter}</h2>
      <p className="muted">
        US dollars per US gallon as IFTA, Inc.’s quarterly tax matrix prints them. Your own rate for a jurisdiction and fuel wins over a
        published one.
      </p>
      {error ? (
        <ErrorState
          title="The rates could not be loaded"
          message={graphqlFailure(error).message}
          onRetry={() => reload({ requestPolicy: 'network-only' })}
        />
      ) : fetching && !data ? (
        <p aria-busy="true">Loading the rates…</p>
      ) : rates.length === 0 ? (
        <p>No rates for {quarter} yet: add them below.</p>
      ) : (
        <table className="table">
          <caption className="visually-hidden">IFTA rates for {quarter}</caption>
          <thead>
            <tr>
              <th scope="col">Jurisdiction</th>
              <th scope="col">Fuel</th>
              <th scope="col">Rate</th>
              <th scope="col">Surcharge</th>
              <th scope="col">Interest a month</th>
              <th scope="col">Source</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {rates.map((rate) => (
              <tr key={rate.id}>
                <th scope="row">{rate.jurisdiction}</th>
                <td>{IFTA_FUEL_LABELS[rate.fuelType as IftaFuelType] ?? rate.fuelType}</td>
                <td>{rate.rate.toFixed(4)}</td>
                <td>{rate.surchargeRate?.toFixed(4) ?? '—'}</td>
                <td>{rate.interestRate === null || rate.interestRate === undefined ? '—' : `${(rate.interestRate * 100).toFixed(2)}%`}</td>
                <td>{rate.own ? `${rate.source} (yours)` : rate.source}</td>
                <td>
                  {rate.own ? (
                    <div className="button-row">
                      <Button className="btn-small" aria-label={`Edit the ${rate.jurisdiction} rate`} onClick={() => edit(rate)}>
                        Edit
                      </Button>
                      <ConfirmButton
                        label="Delete"
                        ariaLabel={`Delete the ${rate.jurisdiction} rate`}
                        question={`Delete your ${rate.jurisdiction} rate for ${quarter}?`}
                        confirmLabel="Delete"
                        busy={deleting.fetching}
                        onConfirm={async () => {
                          const result = await remove({ id: rate.id, version: rate.version });
                          if (result.error) toast.error(graphqlFailure(result.error).message);
                          reload({ requestPolicy: 'network-only' });
                        }}
                      />
                    </div>
                  ) : (
                    <span className="muted">Published</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <form ref={form.formRef} className="form" aria-label={editing ? 'Edit the rate' : 'Add a rate'} noValidate onSubmit={onSubmit}>
        <h3>{editing ? 'Edit the rate' : 'Add a rate'}</h3>
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        <TextField label="Jurisdiction" hint="Two letters: IL, ON" maxLength={2} {...form.text('jurisdiction')} />
        <FieldSelect
          label="Fuel"
          choices={FUEL_CHOICES}
          value={form.values.fuelType}
          onChange={(value) => form.set('fuelType', value)}
          error={form.errors.fuelType}
        />
        <TextField label="Rate" inputMode="decimal" hint="Dollars per gallon, e.g. 0.7490" {...form.text('rate')} />
        <TextField label="Surcharge rate" inputMode="decimal" hint="Empty when the jurisdiction has none" {...form.text('surchargeRate')} />
        <TextField label="Interest rate a month" inputMode="decimal" hint="0.0041 for 0.41%" {...form.text('interestRate')} />
        <TextField label="Source" maxLength={300} {...form.text('source')} />
        <FormButtons
          submit={editing ? 'Save the rate' : 'Add the rate'}
          busy={form.submitting}
          onCancel={
            editing
              ? () => {
                  setEditing(null);
                  form.reset(EMPTY);
                }
              : undefined
          }
        />
      </form>
    </section>
  );
};
