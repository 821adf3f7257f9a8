import { useCallback } from 'react';
import { useQuery } from 'urql';
import { Link, useLocation, useSearch } from 'wouter';
import { getFragmentData } from '@/generated';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { useDateTimeFormat } from '../kit/app/useDateTimeFormat';
import { graphqlFailure } from '../kit/forms/failure';
import { LEG_STATUS_LABEL, legStatusTone } from '../kit/record/legLabels';
import { Badge } from '../kit/ui/Badge';
import { ListPanel } from '../kit/ui/ListPanel';
import { Panel } from '../kit/ui/Panel';
import { SearchBox } from '../kit/ui/SearchBox';
import { ToggleChips } from '../kit/ui/ToggleChips';
import { causeText } from './causeText';
import { HelpDeskLegFragment, HelpDeskLegsQuery } from './HelpDeskLegsPage.graphql';
import { HelpDeskLegsExport } from './HelpDeskLegsExport';
import { REASON_LABEL, REASON_ORDER, REASON_TONE } from './labels';
import { LegActions } from './LegActions';
import { LEGS_PATH, type LegsView, legsHref, readLegsView } from './legsListUrl';

const PER_PAGE = 25;

/** /help-desk/order-legs: the legs that need a person, oldest problem first, each saying why and offering what to do. */
export const HelpDeskLegsPage = () => {
  const tenant = useCurrentTenant();
  const dateTime = useDateTimeFormat();
  const [, navigate] = useLocation();
  const view = readLegsView(useSearch());
  const variables = { first: PER_PAGE, page: view.page, reasons: view.reasons.length > 0 ? view.reasons : null, search: view.q || null };
  const [{ data, error, stale, fetching }, refetch] = useQuery({
    query: HelpDeskLegsQuery,
    variables,
    pause: !tenant,
    requestPolicy: 'cache-and-network',
  });
  const go = (patch: Partial<LegsView>) => navigate(legsHref({ ...view, page: 1, ...patch }));
  const onSearch = useCallback(
    (text: string) => navigate(legsHref({ ...readLegsView(window.location.search), q: text, page: 1 }), { replace: true }),
    [navigate],
  );
  const reload = () => refetch({ requestPolicy: 'network-only' });
  const list = data?.helpDeskLegs;
  const filtered = view.reasons.length > 0 || view.q !== '';
  const now = Date.now();

  return (
    <div className="orders-page">
      <Panel title="Find legs" actions={<HelpDeskLegsExport view={view} disabled={!list || list.paginatorInfo.total === 0} />}>
        <SearchBox label="Search legs" hint="Leg or order number, or VIN." value={view.q} onSearch={onSearch} />
        <ToggleChips
          legend="Reason"
          options={REASON_ORDER}
          label={(reason) => REASON_LABEL[reason]}
          selected={view.reasons}
          onChange={(reasons) => go({ reasons })}
          clearLabel="Every reason"
        />
      </Panel>
      <ListPanel
        title="Legs that need a person"
        noun={{ one: 'leg', many: 'legs' }}
        info={list?.paginatorInfo}
        count={list?.data.length ?? 0}
        updating={stale || (fetching && Boolean(list))}
        error={!list && error ? graphqlFailure(error).message : null}
        onRetry={reload}
        loadingLabel="Loading the legs that need a person…"
        empty={{
          title: filtered ? 'No legs match this view' : 'Nothing needs a person now',
          body: filtered ? <Link href={LEGS_PATH}>Show every reason</Link> : 'Every leg is on time, reported and moving.',
        }}
        onPage={(page) => go({ page })}
      >
        <ul className="item-list help-desk-legs" aria-label="Legs">
          {(list?.data ?? []).map((row) => {
            const leg = getFragmentData(HelpDeskLegFragment, row.leg);
            const vehicle = leg.vehicle ? [leg.vehicle.year, leg.vehicle.make, leg.vehicle.model].filter(Boolean).join(' ') : '';
            return (
              <li key={leg.id} className="item help-desk-leg">
                <h3 className="item-head">
                  <Link href={`/order-legs/${leg.id}`}>{`Leg ${leg.number}`}</Link>{' '}
                  <Badge tone={legStatusTone(leg.status)}>{LEG_STATUS_LABEL[leg.status]}</Badge>{' '}
                  {row.reasons.map((reason) => (
                    <Badge key={reason} tone={REASON_TONE[reason]}>
                      {REASON_LABEL[reason]}
                    </Badge>
                  ))}
                </h3>
                <ul className="help-desk-causes">
                  {row.causes.map((cause) => (
                    <li key={cause.reason}>{causeText(cause, dateTime, now, tenant?.locale)}</li>
                  ))}
                </ul>
                <p className="muted">
                  {[vehicle, leg.vehicle?.vin, leg.origin && leg.destination ? `${leg.origin.city} → ${leg.destination.city}` : null]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                <LegActions leg={{ ...leg, orderId: leg.order.id }} refetch={reload} />
              </li>
            );
          })}
        </ul>
      </ListPanel>
    </div>
  );
};
