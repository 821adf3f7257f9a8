import { csvRow } from '../csv';

/**
 * The export to the books (issue 30): invoices, credit notes, payments and bills (settlements) as a QuickBooks Desktop
 * IIF file, and invoices as QuickBooks Online's invoice import CSV. Plain records in, text out; amounts are integer
 * minor units of the tenant's currency and are written in major units with the currency's decimals, never through a
 * float.
 *
 * IIF is tab-separated: a header row per record kind (`!TRNS`, `!SPL`, `!ENDTRNS`), then each transaction as one TRNS
 * row, its SPL rows and ENDTRNS. QuickBooks refuses a transaction whose TRNS and SPL amounts do not sum to zero, so
 * every block is checked here before anything is written (Intuit, "Import IIF files": the TRNS/SPL/ENDTRNS layout).
 */

/** One line of an invoice or credit note, to one income account (a billing item's ledger account). */
export type BookLine = {
  account: string;
  /** The QuickBooks item (the billing item's code or the line type). */
  item: string;
  description: string;
  quantity: number;
  /** Minor units per unit (may carry a fraction). */
  unitAmount: number;
  /** Minor units: what the line bills (negative on a credit note). */
  amount: number;
  taxable: boolean;
};

export type BookInvoice = {
  kind: 'INVOICE' | 'CREDIT_NOTE';
  number: string;
  /** The client (or customer) as the books know it. */
  customer: string;
  /** YYYY-MM-DD */
  issuedOn: string;
  /** YYYY-MM-DD */
  dueOn: string | null;
  terms: string;
  poNumber: string | null;
  /** Accounts receivable. */
  receivableAccount: string;
  lines: readonly BookLine[];
};

export type BookPayment = {
  reference: string;
  customer: string;
  /** YYYY-MM-DD */
  receivedOn: string;
  /** Minor units. */
  amount: number;
  /** Where the money went (e.g. Undeposited Funds). */
  depositAccount: string;
  receivableAccount: string;
  memo: string;
};

/** A settlement (what a driver or carrier is owed) as a bill on accounts payable. */
export type BookBill = {
  number: string;
  vendor: string;
  /** YYYY-MM-DD */
  billedOn: string;
  dueOn: string | null;
  payableAccount: string;
  /** Expense accounts and their amounts (minor units; a deduction is negative). */
  lines: readonly { account: string; description: string; amount: number }[];
};

export type BooksExport = { invoices?: readonly BookInvoice[]; payments?: readonly BookPayment[]; bills?: readonly BookBill[] };

/** Minor units as major units with `decimals` places, exactly ("-1234.05"); integers only. */
export const majorAmount = (minor: number, decimals = 2): string => {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`not a whole amount of minor units: ${minor}`);
  const digits = BigInt(Math.abs(minor))
    .toString()
    .padStart(decimals + 1, '0');
  const whole = decimals === 0 ? digits : digits.slice(0, -decimals);
  const fraction = decimals === 0 ? '' : `.${digits.slice(-decimals)}`;
  return `${minor < 0 ? '-' : ''}${whole}${fraction}`;
};

/** A unit price in major units, up to four places (a per-mile rate may carry a fraction of a minor unit). */
const majorPrice = (minorPerUnit: number, decimals: number): string => {
  const scaled = Math.round(minorPerUnit * 100);
  const text = majorAmount(scaled, decimals + 2);
  return text.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
};

/** YYYY-MM-DD → MM/DD/YYYY, as QuickBooks Desktop reads dates in a US file. */
export const iifDate = (day: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new RangeError(`not a YYYY-MM-DD day: ${day}`);
  return `${match[2]}/${match[3]}/${match[1]}`;
};

