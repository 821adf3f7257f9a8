import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { useDateTimeFormat } from '../kit/app/useDateTimeFormat';
import { DetailsRow } from '../kit/record/RecordHeader';
import { EmptyState } from '../kit/ui/EmptyState';
import { useMoney } from '../kit/ui/useMoney';
import { cardName } from './RateCardForm';
import { TableHead } from '../kit/ui/Table';

export const StorageRecordChargeFragment = graphql(`
  fragment StorageRecordCharge_record on StorageRecord {
    id
    checkedInAt
    checkedOutAt
    charge {
      asOf
      stayDays
      closedDays
      freeDays
      chargedDays
      minimumApplied
      amount
      months {
        month
        days
        amount
        capped
      }
      rateCard {
        id
        dailyRate
        freeDays
        minimumCharge
        monthlyCap
        billClosedDays
        client {
          id
          displayName
        }
      }
    }
    lineItem {
      type
      description
      quantity
      unitAmount
      amount
      explanation
    }
  }
`);

const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

/** The stay's running charge (billableDays on the server), how it was reached, and the STORAGE line item it will bill. */
export const StorageRecordCharge = ({ record: source }: { record: FragmentType<typeof StorageRecordChargeFragment> }) => {
  const record = getFragmentData(StorageRecordChargeFragment, source);
  const money = useMoney();
  const dateTime = useDateTimeFormat();
  const { charge, lineItem } = record;
  const heading = `charge-${record.id}`;
  if (!charge)
    return (
      <section aria-labelledby={heading}>
        <h3 id={heading}>Charge</h3>
        <EmptyState title={record.checkedInAt ? 'No rate card applies' : 'Not checked in yet'}>
          {record.checkedInAt
            ? "The facility has no rate card of its own or for this client: add one on the facility's page."
            : 'The charge runs from the check-in.'}
        </EmptyState>
      </section>
    );
  const card = charge.rateCard;
  return (
    <section aria-labelledby={heading}>
      <h3 id={heading}>{record.checkedOutAt ? 'Charge' : 'Running charge'}</h3>
      <dl className="details details-grid">
        <DetailsRow term={record.checkedOutAt ? 'Total' : `So far (${dateTime(charge.asOf)})`}>
          <strong>{money(charge.amount)}</strong>
        </DetailsRow>
        <DetailsRow term="Days on site">{days(charge.stayDays)}</DetailsRow>
        <DetailsRow term="Closed days not billed">{days(charge.closedDays)}</DetailsRow>
        <DetailsRow term="Free days used">{days(charge.freeDays)}</DetailsRow>
        <DetailsRow term="Days charged">{days(charge.chargedDays)}</DetailsRow>
        <DetailsRow term="Rate card">
          {`${cardName(card)}: ${money(card.dailyRate)} a day, ${days(card.freeDays)} free, minimum ${money(card.minimumCharge)}`}
          {card.monthlyCap !== null && `, at most ${money(card.monthlyCap)} a month`}
          {card.billClosedDays ? '' : ', closed days not billed'}
          {charge.minimumApplied && ' (the minimum applies)'}
        </DetailsRow>
      </dl>
      {charge.months.length > 1 && (
        <div className="table-wrap">
          <table className="table">
            <caption>By month</caption>
            <TableHead headings={['Month', 'Days', { text: 'Amount', className: 'numeric' }]} />
            <tbody>
              {charge.months.map((month) => (
                <tr key={month.month}>
                  <th scope="row">{month.month}</th>
                  <td>{month.days}</td>
                  <td className="numeric">{`${money(month.amount)}${month.capped ? ' (capped)' : ''}`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {lineItem && (
        <div className="table-wrap">
          <table className="table">
            <caption>The line item it will bill</caption>
            <TableHead
              headings={[
                'Item',
                { text: 'Days', className: 'numeric' },
                { text: 'Rate', className: 'numeric' },
                { text: 'Amount', className: 'numeric' },
              ]}
            />
            <tbody>
              <tr>
                <th scope="row">
                  {lineItem.description}
                  <div className="muted">{lineItem.explanation}</div>
                </th>
                <td className="numeric">{lineItem.quantity}</td>
                <td className="numeric">{money(lineItem.unitAmount)}</td>
                <td className="numeric">{money(lineItem.amount)}</td>
              </tr>
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
};
