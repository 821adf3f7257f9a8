import { type ReactNode, useId, useRef, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { getFragmentData } from '@/generated';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import { useForm } from '../kit/forms/useForm';
import { toggleOne } from '../kit/list/selection';
import { useListUrl } from '../kit/list/useListUrl';
import { ClientPicker } from '../kit/pickers/ClientPicker';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { EmptyState } from '../kit/ui/EmptyState';
import { ErrorState } from '../kit/ui/ErrorState';
import { DraftsCreated } from '../kit/record/DraftsCreated';
import { Panel } from '../kit/ui/Panel';
import { SearchBox } from '../kit/ui/SearchBox';
import { Spinner } from '../kit/ui/Spinner';
import toast from '../kit/ui/toast';
import { useMoney } from '../kit/ui/useMoney';
import { BatchProgress } from './BatchProgress';
import { type BatchState, type ChunkResult, everyLegId, invoiceChunks, runBatch } from './invoiceBatch';
import { InvoiceRowFragment } from './invoices.graphql';
import { invoiceHref } from './InvoicesTable';
import { ReadyToBillGroup } from './ReadyToBillGroup';
import { createInvoicesInput, toggleGroup } from './readyToBill';
import { CreateInvoicesMutation, ReadyToBillLegsQuery } from './readyToBill.graphql';
import { readyToBillFilter, readyToBillUrl } from './readyToBillView';

type Created = { id: string; number: string; client: string; total: string };

/**
 * /accounting/invoices/order-legs: delivered legs not yet invoiced, by client, each with what blocks it; the biller
 * chooses legs (a whole client, or every leg), types the PO numbers a client requires, and creates the draft
 * invoices a client per request with a progress bar and Cancel (invoiceBatch.ts), then sees them listed with links.
 */
export const ReadyToBillPage = () => {
  const tenant = useCurrentTenant();
  const money = useMoney();
  const formId = useId();
  const { view, update, onSearch } = useListUrl(readyToBillUrl, { search: 'q' });
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: ReadyToBillLegsQuery,
    variables: readyToBillFilter(view),
    pause: !tenant,
    requestPolicy: 'cache-and-network',
  });
  const [, create] = useMutation(CreateInvoicesMutation);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [created, setCreated] = useState<readonly Created[]>([]);
  const [batch, setBatch] = useState<BatchState | null>(null);
  const cancelled = useRef(false);
  const form = useForm<{ po: Record<string, string> }>({ po: {} });
  const groups = data?.readyToBillLegs ?? [];
  // Legs chosen before a filter hid them are not sent (createInvoicesInput reads the groups shown).
  const chosen = groups.flatMap((group) => group.legs).filter((leg) => selected.has(leg.leg.id)).length;

  /** One request of the batch: its legs' drafts, or why they were refused. */
  const post = async (input: Parameters<typeof create>[0]['input']): Promise<ChunkResult<Created>> => {
    const result = await create({ input });
    if (result.error) return { ok: false, message: graphqlFailure(result.error).message };
    const invoices = (result.data?.createInvoices ?? []).map((source) => getFragmentData(InvoiceRowFragment, source));
    return {
      ok: true,
      invoices: invoices.map((invoice) => ({
        id: invoice.id,
        number: invoice.number,
        client: invoice.client.displayName,
        total: money(invoice.total),
      })),
    };
  };

  const submit = form.submit(async () => {
    const answer = createInvoicesInput(groups, selected, form.values.po);
    if ('errors' in answer) return form.invalid(answer.errors);
    cancelled.current = false;
    const made: Created[] = [];
    setCreated([]);
    const end = await runBatch(
      invoiceChunks(groups, answer.input),
      post,
      (state, invoices) => {
        setBatch(state);
        made.push(...invoices);
        setCreated([...made]);
      },
      () => cancelled.current,
    );
    if (made.length > 0) toast.success(`${made.length} draft ${made.length === 1 ? 'invoice' : 'invoices'} created.`);
    if (end.status === 'done') {
      setSelected(new Set());
      form.reset({ po: {} });
    }
    reexecute({ requestPolicy: 'network-only' });
  });

  let body: ReactNode;
  if (!data && error)
    body = <ErrorState message={graphqlFailure(error).message} onRetry={() => reexecute({ requestPolicy: 'network-only' })} />;
  else if (!data) body = <Spinner label="Loading the delivered legs…" />;
  else if (groups.length === 0)
    body = readyToBillUrl.isFiltered(view) ? (
      <EmptyState title="No delivered leg matches this search" />
    ) : (
      <EmptyState title="No delivered leg waits for an invoice">Legs show here once they are delivered.</EmptyState>
    );
  else
    body = groups.map((group) => (
      <ReadyToBillGroup
        key={group.client.id}
        group={group}
        selected={selected}
        poNumbers={form.values.po}
        errors={form.errors}
        money={money}
        onToggleLeg={(id) => setSelected((previous) => toggleOne(previous, id))}
        onToggleGroup={() => setSelected((previous) => toggleGroup(previous, group))}
        onPoNumber={(orderId, value) => {
          form.set('po', { ...form.values.po, [orderId]: value });
          form.setErrors(({ [`po.${orderId}`]: _dropped, ...rest }) => rest);
        }}
      />
    ));

  return (
    <div className="page-grid">
      <DraftsCreated
        drafts={created.map((invoice) => ({ id: invoice.id, number: invoice.number, summary: `${invoice.client}, ${invoice.total}` }))}
        href={invoiceHref}
        className="panel-wide"
      />
      <Panel
        title="Order legs to invoice"
        className="panel-wide"
        description={fetching && data ? 'Updating…' : 'Choose delivered legs, or a whole client, and create their draft invoices.'}
        actions={
          <>
            <Button disabled={form.submitting || groups.length === 0} onClick={() => setSelected(new Set(everyLegId(groups)))}>
              Choose every leg
            </Button>
            <Button type="submit" form={formId} variant="primary" busy={form.submitting} disabled={chosen === 0}>
              {chosen === 0 ? 'Create invoices' : `Create invoices (${chosen} ${chosen === 1 ? 'leg' : 'legs'})`}
            </Button>
          </>
        }
      >
        <SearchBox label="Search delivered legs" hint="A leg number (O-100001-1) or a client's name." value={view.q} onSearch={onSearch} />
        <div className="filter-row">
          <ClientPicker label="Client" value={view.client} placeholder="Every client" onChange={(client) => update({ client })} />
        </div>
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        {batch && <BatchProgress state={batch} onCancel={() => (cancelled.current = true)} />}
        {!(data && groups.length > 0) && body}
      </Panel>
      {/* The search box stays outside the form: Enter in it must not create invoices. */}
      <form id={formId} ref={form.formRef} className="panel-wide" noValidate onSubmit={submit} aria-label="Delivered legs to invoice">
        {data && groups.length > 0 && body}
      </form>
    </div>
  );
};
