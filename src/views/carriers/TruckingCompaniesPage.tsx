import { useCallback, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { Link, useLocation, useSearch } from 'wouter';
import { truckingCompanyInputSchema } from '../../domain/schemas/carriers';
import { fieldErrors } from '../../domain/schemas/fieldErrors';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import { useForm } from '../kit/forms/useForm';
import { SearchBox } from '../kit/ui/SearchBox';
import { Alert } from '../kit/ui/Alert';
import { Badge } from '../kit/ui/Badge';
import { Button } from '../kit/ui/Button';
import { EmptyState } from '../kit/ui/EmptyState';
import { ErrorState } from '../kit/ui/ErrorState';
import { Panel } from '../kit/ui/Panel';
import { Spinner } from '../kit/ui/Spinner';
import { LinkPager } from '../kit/ui/LinkPager';
import { expiryFlag } from './labels';
import { CreateTruckingCompanyMutation, TruckingCompaniesPageQuery } from './truckingCompanies.graphql';
import { TruckingFields } from './TruckingFields';
import { truckingFieldErrors, truckingFormValues, truckingInputOf } from './truckingForm';
import { useCanEditCarriers } from './useCanEditCarriers';

const PER_PAGE = 25;

/** "New trucking company" on the list page (routes.ts has no create route): the shared schema, then the new company. */
const CreateTruckingCompany = ({ onCancel }: { onCancel: () => void }) => {
  const [, navigate] = useLocation();
  const form = useForm(truckingFormValues());
  const [, create] = useMutation(CreateTruckingCompanyMutation);
  const onSubmit = form.submit(async () => {
    const parsed = truckingCompanyInputSchema.safeParse(truckingInputOf(form.values));
    if (!parsed.success)
      return form.fail({ code: 'BAD_USER_INPUT', message: '', fieldErrors: truckingFieldErrors(fieldErrors(parsed.error)) });
    const result = await create({ input: parsed.data });
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
        <div className="button-row">
          <Button type="submit" variant="primary" busy={form.submitting}>
            Create trucking company
          </Button>
          <Button onClick={onCancel}>Cancel</Button>
        </div>
      </form>
    </Panel>
  );
};

/** /admin/trucking-companies: the tenant's trucking companies by name, searched and paged, with insurance flags. */
export const TruckingCompaniesPage = () => {
  const tenant = useCurrentTenant();
  const canEdit = useCanEditCarriers();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const q = (params.get('q') ?? '').trim().slice(0, 200);
  const requested = Number.parseInt(params.get('page') ?? '1', 10);
  const page = Number.isInteger(requested) && requested > 0 ? Math.min(requested, 100_000) : 1;
  const [creating, setCreating] = useState(false);
  const hrefOf = (search: string, target: number) => {
    const next = new URLSearchParams();
    if (search) next.set('q', search);
    if (target > 1) next.set('page', String(target));
    const query = next.toString();
    return query ? `/admin/trucking-companies?${query}` : '/admin/trucking-companies';
  };
  const onSearch = useCallback(
    (text: string) =>
      navigate(text ? `/admin/trucking-companies?q=${encodeURIComponent(text)}` : '/admin/trucking-companies', { replace: true }),
    [navigate],
  );
  const [{ data, error }, refetch] = useQuery({
    query: TruckingCompaniesPageQuery,
    variables: { first: PER_PAGE, page, search: q || null },
    pause: !tenant,
  });
  const list = data?.truckingCompanies;

  const body = () => {
    if (!list) {
      if (error) return <ErrorState message={graphqlFailure(error).message} onRetry={() => refetch({ requestPolicy: 'network-only' })} />;
      return <Spinner label="Loading trucking companies…" />;
    }
    if (list.data.length === 0)
      return (
        <EmptyState title={q ? 'No trucking companies match this search' : 'No trucking companies yet'}>
          {q && <Link href="/admin/trucking-companies">Show every trucking company</Link>}
        </EmptyState>
      );
    return (
      <>
        <div className="table-wrap">
          <table className="table">
            <caption className="visually-hidden">Trucking companies</caption>
            <thead>
              <tr>
                {['Name', 'Legal name', 'USDOT', 'MC', 'Insurance'].map((label) => (
                  <th key={label} scope="col">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.data.map((company) => {
                const flags = [
                  expiryFlag('Cargo insurance', company.cargoInsurance.expiresOn),
                  expiryFlag('Liability insurance', company.liabilityInsurance.expiresOn),
                ].filter((flag): flag is string => flag !== null);
                return (
                  <tr key={company.id}>
                    <td>
                      <Link href={`/admin/trucking-companies/${company.id}`}>{company.displayName}</Link>
                    </td>
                    <td>{company.legalName}</td>
                    <td className="mono">{company.usdotNumber ?? '—'}</td>
                    <td className="mono">{company.mcNumber ? `MC-${company.mcNumber}` : '—'}</td>
                    <td>
                      {flags.length === 0
                        ? company.cargoInsurance.expiresOn || company.liabilityInsurance.expiresOn
                          ? 'In date'
                          : 'Not on file'
                        : flags.map((flag) => (
                            <Badge key={flag} tone={flag.endsWith('expired') ? 'danger' : 'warning'}>
                              {flag}
                            </Badge>
                          ))}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <LinkPager info={list.paginatorInfo} hrefFor={(target) => hrefOf(q, target)} noun="trucking companies" />
      </>
    );
  };

  return (
    <div className="page-grid">
      {creating && <CreateTruckingCompany onCancel={() => setCreating(false)} />}
      <Panel
        title="Trucking companies"
        className="panel-wide"
        actions={
          canEdit &&
          !creating && (
            <Button variant="primary" onClick={() => setCreating(true)}>
              New trucking company
            </Button>
          )
        }
      >
        <SearchBox label="Search trucking companies" hint="Name, USDOT or MC number." value={q} onSearch={onSearch} />
        {body()}
      </Panel>
    </div>
  );
};
