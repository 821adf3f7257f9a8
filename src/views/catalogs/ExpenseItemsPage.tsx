import { type ExpenseItemOrderByColumn, ExpenseItemOrderByColumnValues } from '@/generated/enums/ExpenseItemOrderByColumn';
import { type SettlementExpenseType, SettlementExpenseTypeValues } from '@/generated/enums/SettlementExpenseType';
import type { ExpenseItems_ItemFragment as ExpenseItem } from '@/generated/graphql';
import { expenseItemInputSchema } from '../../domain/catalogs/schemas';
import { useForm } from '../kit/forms/useForm';
import { csvColumns } from '../kit/list/ListCsvExport';
import { listSource, unmasked } from '../kit/list/listSource';
import type { ListColumn } from '../kit/list/ListTable';
import { Checkbox } from '../kit/ui/Checkbox';
import { checkboxOf } from '../kit/forms/checkboxOf';
import { FieldSelect } from '../kit/ui/FieldSelect';
import { TextField } from '../kit/ui/TextField';
import { CatalogPage, type ItemDone } from './CatalogPage';
import {
  ExpenseItemCreateMutation,
  ExpenseItemFragment,
  ExpenseItemMoveMutations,
  ExpenseItemsQuery,
  ExpenseItemUpdateMutation,
} from './catalogs.graphql';
import { type CatalogView, catalogFilter, catalogUrl } from './catalogUrl';
import { expenseDraft } from './drafts';
import { ItemDialog } from './ItemDialog';
import { EXPENSE_TYPE_LABEL } from '../kit/record/expenseTypeLabels';
import { STATUS_LABEL } from './labels';

type View = CatalogView<SettlementExpenseType, ExpenseItemOrderByColumn>;

const expenseUrl = catalogUrl(
  '/admin/expense-items',
  { param: 'type', values: SettlementExpenseTypeValues },
  ExpenseItemOrderByColumnValues,
  {
    column: 'CODE',
    order: 'ASC',
  },
);

const expenseList = listSource({
  query: ExpenseItemsQuery,
  variables: (view: View, paging) => ({ ...catalogFilter(view), type: view.kind ? [view.kind] : null, ...paging }),
  pick: (data) => unmasked(ExpenseItemFragment, data.expenseItems),
});

const TYPE_CHOICES = SettlementExpenseTypeValues.map((value) => ({ value, label: EXPENSE_TYPE_LABEL[value] }));
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

const CSV = {
  noun: 'expense items',
  prefix: 'expense-items',
  ...csvColumns<ExpenseItem>([
    ['Code', (item) => item.code],
    ['Name', (item) => item.name],
    ['Expense type', (item) => EXPENSE_TYPE_LABEL[item.type]],
    ['Reimbursable', (item) => yesNo(item.reimbursable)],
    ['Receipt required', (item) => yesNo(item.receiptRequired)],
    ['Ledger account', (item) => item.ledgerAccount],
    ['Status', (item) => STATUS_LABEL[item.status]],
  ]),
};

const COLUMNS: ListColumn<ExpenseItem, ExpenseItemOrderByColumn>[] = [
  { id: 'code', label: 'Code', sort: 'CODE', heading: true, cellClassName: 'mono', cell: (item) => item.code },
  { id: 'name', label: 'Name', sort: 'NAME', cell: (item) => item.name },
  { id: 'type', label: 'Expense type', sort: 'TYPE', cell: (item) => EXPENSE_TYPE_LABEL[item.type] },
  { id: 'reimbursable', label: 'Reimbursable', cell: (item) => yesNo(item.reimbursable) },
  { id: 'receipt', label: 'Receipt required', cell: (item) => yesNo(item.receiptRequired) },
  { id: 'ledger', label: 'Ledger account', cell: (item) => item.ledgerAccount ?? '—' },
];

/** Creates an expense item, or edits one with its retire, restore and delete. */
const ExpenseItemDialog = ({ item, done }: { item: ExpenseItem | null; done: ItemDone }) => {
  const form = useForm(expenseDraft(item));
  const draft = form.values;
  return (
    <ItemDialog
      editing={item}
      noun="expense item"
      label={item?.code ?? ''}
      labelOf={(input) => input.code}
      form={form}
      schema={expenseItemInputSchema}
      input={() => draft}
      create={ExpenseItemCreateMutation}
      update={ExpenseItemUpdateMutation}
      moves={ExpenseItemMoveMutations}
      done={done}
    >
      <TextField label="Code" hint="Letters, digits and dashes: FUEL, HOTEL." autoFocus {...form.text('code')} />
      <TextField label="Name" {...form.text('name')} />
      <FieldSelect label="Expense type" placeholder="Choose…" choices={TYPE_CHOICES} {...form.text('type')} />
      <Checkbox label="Reimbursable to the driver" {...checkboxOf(form, 'reimbursable')} />
      <Checkbox label="Receipt required" {...checkboxOf(form, 'receiptRequired')} />
      <TextField label="Ledger account" hint="Where the accounting export books it, e.g. 5100-Fuel." {...form.text('ledgerAccount')} />
    </ItemDialog>
  );
};

/** /admin/expense-items: what settlements charge or reimburse a driver for (ADMIN). */
export const ExpenseItemsPage = () => (
  <CatalogPage
    title="Expense items"
    noun={{ one: 'expense item', many: 'expense items' }}
    url={expenseUrl}
    source={expenseList}
    search={{ label: 'Search expense items', hint: 'Code or name.' }}
    kind={{ label: 'Expense type', placeholder: 'Every type', choices: TYPE_CHOICES }}
    columns={COLUMNS}
    csv={CSV}
    labelOf={(item) => item.code}
    dialog={(item, done) => <ExpenseItemDialog item={item} done={done} />}
  />
);
