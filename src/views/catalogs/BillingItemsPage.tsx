import { type BillingItemOrderByColumn, BillingItemOrderByColumnValues } from '@/generated/enums/BillingItemOrderByColumn';
import { BillingItemUnitValues } from '@/generated/enums/BillingItemUnit';
import { type LineItemType, LineItemTypeValues } from '@/generated/enums/LineItemType';
import type { BillingItems_ItemFragment as BillingItem } from '@/generated/graphql';
import { billingItemInputSchema } from '../../domain/catalogs/schemas';
import { majorText } from '../../domain/moneyInput';
import { useForm } from '../kit/forms/useForm';
import { csvColumns } from '../kit/list/ListCsvExport';
import { listSource, unmasked } from '../kit/list/listSource';
import type { ListColumn } from '../kit/list/ListTable';
import { LINE_ITEM_LABEL } from '../kit/record/quoteLabels';
import { Checkbox } from '../kit/ui/Checkbox';
import { checkboxOf } from '../kit/forms/checkboxOf';
import { FieldSelect } from '../kit/ui/FieldSelect';
import { LimitedTextField } from '../kit/ui/LimitedTextField';
import { TextField } from '../kit/ui/TextField';
import { useMoney } from '../kit/ui/useMoney';
import { CatalogPage, type ItemDone } from './CatalogPage';
import {
  BillingItemCreateMutation,
  BillingItemFragment,
  BillingItemMoveMutations,
  BillingItemsQuery,
  BillingItemUpdateMutation,
} from './catalogs.graphql';
import { type CatalogView, catalogFilter, catalogUrl } from './catalogUrl';
import { billingDraft, billingInput } from './drafts';
import { ItemDialog } from './ItemDialog';
import { STATUS_LABEL, UNIT_LABEL } from './labels';

type View = CatalogView<LineItemType, BillingItemOrderByColumn>;

const billingUrl = catalogUrl('/admin/billing-items', { param: 'type', values: LineItemTypeValues }, BillingItemOrderByColumnValues, {
  column: 'CODE',
  order: 'ASC',
});

const billingList = listSource({
  query: BillingItemsQuery,
  variables: (view: View, paging) => ({ ...catalogFilter(view), type: view.kind ? [view.kind] : null, ...paging }),
  pick: (data) => unmasked(BillingItemFragment, data.billingItems),
});

const TYPE_CHOICES = LineItemTypeValues.map((value) => ({ value, label: LINE_ITEM_LABEL[value] }));

/** A percent item's rate, else its price in major units (the CSV is read by spreadsheets, not people). */
const priceText = (item: BillingItem) => (item.unit === 'PERCENT' ? `${item.ratePercent ?? 0}%` : majorText(item.amount));

const CSV = {
  noun: 'billing items',
  prefix: 'billing-items',
  ...csvColumns<BillingItem>([
    ['Code', (item) => item.code],
    ['Name', (item) => item.name],
    ['Type', (item) => LINE_ITEM_LABEL[item.type]],
    ['Default price', priceText],
    ['Unit', (item) => UNIT_LABEL[item.unit]],
    ['State or province', (item) => item.stateProvince],
    ['Taxable', (item) => (item.taxable ? 'Yes' : 'No')],
    ['Ledger account', (item) => item.ledgerAccount],
    ['Status', (item) => STATUS_LABEL[item.status]],
  ]),
};

/** Creates a billing item, or edits one with its retire, restore and delete. */
const BillingItemDialog = ({ item, done }: { item: BillingItem | null; done: ItemDone }) => {
  const form = useForm(billingDraft(item));
  const draft = form.values;
  const percent = draft.unit === 'PERCENT';
  const units = BillingItemUnitValues.filter((unit) =>
    draft.type === 'TAX' ? unit === 'PERCENT' : unit !== 'PERCENT' || draft.type === 'DISCOUNT',
  );
  return (
    <ItemDialog
      editing={item}
      noun="billing item"
      label={item?.code ?? ''}
      labelOf={(input) => input.code}
      form={form}
      schema={billingItemInputSchema}
      input={() => billingInput(draft)}
      create={BillingItemCreateMutation}
      update={BillingItemUpdateMutation}
      moves={BillingItemMoveMutations}
      done={done}
    >
      <TextField label="Code" hint="Letters, digits and dashes: TAX-NY, TAG-TITLE." autoFocus {...form.text('code')} />
      <TextField label="Name" {...form.text('name')} />
      <FieldSelect
        label="Line type"
        placeholder="Choose…"
        choices={TYPE_CHOICES}
        {...form.text('type')}
        onChange={(type) =>
          form.update({ type, ...(type === 'TAX' ? { unit: 'PERCENT' } : percent && type !== 'DISCOUNT' ? { unit: 'EACH' } : {}) })
        }
      />
      <FieldSelect label="Unit" choices={units.map((value) => ({ value, label: UNIT_LABEL[value] }))} {...form.text('unit')} />
      {percent ? (
        <TextField label="Percent" inputMode="decimal" hint="e.g. 8.875" {...form.text('ratePercent')} />
      ) : (
        <TextField label="Default price" inputMode="decimal" hint="In the tenant's currency, e.g. 95.00" {...form.text('amount')} />
      )}
      {draft.type === 'TAX' && (
        <LimitedTextField
          label="State or province"
          hint="Two letters (NY, ON); leave empty for the tax of every other one."
          limit={2}
          {...form.text('stateProvince')}
        />
      )}
      <Checkbox label="Taxable" {...checkboxOf(form, 'taxable')} />
      <TextField
        label="Ledger account"
        hint="Where the accounting export books the line, e.g. 4000-Transport."
        {...form.text('ledgerAccount')}
      />
    </ItemDialog>
  );
};

/** /admin/billing-items: the items pricing and invoices draw their lines from (ADMIN). */
export const BillingItemsPage = () => {
  const money = useMoney();
  const columns: ListColumn<BillingItem, BillingItemOrderByColumn>[] = [
    { id: 'code', label: 'Code', sort: 'CODE', heading: true, cellClassName: 'mono', cell: (item) => item.code },
    { id: 'name', label: 'Name', sort: 'NAME', cell: (item) => item.name },
    { id: 'type', label: 'Line type', sort: 'TYPE', cell: (item) => LINE_ITEM_LABEL[item.type] },
    {
      id: 'price',
      label: 'Default price',
      sort: 'AMOUNT',
      className: 'cell-number',
      cell: (item) =>
        item.unit === 'PERCENT'
          ? `${item.ratePercent ?? 0}%${item.stateProvince ? ` (${item.stateProvince})` : ''}`
          : `${money(item.amount)} ${UNIT_LABEL[item.unit].toLowerCase()}`,
    },
    { id: 'taxable', label: 'Taxable', cell: (item) => (item.taxable ? 'Yes' : 'No') },
    { id: 'ledger', label: 'Ledger account', cell: (item) => item.ledgerAccount ?? '—' },
  ];
  return (
    <CatalogPage
      title="Billing items"
      noun={{ one: 'billing item', many: 'billing items' }}
      url={billingUrl}
      source={billingList}
      search={{ label: 'Search billing items', hint: 'Code or name.' }}
      kind={{ label: 'Line type', placeholder: 'Every type', choices: TYPE_CHOICES }}
      columns={columns}
      csv={CSV}
      labelOf={(item) => item.code}
      dialog={(item, done) => <BillingItemDialog item={item} done={done} />}
    />
  );
};