/** A field of an IIF row: tabs and line breaks would break the row, so they become spaces; quotes are dropped. */
const iifField = (value: string | number | null | undefined): string =>
  value === null || value === undefined
    ? ''
    : String(value)
        .replace(/[\t\r\n]+/g, ' ')
        .replace(/"/g, '');

const iifRow = (cells: readonly (string | number | null | undefined)[]): string => `${cells.map(iifField).join('\t')}\r\n`;

const TRNS_HEADER = ['!TRNS', 'TRNSID', 'TRNSTYPE', 'DATE', 'ACCNT', 'NAME', 'AMOUNT', 'DOCNUM', 'MEMO', 'DUEDATE', 'TERMS'];
const SPL_HEADER = [
  '!SPL',
  'SPLID',
  'TRNSTYPE',
  'DATE',
  'ACCNT',
  'NAME',
  'AMOUNT',
  'DOCNUM',
  'MEMO',
  'PRICE',
  'QNTY',
  'INVITEM',
  'TAXABLE',
];

type Split = { account: string; amount: number; memo: string; price?: string; quantity?: number; item?: string; taxable?: boolean };
type Block = {
  type: 'INVOICE' | 'CREDIT MEMO' | 'PAYMENT' | 'BILL';
  date: string;
  account: string;
  name: string;
  amount: number;
  docNumber: string;
  memo: string;
  dueOn: string | null;
  terms: string;
  splits: Split[];
};

/** Refuses a block QuickBooks would refuse: its amounts must sum to zero. */
const balanced = (block: Block): Block => {
  const sum = block.splits.reduce((total, split) => total + split.amount, block.amount);
  if (sum !== 0) throw new RangeError(`${block.type} ${block.docNumber} does not balance: off by ${sum} minor units`);
  return block;
};

const invoiceBlock = (invoice: BookInvoice, decimals: number): Block => {
  const total = invoice.lines.reduce((sum, line) => sum + line.amount, 0);
  const credit = invoice.kind === 'CREDIT_NOTE';
  return balanced({
    type: credit ? 'CREDIT MEMO' : 'INVOICE',
    date: invoice.issuedOn,
    account: invoice.receivableAccount,
    name: invoice.customer,
    // Receivable up by the total (a credit note's total is negative: receivable down).
    amount: total,
    docNumber: invoice.number,
    memo: invoice.poNumber ? `PO ${invoice.poNumber}` : '',
    dueOn: invoice.dueOn,
    terms: invoice.terms,
    // Income credited by each line: the opposite sign, and QuickBooks' negative quantity on an invoice's lines.
    splits: invoice.lines.map((line) => ({
      account: line.account,
      amount: -line.amount,
      memo: line.description,
      price: majorPrice(Math.abs(line.unitAmount), decimals),
      quantity: credit ? line.quantity : -line.quantity,
      item: line.item,
      taxable: line.taxable,
    })),
  });
};

const paymentBlock = (payment: BookPayment): Block =>
  balanced({
    type: 'PAYMENT',
    date: payment.receivedOn,
    account: payment.depositAccount,
    name: payment.customer,
    amount: payment.amount,
    docNumber: payment.reference,
    memo: payment.memo,
    dueOn: null,
    terms: '',
    splits: [{ account: payment.receivableAccount, amount: -payment.amount, memo: payment.memo }],
  });

const billBlock = (bill: BookBill): Block => {
  const total = bill.lines.reduce((sum, line) => sum + line.amount, 0);
  return balanced({
    type: 'BILL',
    date: bill.billedOn,
    account: bill.payableAccount,
    name: bill.vendor,
    // Payable up: a credit, negative in IIF; the expenses are the debits.
    amount: -total,
    docNumber: bill.number,
    memo: '',
    dueOn: bill.dueOn,
    terms: '',
    splits: bill.lines.map((line) => ({ account: line.account, amount: line.amount, memo: line.description })),
  });
};

/** The IIF file of everything given (CRLF rows), every transaction balanced; `decimals` of the currency (2 for USD). */
export const toIif = (books: BooksExport, decimals = 2): string => {
  const blocks = [
    ...(books.invoices ?? []).map((invoice) => invoiceBlock(invoice, decimals)),
    ...(books.payments ?? []).map(paymentBlock),
    ...(books.bills ?? []).map(billBlock),
  ];
  const rows = [iifRow(TRNS_HEADER), iifRow(SPL_HEADER), iifRow(['!ENDTRNS'])];
  for (const block of blocks) {
    rows.push(
      iifRow([
        'TRNS',
        '',
        block.type,
        iifDate(block.date),
        block.account,
        block.name,
        majorAmount(block.amount, decimals),
        block.docNumber,
        block.memo,
        block.dueOn ? iifDate(block.dueOn) : '',
        block.terms,
      ]),
    );
    for (const split of block.splits)
      rows.push(
        iifRow([
          'SPL',
          '',
          block.type,
          iifDate(block.date),
          split.account,
          block.name,
          majorAmount(split.amount, decimals),
          block.docNumber,
          split.memo,
          split.price ?? '',
          split.quantity ?? '',
          split.item ?? '',
          split.taxable === undefined ? '' : split.taxable ? 'Y' : 'N',
        ]),
      );
    rows.push(iifRow(['ENDTRNS']));
  }
  return rows.join('');
};

/** QuickBooks Online's invoice import columns, in its sample file's order. */
export const QBO_INVOICE_COLUMNS = [
  'InvoiceNo',
  'Customer',
  'InvoiceDate',
  'DueDate',
  'Terms',
  'Memo',
  'Item(Product/Service)',
  'ItemDescription',
  'ItemQuantity',
  'ItemRate',
  'ItemAmount',
  'Taxable',
] as const;

/** Invoices (not credit notes: QuickBooks Online imports those on their own) as its invoice import CSV, a row a line. */
export const toQboInvoiceCsv = (invoices: readonly BookInvoice[], decimals = 2): string => {
  const rows = [csvRow(QBO_INVOICE_COLUMNS)];
  for (const invoice of invoices) {
    if (invoice.kind !== 'INVOICE') continue;
    for (const line of invoice.lines)
      rows.push(
        csvRow([
          invoice.number,
          invoice.customer,
          iifDate(invoice.issuedOn),
          invoice.dueOn ? iifDate(invoice.dueOn) : '',
          invoice.terms,
          invoice.poNumber ? `PO ${invoice.poNumber}` : '',
          line.item,
          line.description,
          line.quantity,
          majorPrice(line.unitAmount, decimals),
          majorAmount(line.amount, decimals),
          line.taxable ? 'Y' : 'N',
        ]),
      );
  }
  return rows.join('');
};
