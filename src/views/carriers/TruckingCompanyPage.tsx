import { useState } from 'react';
import { useMutation } from 'urql';
import { Link } from 'wouter';
import { getFragmentData } from '@/generated';
import type { TruckingCompanyPage_CompanyFragment as Company } from '@/generated/graphql';
import { formatDate } from '../../domain/format';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { useForm } from '../kit/forms/useForm';
import { DetailsRow, RecordHeader } from '../kit/record/RecordHeader';
import { useRecordQuery } from '../kit/record/useRecordQuery';
import type { PageProps } from '../kit/router/pageProps';
import { Alert } from '../kit/ui/Alert';
import { Badge } from '../kit/ui/Badge';
import { Button } from '../kit/ui/Button';
import { EmptyState } from '../kit/ui/EmptyState';
import { Panel } from '../kit/ui/Panel';
import { currentTab, TabNav, type Tab } from '../kit/ui/TabNav';
import { DriverFlags, DriverStatusBadge } from './DriverFlags';
import { EXPIRY_TONE, EXPIRY_WORD, expiryState } from './labels';
import { TruckingCompanyPageFragment, TruckingCompanyPageQuery, UpdateTruckingCompanyMutation } from './truckingCompanies.graphql';
import { TruckingContactsTab } from './TruckingContactsTab';
import { TruckingFields } from './TruckingFields';
import { TruckingUsersPanel } from './TruckingUsersPanel';
import { currencyDigits } from './driverForm';
import { checkTruckingForm, type TruckingTabProps, truckingFieldErrors, truckingFormValues } from './truckingForm';
import { useCanEditCarriers } from './useCanEditCarriers';
import { useCarrierSave } from './useCarrierSave';
import { FormButtons } from '../kit/ui/FormButtons';

export const TRUCKING_TABS: readonly Tab[] = [
  { path: '', label: 'Overview' },
  { path: 'contact-info', label: 'Contacts' },
];
const BASE_ROUTE = 'admin-trucking-companies-id';

const Insurance = ({ title, insurance, locale }: { title: string; insurance: Company['cargoInsurance']; locale?: string }) => {
  const state = expiryState(insurance.expiresOn);
  return (
    <DetailsRow term={title}>
      {insurance.insurer ?? 'No insurer on file'}
      {insurance.policy ? `, policy ${insurance.policy}` : ''}
      {insurance.expiresOn ? `, expires ${formatDate(insurance.expiresOn, locale)} ` : ' '}
      <Badge tone={EXPIRY_TONE[state]}>{EXPIRY_WORD[state]}</Badge>
    </DetailsRow>
  );
};

const EditCompany = ({ company, refetch, onDone }: TruckingTabProps & { onDone: () => void }) => {
  const digits = currencyDigits(useCurrentTenant()?.currency ?? 'USD');
  const form = useForm(truckingFormValues(company, digits));
  const [, update] = useMutation(UpdateTruckingCompanyMutation);
  const { save } = useCarrierSave(refetch);
  const onSubmit = form.submit(async () => {
    const checked = checkTruckingForm(form.values, digits, null);
    if (!checked.ok) return form.fail({ code: 'BAD_USER_INPUT', message: '', fieldErrors: checked.errors });
    const failure = await save(() => update({ id: company.id, version: company.version, input: checked.input }), 'Trucking company saved.');
    if (failure) return form.fail({ ...failure, fieldErrors: truckingFieldErrors(failure.fieldErrors) });
    onDone();
  });
  return (
    <form ref={form.formRef} className="form" noValidate onSubmit={onSubmit}>
      {form.formError && <Alert tone="danger">{form.formError}</Alert>}
      <TruckingFields values={form.values} errors={form.errors} set={form.set} />
      <FormButtons submit="Save trucking company" busy={form.submitting} onCancel={onDone} />
    </form>
  );
};

const Overview = ({ company, refetch }: TruckingTabProps) => {
  const locale = useCurrentTenant()?.locale;
  const canEdit = useCanEditCarriers();
  const [editing, setEditing] = useState(false);
  return (
    <div className="page-grid">
      <Panel
        title="Details"
        className="panel-wide"
        actions={canEdit && !editing && <Button onClick={() => setEditing(true)}>Edit trucking company</Button>}
      >
        {editing ? (
          <EditCompany key={company.version} company={company} refetch={refetch} onDone={() => setEditing(false)} />
        ) : (
          <dl className="details details-grid">
            <DetailsRow term="Legal name">{company.legalName}</DetailsRow>
            <DetailsRow term="USDOT number">{company.usdotNumber ?? '—'}</DetailsRow>
            <DetailsRow term="MC number">{company.mcNumber ? `MC-${company.mcNumber}` : '—'}</DetailsRow>
            <Insurance title="Cargo insurance" insurance={company.cargoInsurance} locale={locale} />
            <Insurance title="Liability insurance" insurance={company.liabilityInsurance} locale={locale} />
            <DetailsRow term="Payee">
              {[
                company.payee.name,
                company.payee.email,
                company.payee.address,
                company.payee.taxIdLast4 && `tax id ending ${company.payee.taxIdLast4}`,
              ]
                .filter(Boolean)
                .join(', ') || '—'}
            </DetailsRow>
          </dl>
        )}
      </Panel>
      <Panel title="Drivers">
        {company.drivers.length === 0 ? (
          <EmptyState title="No drivers yet">Add one with the employment "Trucking company's driver".</EmptyState>
        ) : (
          <ul className="plain-list">
            {company.drivers.map((driver) => (
              <li key={driver.id}>
                <Link href={`/admin/drivers/${driver.id}`}>{driver.fullName}</Link> <DriverStatusBadge status={driver.status} />{' '}
                <DriverFlags licenceExpiresOn={driver.licenceExpiresOn} medicalCardExpiresOn={driver.medicalCardExpiresOn} />
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <TruckingUsersPanel company={company} refetch={refetch} />
    </div>
  );
};

/** /admin/trucking-companies/:id and its contact-info tab. */
export const TruckingCompanyPage = ({ route, params }: PageProps) => {
  const { record, placeholder, refetch } = useRecordQuery({
    query: TruckingCompanyPageQuery,
    id: params.id,
    pick: (data) => data.truckingCompany,
    nouns: { missing: 'trucking company', loading: 'trucking company' },
  });
  if (!record) return placeholder;
  const company = getFragmentData(TruckingCompanyPageFragment, record);
  const tab = currentTab(TRUCKING_TABS, BASE_ROUTE, route.name);
  return (
    <div className="record">
      <RecordHeader title={company.displayName} badges={null}>
        <p className="record-summary">
          {company.usdotNumber ? `USDOT ${company.usdotNumber}` : 'No USDOT number on file'} ·{' '}
          <Link href="/admin/trucking-companies">All trucking companies</Link>
        </p>
      </RecordHeader>
      <TabNav
        label={`Trucking company ${company.displayName}`}
        base={`/admin/trucking-companies/${company.id}`}
        baseName={BASE_ROUTE}
        current={route.name}
        tabs={TRUCKING_TABS}
      />
      <div className="record-body">
        {tab.path === 'contact-info' ? (
          <TruckingContactsTab key={company.version} company={company} refetch={refetch} />
        ) : (
          <Overview company={company} refetch={refetch} />
        )}
      </div>
    </div>
  );
};
