import { Link } from 'wouter';
import type { CustomerPage_CustomerFragment as Customer } from '@/generated/graphql';

/** Which price applies, said wherever a customer's prices are shown. */
export const PriceOrder = ({ customer }: { customer: Customer }) => (
  <p className="muted">
    A price of this customer’s own overrides its client’s (
    <Link href={`/admin/clients/${customer.client.id}`}>{customer.client.displayName}</Link>), which overrides the tenant’s defaults.
  </p>
);
