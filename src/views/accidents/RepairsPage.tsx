import { useSubscription } from 'urql';
import { RepairStatusValues } from '@/generated/enums/RepairStatus';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { ListPage } from '../kit/list/ListPage';
import { listSource } from '../kit/list/listSource';
import { listUrl, manyOf, page, text } from '../kit/list/listUrl';
import { useList } from '../kit/list/useList';
import { ToggleChips } from '../kit/ui/ToggleChips';
import { REPAIR_STATUS_LABEL, REPAIR_STATUS_ORDER } from './labels';
import { RepairCard } from './RepairCard';
import { RepairChangedSubscription } from './repair.graphql';
import { RepairsPageQuery } from './RepairsPage.graphql';
import { READ_ONLY_NOTE, useCanEditAccidents } from './useCanEditAccidents';

const repairsUrl = listUrl('/accidents-incidents/repairs', {
  q: text('q'),
  status: manyOf('status', RepairStatusValues),
  page: page(),
});

const repairsList = listSource({
  query: RepairsPageQuery,
  variables: (view: ReturnType<typeof repairsUrl.read>, paging) => ({
    ...paging,
    status: view.status.length > 0 ? view.status : null,
    search: view.q || null,
  }),
  pick: (data) => data.repairs,
});

/** /accidents-incidents/repairs: every repair by status, each opened in place with its steps and recoveries. */
export const RepairsPage = () => {
  const tenant = useCurrentTenant();
  const canEdit = useCanEditAccidents();
  const { view, update, list, page } = useList(repairsUrl, repairsList, {
    noun: { one: 'repair', many: 'repairs' },
    search: 'q',
    perPage: 20,
  });
  useSubscription({ query: RepairChangedSubscription, pause: !tenant });

  return (
    <ListPage
      title="Repairs"
      {...page}
      notes={!canEdit && <p className="muted">{READ_ONLY_NOTE}</p>}
      empty={{
        body: 'A repair is opened from its accident or incident report.',
        clearLabel: 'Show every repair',
      }}
      search={{ label: 'Search repairs', hint: 'Repair number, vendor, repair order or invoice number.' }}
      filters={
        <ToggleChips
          legend="Status"
          options={REPAIR_STATUS_ORDER}
          label={(status) => REPAIR_STATUS_LABEL[status]}
          selected={view.status}
          onChange={(status) => update({ status })}
          clearLabel="Every status"
        />
      }
    >
      {(repairs) => (
        <div className="repair-list">
          {repairs.map((repair) => (
            <RepairCard key={repair.id} repair={repair} canEdit={canEdit} refetch={list.retry} showReport />
          ))}
        </div>
      )}
    </ListPage>
  );
};
