import type { CustomerPage_CustomerFragment as Customer } from '@/generated/graphql';
import { customerInputSchema } from '../../domain/schemas/directory';
import { Alert } from '../kit/ui/Alert';
import { FormButtons } from '../kit/ui/FormButtons';
import { TextField } from '../kit/ui/TextField';
import { UpdateCustomerMutation } from './clientAccounts.graphql';
import { useAccountForm } from './useAccountForm';

/** CustomerUpdateInput: the customer's name and code (its client does not change). */
const customerUpdateSchema = customerInputSchema.pick({ displayName: true, code: true });

export type CustomerEditFormProps = { customer: Customer; reload: () => void };

/** The customer's name and code at its version (its details show it with EDIT only, AccountDetails). */
export const CustomerEditForm = ({ customer, reload }: CustomerEditFormProps) => {
  const { form, onSubmit } = useAccountForm({
    account: customer,
    noun: 'customer',
    draft: { displayName: customer.displayName, code: customer.code ?? '' },
    schema: customerUpdateSchema,
    mutation: UpdateCustomerMutation,
    reload,
  });
  return (
    <form ref={form.formRef} className="form" noValidate onSubmit={onSubmit}>
      {form.formError && <Alert tone="danger">{form.formError}</Alert>}
      <TextField label="Name" {...form.text('displayName')} />
      <TextField label="Code" hint="Letters, digits, dashes; stored upper-case." {...form.text('code')} />
      <FormButtons submit="Save" busy={form.submitting} cancelHref="/admin/customers" cancelText="Back" />
    </form>
  );
};
