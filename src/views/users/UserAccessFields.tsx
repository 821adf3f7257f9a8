import { useEffect } from 'react';
import { type Role, RoleValues } from '@/generated/enums/Role';
import { roleLabel } from '../../domain/format';
import type { FieldErrors } from '../../domain/schemas/fieldErrors';
import { useCurrentUser } from '../kit/app/useCurrentUser';
import { ReferenceValues } from '../kit/pickers/ReferenceValues';
import { useFilterOptions } from '../kit/pickers/useReferenceChoices';
import { SelectField } from '../kit/ui/SelectField';
import { TextField } from '../kit/ui/TextField';

/** The form's draft of an account's access (the shared schema's UserAccessInput; the invite adds the email). */
export type AccessDraft = {
  name: string;
  roles: Role[];
  tenantIds: string[];
  clientIds: string[];
  customerIds: string[];
  driverId: string;
};

type Link = { id: string; name: string };

/** A user's links as the page has them: their ids in the draft, their names for the pickers. */
export type AccessLinks = { clients: readonly Link[]; customers: readonly Link[]; driver: Link | null };

export const accessDraft = (
  user: ({ name: string; roles: readonly Role[]; tenants: readonly Link[] } & AccessLinks) | null,
  tenantId: string,
) =>
  ({
    name: user?.name ?? '',
    roles: [...(user?.roles ?? [])],
    tenantIds: user ? user.tenants.map((tenant) => tenant.id) : [tenantId].filter(Boolean),
    clientIds: user?.clients.map((client) => client.id) ?? [],
    customerIds: user?.customers.map((customer) => customer.id) ?? [],
    driverId: user?.driver?.id ?? '',
  }) satisfies AccessDraft;

/** The input the mutation sends (links only where their role asks for them; the schema says so otherwise). */
export const accessInput = (draft: AccessDraft) => ({
  name: draft.name,
  roles: draft.roles,
  tenantIds: draft.tenantIds,
  clientIds: draft.clientIds,
  customerIds: draft.customerIds,
  driverId: draft.driverId || null,
});

/** The links a user may hold several of, each with the role that asks for it. */
const MANY_LINKS = [
  { kind: 'clients', field: 'clientIds', role: 'CLIENT', label: 'Clients' },
  { kind: 'customers', field: 'customerIds', role: 'CUSTOMER', label: 'Customers' },
] as const;

/** A field's errors and its items' (`clientIds.0` from the server's reference check). */
const errorsOf = (errors: FieldErrors, name: string) =>
  Object.entries(errors).flatMap(([key, messages]) => (key === name || key.startsWith(`${name}.`) ? messages : []));

/** What the fields use of a `useForm` whose values hold an AccessDraft (the invite's has the email too). */
type Form = {
  values: AccessDraft;
  errors: FieldErrors;
  update: (patch: Partial<AccessDraft>) => void;
  text: (name: 'name') => { name: string; value: string; onChange: (value: string) => void; error?: readonly string[] };
};

/**
 * An account's name, roles, tenants (of the admin's) and links, for the invite and the edit alike: the derived
 * classes' errors (a CLIENT user's clients, a DRIVER user's driver…) show by the field they are about.
 */
export const UserAccessFields = ({ form, links }: { form: Form; links: AccessLinks | null }) => {
  const me = useCurrentUser();
  const options = useFilterOptions();
  const { remember } = options;
  useEffect(() => {
    if (!links) return;
    remember(
      [...links.clients, ...links.customers, ...(links.driver ? [links.driver] : [])].map((link) => ({ value: link.id, label: link.name })),
    );
  }, [links, remember]);
  const draft = form.values;
  const has = (role: Role) => draft.roles.includes(role);
  return (
    <>
      <TextField label="Name" autoComplete="off" {...form.text('name')} />
      <SelectField
        label="Roles"
        multiple
        choices={RoleValues.map((role) => ({ value: role, label: roleLabel(role) }))}
        value={draft.roles}
        onChange={(roles) => form.update({ roles: RoleValues.filter((role) => roles.includes(role)) })}
        error={errorsOf(form.errors, 'roles')}
      />
      <SelectField
        label="Tenants"
        multiple
        choices={(me?.tenants ?? []).map((tenant) => ({ value: tenant.id, label: tenant.name }))}
        value={draft.tenantIds}
        onChange={(tenantIds) => form.update({ tenantIds })}
        error={errorsOf(form.errors, 'tenantIds')}
      />
      {MANY_LINKS.filter((link) => has(link.role) || draft[link.field].length > 0).map((link) => (
        <ReferenceValues
          key={link.kind}
          kind={link.kind}
          multiple
          label={link.label}
          values={draft[link.field]}
          onValues={(ids) => form.update({ [link.field]: ids })}
          options={options}
          error={errorsOf(form.errors, link.field)}
        />
      ))}
      {(has('DRIVER') || draft.driverId) && (
        <ReferenceValues
          kind="drivers"
          multiple={false}
          label="Driver"
          values={draft.driverId ? [draft.driverId] : []}
          onValues={([driverId]) => form.update({ driverId: driverId ?? '' })}
          options={options}
          error={errorsOf(form.errors, 'driverId')}
        />
      )}
    </>
  );
};
