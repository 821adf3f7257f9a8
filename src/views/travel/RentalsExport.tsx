import { useCallback } from 'react';
import { useClient } from 'urql';
import { getFragmentData } from '@/generated';
import type { RentalsPage_RentalFragment as RentalRow } from '@/generated/graphql';
import type { CsvCell } from '../../domain/csv';
import { formatDateTime } from '../../domain/format';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import { CsvExport } from '../kit/ui/CsvExport';
import type { CsvPage } from '../kit/ui/usePagedCsv';
import { RentalsPageQuery, RentalsRowFragment } from './rentals.graphql';
import { PURPOSE_LABEL, REIMBURSEMENT_LABEL } from './labels';
import { type TravelListView, travelFilter } from './listUrl';

const PER_REQUEST = 100;
const HEADER = [
  'Driver',
  'Purpose',
  'Company',
  'Pickup place',
  'Pickup',
  'Return place',
  'Return',
  'Confirmation',
  'Legs',
  'Expense type',
  'Cost (minor units)',
  'Reimbursement',
  'Cancelled',
] as const;

/** "Export CSV" of every rental the list's filters match, 100 a request; the cost in minor units, as settlements take it. */
export const RentalsExport = ({ view, disabled }: { view: TravelListView; disabled: boolean }) => {
  const client = useClient();
  const tenant = useCurrentTenant();
  const toRow = useCallback(
    (rental: RentalRow): CsvCell[] => [
      rental.driver?.fullName ?? '',
      PURPOSE_LABEL[rental.purpose],
      rental.company,
      rental.pickupPlace,
      formatDateTime(rental.pickupAt, tenant?.locale, tenant?.timeZone),
      rental.returnPlace,
      formatDateTime(rental.returnAt, tenant?.locale, tenant?.timeZone),
      rental.confirmationCode ?? '',
      rental.legs.map((leg) => leg.number).join('; '),
      'RENTAL_CAR',
      rental.cost,
      REIMBURSEMENT_LABEL[rental.reimbursementStatus],
      rental.cancelledAt ? 'Yes' : 'No',
    ],
    [tenant],
  );
  const fetchPage = useCallback(
    async (page: number): Promise<CsvPage<RentalRow>> => {
      const result = await client
        .query(RentalsPageQuery, { ...travelFilter(view), first: PER_REQUEST, page }, { requestPolicy: 'network-only' })
        .toPromise();
      const data = result.data?.driverRentals;
      if (result.error || !data) return { error: result.error ? graphqlFailure(result.error).message : 'No data came back.' };
      return {
        rows: data.data.map((row) => getFragmentData(RentalsRowFragment, row)),
        total: data.paginatorInfo.total,
        hasMore: data.paginatorInfo.hasMorePages,
      };
    },
    [client, view],
  );
  return <CsvExport noun="rentals" prefix="driver-rentals" header={HEADER} toRow={toRow} fetchPage={fetchPage} disabled={disabled} />;
};
