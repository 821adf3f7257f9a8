import { Link } from 'wouter';
import { getFragmentData } from '@/generated';
import type { HelpDeskLegsPageQuery } from '@/generated/graphql';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { csvColumns, ListCsvExport } from '../kit/list/ListCsvExport';
import { ListPage } from '../kit/list/ListPage';
import { listSource } from '../kit/list/listSource';
import { useList } from '../kit/list/useList';
import { useListDates } from '../kit/list/useListDates';
import { legEndsOf } from '../kit/record/legEnds';
import { LEG_STATUS_LABEL, legStatusTone } from '../kit/record/legLabels';
import { VehicleNameFragment } from '../kit/record/fragments';
import { Badge } from '../kit/ui/Badge';
import { ToggleChips } from '../kit/ui/ToggleChips';
import { causeText } from './causeText';
import { HelpDeskLegFragment, HelpDeskLegsQuery } from './HelpDeskLegsPage.graphql';
import { REASON_LABEL, REASON_ORDER, REASON_TONE } from './labels';
import { LegActions } from './LegActions';
import { type LegsView, legsUrl } from './legsListUrl';

type Row = HelpDeskLegsPageQuery['helpDeskLegs']['data'][number];

const legsList = listSource({
  query: HelpDeskLegsQuery,
  variables: (view: LegsView, paging) => ({ ...paging, reasons: view.reasons.length > 0 ? view.reasons : null, search: view.q || null }),
  pick: (data) => data.helpDeskLegs,
});

const legOf = (row: Row) => {
  const leg = getFragmentData(HelpDeskLegFragment, row.leg);
  return { ...leg, ...legEndsOf(leg), vehicle: getFragmentData(VehicleNameFragment, leg.vehicle) };
};

const CSV = {
  noun: 'legs',
  prefix: 'help-desk-legs',
  ...csvColumns<Row>([
    ['Leg', (row) => legOf(row).number],
    ['Order', (row) => legOf(row).order.number],
    ['Status', (row) => LEG_STATUS_LABEL[legOf(row).status]],
    ['Reasons', (row) => row.reasons.map((reason) => REASON_LABEL[reason]).join('; ')],
    ['Since', (row, { dateTime }) => dateTime(row.since)],
    ['Detail', (row) => row.detail],
    ['VIN', (row) => legOf(row).vehicle?.vin],
    ['Confirmed pickup', (row, { dateTime }) => dateTime(legOf(row).confirmedPickupAt)],
    ['Confirmed delivery', (row, { dateTime }) => dateTime(legOf(row).confirmedDeliveryAt)],
  ]),
};

/** /help-desk/order-legs: the legs that need a person, oldest problem first, each saying why and offering what to do. */
export const HelpDeskLegsPage = () => {
  const tenant = useCurrentTenant();
  const dates = useListDates();
  const { view, update, list, page } = useList(legsUrl, legsList, { noun: { one: 'leg', many: 'legs' }, search: 'q' });
  const now = Date.now();

  return (
    <div className="orders-page">
      <ListPage
        title="Legs that need a person"
        {...page}
        find={{ title: 'Find legs', actions: <ListCsvExport source={legsList} filter={view} csv={CSV} disabled={!list.info?.total} /> }}
        search={{ label: 'Search legs', hint: 'Leg or order number, or VIN.' }}
        filters={
          <ToggleChips
            legend="Reason"
            options={REASON_ORDER}
            label={(reason) => REASON_LABEL[reason]}
            selected={view.reasons}
            onChange={(reasons) => update({ reasons })}
            clearLabel="Every reason"
          />
        }
        loadingLabel="Loading the legs that need a person…"
        empty={{
          title: 'Nothing needs a person now',
          body: 'Every leg is on time, reported and moving.',
          clearLabel: 'Show every reason',
        }}
      >
        {(rows) => (
          <ul className="item-list help-desk-legs" aria-label="Legs">
            {rows.map((row) => {
              const leg = legOf(row);
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
                      <li key={cause.reason}>{causeText(cause, dates.time, now, tenant?.locale)}</li>
                    ))}
                  </ul>
                  <p className="muted">
                    {[vehicle, leg.vehicle?.vin, leg.origin && leg.destination ? `${leg.origin.city} → ${leg.destination.city}` : null]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  <LegActions leg={{ ...leg, orderId: leg.order.id }} refetch={list.retry} />
                </li>
              );
            })}
          </ul>
        )}
      </ListPage>
    </div>
  );
};
