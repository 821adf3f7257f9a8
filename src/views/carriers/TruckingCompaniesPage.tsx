import { useState } from 'react';
import { useMutation } from 'urql';
import { Link, useLocation } from 'wouter';
import type { TruckingCompaniesPageQuery } from '@/generated/graphql';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import { useForm } from '../kit/forms/useForm';
import { ListPage } from '../kit/list/ListPage';
import { listSource } from '../kit/list/listSource';
import type { ListColumn } from '../kit/list/ListTable';
import { listUrl, page, text } from '../kit/list/listUrl';
import { useList } from '../kit/list/useList';
import { Alert } from '../kit/ui/Alert';
import { Badge } from '../kit/ui/Badge';
import { Button } from '../kit/ui/Button';
import { Panel } from '../kit/ui/Panel';
import { expiryFlag } from './labels';
import { CreateTruckingCompanyMutation, TruckingCompaniesPageQuery as CompaniesQuery } from './truckingCompanies.graphql';
import { TruckingFields } from './TruckingFields';
import { currencyDigits } from './driverForm';
import { checkTruckingForm, truckingFieldErrors, truckingFormValues } from './truckingForm';
import { useCanEditCarriers } from './useCanEditCarriers';
import { FormButtons } from '../kit/ui/FormButtons';

/** "New trucking company" on the list page (routes.ts has no create route): the shared schema, then the new company. */
const CreateTruckingCompany = ({ onCancel }: { onCancel: () => void }) => {
  const [, navigate] = useLocation();
  const digits = currencyDigits(useCurrentTenant()?.currency ?? 'USD');
  const form = useForm(truckingFormValues(undefined, digits));
  const [, create] = useMutation(CreateTruckingCompanyMutation);
  const onSubmit = form.submit(async () => {
    const checked = checkTruckingForm(form.values, digits);
    if (!checked.ok) return form.fail({ code: 'BAD_USER_INPUT', message: '', fieldErrors: checked.errors });
    const result = await create({ input: checked.input });
    if (result.error) {
      const failure = graphqlFailure(result.error);
      return form.fail({ ...failure, fieldErrors: truckingFieldErrors(failure.fieldErrors) });
    }
    if (result.data) navigate(`/admin/trucking-companies/${result.data.createTruckingCompany.id}`);
  });
  return (
    <Panel title="New trucking company">
      <form ref={form.formRef} className="form" noValidate onSubmit={onSubmit}>
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        <TruckingFields values={form.values} errors={form.errors} set={form.set} />
        <FormButtons submit="Create trucking company" busy={form.submitting} onCancel={onCancel} />
      </form>
    </Panel>
  );
};

const companiesUrl = listUrl('/admin/trucking-companies', { q: text('q'), page: page() });

const companiesList = listSource({
  query: CompaniesQuery,
  variables: (view: { q: string }, paging) => ({ ...paging, search: view.q || null }),
  pick: (data) => data.truckingCompanies,
});

type Company = TruckingCompaniesPageQuery['truckingCompanies']['data'][number];

const insurance = (company: Company) => {
  const flags = [
    expiryFlag('Cargo insurance', company.cargoInsurance.expiresOn),
    expiryFlag('Liability insurance', company.liabilityInsurance.expiresOn),
  ].filter((flag): flag is string => flag !== null);
  if (flags.length === 0) return company.cargoInsurance.expiresOn || company.liabilityInsurance.expiresOn ? 'In date' : 'Not on file';
  return flags.map((flag) => (
    <Badge key={flag} tone={flag.endsWith('expired') ? 'danger' : 'warning'}>
      {flag}
    </Badge>
  ));
};

const COLUMNS: ListColumn<Company>[] = [
  { id: 'name', label: 'Name', cell: (company) => <Link href={`/admin/trucking-companies/${company.id}`}>{company.displayName}</Link> },
  { id: 'legalName', label: 'Legal name', cell: (company) => company.legalName },
  { id: 'usdot', label: 'USDOT', cellClassName: 'mono', cell: (company) => company.usdotNumber ?? '—' },
  { id: 'mc', label: 'MC', cellClassName: 'mono', cell: (company) => (company.mcNumber ? `MC-${company.mcNumber}` : '—') },
  { id: 'insurance', label: 'Insurance', cell: insurance },
];

/** /admin/trucking-companies: the tenant's trucking companies by name, searched and paged, with insurance flags. */
export const TruckingCompaniesPage = () => {
  const canEdit = useCanEditCarriers();
  const { page } = useList(companiesUrl, companiesList, {
    noun: { one: 'trucking company', many: 'trucking companies' },
    search: 'q',
  });
  const [creating, setCreating] = useState(false);

  return (
    <div className="page-grid">
      {creating && <CreateTruckingCompany onCancel={() => setCreating(false)} />}
      <ListPage
        title="Trucking companies"
        className="panel-wide"
        {...page}
        actions={
          canEdit &&
          !creating && (
            <Button variant="primary" onClick={() => setCreating(true)}>
              New trucking company
            </Button>
          )
        }
        empty={{
          filteredTitle: 'No trucking companies match this search',
          clearLabel: 'Show every trucking company',
        }}
        search={{ label: 'Search trucking companies', hint: 'Name, USDOT or MC number.' }}
        table={{
          caption: 'Trucking companies',
          columns: COLUMNS,
          rowKey: (company) => company.id,
          rowHref: (company) => `/admin/trucking-companies/${company.id}`,
          choiceKey: 'trucking-companies',
        }}
      />
    </div>
  );
};
