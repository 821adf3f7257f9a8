import { useCallback } from 'react';
import { useQuery } from 'urql';
import { Link, useLocation, useSearch } from 'wouter';
import { getFragmentData } from '@/generated';
import { type TntPacketKind, TntPacketKindValues } from '@/generated/enums/TntPacketKind';
import { type TntPaperworkStatus, TntPaperworkStatusValues } from '@/generated/enums/TntPaperworkStatus';
import { hasRole } from '../../domain/roles';
import { TNT_ROLES } from '../../machines/domain/tntPacket.machine';
import { useCurrentTenant, useCurrentUser } from '../kit/app/useCurrentUser';
import { REGION_CHOICES } from '../districts/public';
import { graphqlFailure } from '../kit/forms/failure';
import type { PageProps } from '../kit/router/pageProps';
import { ListPanel } from '../kit/ui/ListPanel';
import { Panel } from '../kit/ui/Panel';
import { SearchBox } from '../kit/ui/SearchBox';
import { SelectField } from '../kit/ui/SelectField';
import { ToggleChips } from '../kit/ui/ToggleChips';
import { PAPERWORK_STATUS_LABEL, TNT_KIND_LABEL, TNT_STATUS_LABEL } from './labels';
import { PacketsExport } from './PacketsExport';
import { TntPacketRowFragment, TntPacketsQuery } from './PacketsPage.graphql';
import { PacketsTable } from './PacketsTable';
import {
  IN_PROGRESS_PATH,
  isFiltered,
  PACKETS_PATH,
  type PacketsView,
  packetsFilter,
  packetsHref,
  readPacketsView,
  statusChoices,
} from './packetsView';

const PER_PAGE = 25;

/**
 * /tag-and-title/packets and /tag-and-title/packets-in-progress (every packet but the completed ones): searched by
 * number or VIN, filtered, paged and exported; the view is in the URL.
 */
export const PacketsPage = ({ route }: PageProps) => {
  const inProgress = route.name === 'tag-and-title-packets-in-progress';
  const path = inProgress ? IN_PROGRESS_PATH : PACKETS_PATH;
  const tenant = useCurrentTenant();
  const user = useCurrentUser();
  const canCreate = user !== null && hasRole(user, TNT_ROLES);
  const [, navigate] = useLocation();
  const view = readPacketsView(useSearch());
  const [{ data, error, fetching }, refetch] = useQuery({
    query: TntPacketsQuery,
    variables: { ...packetsFilter(view, inProgress), first: PER_PAGE, page: view.page },
    pause: !tenant,
    requestPolicy: 'cache-and-network',
  });
  const go = (patch: Partial<PacketsView>) => navigate(packetsHref(path, { ...view, page: 1, ...patch }));
  const onSearch = useCallback(
    (text: string) => navigate(packetsHref(path, { ...readPacketsView(window.location.search), q: text, page: 1 }), { replace: true }),
    [navigate, path],
  );
  const list = data?.tntPackets;
  const filtered = isFiltered(view);
  const create = canCreate && (
    <Link href="/tag-and-title/create" className="btn btn-primary">
      Create packet
    </Link>
  );

  return (
    <div className="orders-page">
      <Panel title={inProgress ? 'Find packets in progress' : 'Find packets'} actions={create}>
        <SearchBox label="Search packets" hint="Packet number (TT-100001) or the start of a VIN." value={view.q} onSearch={onSearch} />
        <ToggleChips
          legend="Status"
          options={statusChoices(inProgress)}
          label={(status) => TNT_STATUS_LABEL[status]}
          selected={view.status}
          onChange={(status) => go({ status })}
          clearLabel={inProgress ? 'Every open status' : 'Every status'}
        />
        <div className="filter-row">
          <SelectField
            label="Kind"
            choices={TntPacketKindValues.map((value) => ({ value, label: TNT_KIND_LABEL[value] }))}
            value={view.kind}
            placeholder="Every kind"
            onChange={([value]) => go({ kind: (value as TntPacketKind | undefined) ?? '' })}
          />
          <SelectField
            label="Paperwork"
            choices={TntPaperworkStatusValues.map((value) => ({ value, label: PAPERWORK_STATUS_LABEL[value] }))}
            value={view.paperwork}
            placeholder="Any paperwork"
            onChange={([value]) => go({ paperwork: (value as TntPaperworkStatus | undefined) ?? '' })}
          />
          <SelectField
            label="State or province"
            choices={REGION_CHOICES}
            value={view.state}
            placeholder="Every state"
            onChange={([value]) => go({ state: value ?? '' })}
          />
        </div>
        <PacketsExport view={view} inProgress={inProgress} disabled={!list || list.paginatorInfo.total === 0} />
      </Panel>
      <ListPanel
        title={inProgress ? 'Packets in progress' : 'Packets'}
        noun={{ one: 'packet', many: 'packets' }}
        info={list?.paginatorInfo}
        count={list?.data.length ?? 0}
        updating={fetching && !!data}
        error={error && !data ? graphqlFailure(error).message : null}
        onRetry={() => refetch({ requestPolicy: 'network-only' })}
        loadingLabel="Loading packets…"
        empty={{
          title: filtered ? 'No packets match this view' : inProgress ? 'No packet in progress' : 'No packets yet',
          body: filtered ? (
            <Link href={path}>Clear every filter</Link>
          ) : (
            canCreate && <Link href="/tag-and-title/create">Create a packet</Link>
          ),
        }}
        onPage={(page) => navigate(packetsHref(path, { ...view, page }))}
      >
        <PacketsTable
          packets={(list?.data ?? []).map((row) => getFragmentData(TntPacketRowFragment, row))}
          caption={inProgress ? 'Packets in progress' : 'Packets'}
        />
      </ListPanel>
    </div>
  );
};
