import type { CustomerPage_CustomerFragment as Customer } from '@/generated/graphql';
import { customerInputSchema } from '../../domain/schemas/directory';
import { TextField } from '../kit/ui/TextField';
import { AccountEditForm } from './AccountEditForm';
import { UpdateCustomerMutation } from './clientAccounts.graphql';

/** CustomerUpdateInput: the customer's name and code (its client does not change). */
const CUSTOMER = {
  noun: 'customer',
  schema: customerInputSchema.pick({ displayName: true, code: true }),
  mutation: UpdateCustomerMutation,
} as const;

export type CustomerEditFormProps = { customer: Customer; reload: () => void };

/** The customer's name and code at its version (its details show it with EDIT only, AccountDetails). */
export const CustomerEditForm = ({ customer, reload }: CustomerEditFormProps) => (
  <AccountEditForm
    kind={CUSTOMER}
    account={customer}
    draft={{ displayName: customer.displayName, code: customer.code ?? '' }}
    reload={reload}
  >
    {(form) => (
      <>
        <TextField label="Name" {...form.text('displayName')} />
        <TextField label="Code" hint="Letters, digits, dashes; stored upper-case." {...form.text('code')} />
      </>
    )}
  </AccountEditForm>
);
