import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { getFragmentData } from '@/generated';
import type { SettlementPayeeKind } from '@/generated/enums/SettlementPayeeKind';
import type { SettlementRowFragment as SettlementRow } from '@/generated/graphql';
import { isoToZoned, todayIn } from '../../domain/dates';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { TenantDateInput } from '../kit/forms/TenantDateInput';
import { graphqlFailure } from '../kit/forms/failure';
import { useForm } from '../kit/forms/useForm';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { EmptyState } from '../kit/ui/EmptyState';
import { ErrorState } from '../kit/ui/ErrorState';
import { DraftsCreated } from '../kit/record/DraftsCreated';
import { Panel } from '../kit/ui/Panel';
import { Spinner } from '../kit/ui/Spinner';
import toast from '../kit/ui/toast';
import { useMoney } from '../kit/ui/useMoney';
import { createSettlementsInput, legRefusals, periodCovering } from './settlementForms';
import { CreateSettlementsMutation, SettlementRowFragment } from './settlements.graphql';
import { settlementDrafts, settlementHref } from './settlementsView';
import { UnsettledGroup, type UnsettledGroupData } from './UnsettledGroup';
import { UnsettledLegsQuery } from './unsettled.graphql';
import { toggleAll, toggleOne } from '../kit/list/selection';

type Period = { periodFrom: string; periodTo: string };

/**
 * /accounting/settlements/order-legs: delivered legs with a payee that no settlement holds yet, by payee; the
 * accountant chooses legs (or a whole payee) and settles them for a period, or settles a payee's whole period; each
 * leg the server refuses says why on its row.
 */
export const OrderLegsPage = () => {
  const tenant = useCurrentTenant();
  const money = useMoney();
  const formId = useId();
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: UnsettledLegsQuery,
    pause: !tenant,
    requestPolicy: 'cache-and-network',
  });
  const [{ fetching: creating }, create] = useMutation(CreateSettlementsMutation);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [refusals, setRefusals] = useState<Record<string, string[]>>({});
  const [created, setCreated] = useState<readonly SettlementRow[]>([]);
  const groups = data?.unsettledLegs ?? [];
  const today = todayIn(tenant?.timeZone);
  const covering = periodCovering(
    groups.flatMap((group) => group.legs.map((row) => (row.deliveredAt ? isoToZoned(row.deliveredAt, tenant?.timeZone).day : null))),
    today,
  );
  const form = useForm<Partial<Period>>({});
  // The period follows the legs shown until the accountant types one.
  const period: Period = { periodFrom: form.values.periodFrom ?? covering.periodFrom, periodTo: form.values.periodTo ?? covering.periodTo };
  const shown = groups.flatMap((group) => group.legs.map((row) => row.leg.id));
  const chosen = shown.filter((id) => selected.has(id));
  const refetch = () => reexecute({ requestPolicy: 'network-only' });

  const settle = (payee: { kind: SettlementPayeeKind; id: string } | null, legIds?: string[]) =>
    form.run(async () => {
      setRefusals({});
      const checked = createSettlementsInput({ ...period, payeeKind: payee?.kind ?? '', payeeId: payee?.id ?? '' }, legIds);
      if ('errors' in checked) return form.invalid(checked.errors);
      const result = await create({ input: checked.input });
      if (result.error) {
        const failure = graphqlFailure(result.error);
        const { byLeg, other } = legRefusals(failure.fieldErrors, legIds ?? []);
        setRefusals(byLeg);
        const fields = Object.fromEntries(
          Object.entries(failure.fieldErrors).filter(([field]) => field === 'periodFrom' || field === 'periodTo'),
        );
        form.setErrors(fields);
        const rest = other.filter((message) => !Object.values(fields).flat().includes(message));
        form.setFormError(
          Object.keys(byLeg).length > 0
            ? `No settlement was created: ${Object.keys(byLeg).length === 1 ? 'a leg was' : `${Object.keys(byLeg).length} legs were`} refused (see each leg).`
            : rest.join(' ') || (Object.keys(fields).length > 0 ? null : failure.message),
        );
        return;
      }
      const settlements = getFragmentData(SettlementRowFragment, result.data?.createSettlements ?? []);
      if (settlements.length === 0) {
        form.setFormError('No leg of this payee was delivered in the period.');
        return;
      }
      setCreated(settlements);
      toast.success(`${settlements.length} draft ${settlements.length === 1 ? 'settlement' : 'settlements'} created.`);
      setSelected(new Set());
      refetch();
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) return form.setFormError('Choose the legs to settle.');
    void settle(null, chosen);
  };

  const payeeOf = (group: UnsettledGroupData) => ({
    kind: group.payeeKind,
    id: (group.payeeKind === 'DRIVER' ? group.driver?.id : group.truckingCompany?.id) ?? '',
  });

  let body: ReactNode;
  if (!data && error) body = <ErrorState message={graphqlFailure(error).message} onRetry={refetch} />;
  else if (!data) body = <Spinner label="Loading the delivered legs…" />;
  else if (groups.length === 0)
    body = (
      <EmptyState title="No delivered leg waits for a settlement">
        Legs with a driver or a trucking company show here once delivered.
      </EmptyState>
    );
  else
    body = groups.map((group) => (
      <UnsettledGroup
        key={`${group.payeeKind}:${payeeOf(group).id}`}
        group={group}
        selected={selected}
        refusals={refusals}
        busy={form.submitting}
        onToggleLeg={(id) => setSelected((previous) => toggleOne(previous, id))}
        onToggleGroup={() =>
          setSelected((previous) =>
            toggleAll(
              previous,
              group.legs.map((row) => row.leg.id),
            ),
          )
        }
        onSettlePayee={() => void settle(payeeOf(group))}
      />
    ));

  return (
    <div className="page-grid">
      <DraftsCreated drafts={settlementDrafts(created, money)} href={settlementHref} className="panel-wide" />
      <Panel
        title="Order legs to settle"
        className="panel-wide"
        description={fetching && data ? 'Updating…' : 'Choose delivered legs, or a whole payee, and settle them for the period.'}
        actions={
          <Button type="submit" form={formId} variant="primary" busy={creating} disabled={chosen.length === 0}>
            {chosen.length === 0 ? 'Settle chosen legs' : `Settle chosen legs (${chosen.length})`}
          </Button>
        }
      >
        <div className="filter-row">
          <TenantDateInput
            label="Period from"
            value={period.periodFrom}
            onChange={(value) => form.set('periodFrom', value)}
            error={form.errors.periodFrom}
          />
          <TenantDateInput
            label="Period to"
            value={period.periodTo}
            onChange={(value) => form.set('periodTo', value)}
            error={form.errors.periodTo}
          />
        </div>
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        {!(data && groups.length > 0) && body}
      </Panel>
      <form id={formId} ref={form.formRef} className="panel-wide" noValidate onSubmit={submit} aria-label="Delivered legs to settle">
        {data && groups.length > 0 && body}
      </form>
    </div>
  );
};
