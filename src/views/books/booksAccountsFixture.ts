/** The tenant's default ledger accounts as stored, for the books tests. */
export const STORED_ACCOUNTS = {
  receivable: 'Accounts Receivable',
  payable: 'Accounts Payable',
  undepositedFunds: 'Undeposited Funds',
  taxPayable: 'Sales Tax Payable',
  income: 'Transport Income',
  expense: 'Driver Pay',
  incomeByType: [{ type: 'STORAGE' as const, account: 'Storage Income' }],
};
