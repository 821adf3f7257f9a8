import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import type { DistrictPage_DistrictFragment as District } from '@/generated/graphql';
import { graphqlFailure } from '../kit/forms/failure';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { ConfirmButton } from '../kit/ui/ConfirmButton';
import { FieldSelect } from '../kit/ui/FieldSelect';
import { Panel } from '../kit/ui/Panel';
import { SearchBox } from '../kit/ui/SearchBox';
import { DistrictAddOfficeMutation, DistrictOfficeChoicesQuery, DistrictRemoveOfficeMutation } from './DistrictPage.graphql';
import { Table } from '../kit/ui/Table';

/** The offices (REGISTRATION locations of the state or province) that process the district's paperwork. */
export const DistrictOfficesTab = ({ district, canEdit }: { district: District; canEdit: boolean }) => {
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState('');
  const [message, setMessage] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const [{ data, fetching }] = useQuery({
    query: DistrictOfficeChoicesQuery,
    variables: { stateProvince: district.stateProvince, search: search.trim() || null },
    pause: !canEdit,
  });
  const [, add] = useMutation(DistrictAddOfficeMutation);
  const [, remove] = useMutation(DistrictRemoveOfficeMutation);
  const listed = new Set(district.offices.map((office) => office.id));
  const choices = (data?.districtOfficeChoices ?? []).filter((office) => !listed.has(office.id));
  return (
    <Panel title="Offices" description={<p>The registration offices that take {district.name}’s title and registration work.</p>}>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      {district.offices.length === 0 ? (
        <p className="muted">No office listed yet.</p>
      ) : (
        <Table caption="Offices" headings={['Office', 'Address', 'Phone', 'Hours', canEdit && 'Actions']}>
          {district.offices.map((office) => (
            <tr key={office.id}>
              <th scope="row">{office.name}</th>
              <td>{`${office.address1}, ${office.city} ${office.stateProvince} ${office.postalCode}`}</td>
              <td>{office.contactPhone ?? '—'}</td>
              <td>{office.hours ?? '—'}</td>
              {canEdit && (
                <td>
                  <ConfirmButton
                    label="Remove"
                    ariaLabel={`Remove ${office.name}`}
                    question={`Remove ${office.name} from ${district.name}?`}
                    confirmLabel="Remove office"
                    onConfirm={async () => {
                      const result = await remove({ districtId: district.id, locationId: office.id });
                      setMessage(
                        result.error
                          ? { tone: 'danger', text: graphqlFailure(result.error).message }
                          : { tone: 'success', text: `${office.name} removed.` },
                      );
                    }}
                  />
                </td>
              )}
            </tr>
          ))}
        </Table>
      )}
      {canEdit && (
        <div className="form form-inline">
          <SearchBox label="Find a registration office" value={search} onSearch={setSearch} />
          <FieldSelect
            label="Office"
            placeholder={
              fetching ? 'Searching…' : choices.length === 0 ? `No registration location in ${district.stateProvince} matches` : 'Choose…'
            }
            value={picked}
            onChange={setPicked}
            choices={choices.map((office) => ({ value: office.id, label: `${office.name} (${office.city})` }))}
          />
          <Button
            disabled={!picked}
            onClick={async () => {
              const result = await add({ districtId: district.id, locationId: picked });
              setMessage(
                result.error ? { tone: 'danger', text: graphqlFailure(result.error).message } : { tone: 'success', text: 'Office added.' },
              );
              if (!result.error) setPicked('');
            }}
          >
            Add office
          </Button>
        </div>
      )}
    </Panel>
  );
};
