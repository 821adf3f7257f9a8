import type { CustomerPage_CustomerFragment as Customer } from '@/generated/graphql';
import { AccountDetails } from './AccountDetails';
import { CustomerEditForm } from './CustomerEditForm';
import { PriceOrder } from './PriceOrder';

export type CustomerDetailsTabProps = { customer: Customer; reload: () => void };

/** The customer's name and code, editable with the server's EDIT, and which of its prices applies. */
export const CustomerDetailsTab = ({ customer, reload }: CustomerDetailsTabProps) => (
  <AccountDetails
    moves={customer.moves}
    listHref="/admin/customers"
    description={<PriceOrder customer={customer} />}
    fields={{ Name: customer.displayName, Code: customer.code }}
  >
    <CustomerEditForm key={`${customer.id}-${customer.version}`} customer={customer} reload={reload} />
  </AccountDetails>
);
