import type { TariffRates_RateFragment as Rate } from '@/generated/graphql';
import { METHOD_LABEL } from '../../kit/record/legLabels';
import { vehicleClassLabel } from '../../kit/orderForm/labels';
import { Badge } from '../../kit/ui/Badge';
import { Button } from '../../kit/ui/Button';
import { Table } from '../../kit/ui/Table';
import { bandText, effectiveText } from './labels';

/** The tenant's words for a rate: its money, distance unit, zone size and locale. */
export type RateWords = { money: (minor: number) => string; currency: string; unit: string; zoneSize: number; locale?: string };

export type TariffRatesTableProps = {
  caption: string;
  rates: readonly Rate[];
  words: RateWords;
  /** Edits a rate (the party's own); none: read only (its client's, the tenant's defaults). */
  onEdit?: (rate: Rate) => void;
};

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** A rate read out: "Trucked, sedan, 0–100 mi, from Jan 1, 2026". */
export const rateName = (rate: Rate, words: RateWords): string =>
  [
    METHOD_LABEL[rate.transportMethod],
    rate.vehicleClass ? vehicleClassLabel(rate.vehicleClass).toLowerCase() : 'any class',
    lowerFirst(bandText(rate, words.unit, words.locale)),
    lowerFirst(effectiveText(rate, words.locale)),
  ].join(', ');

/** Price tables as pricing reads them: method, class, distance band, rate per zone, minimum, dates, in force today. */
export const TariffRatesTable = ({ caption, rates, words, onEdit }: TariffRatesTableProps) => (
  <Table
    caption={caption}
    headings={[
      'Method',
      'Vehicle class',
      'Distance band',
      { text: `Rate per zone (${words.zoneSize} ${words.unit})`, className: 'cell-number' },
      { text: 'Minimum', className: 'cell-number' },
      'Effective',
      'In force',
      onEdit && { hidden: 'Actions' },
    ]}
  >
    {rates.map((rate) => (
      <tr key={rate.id}>
        <th scope="row">{METHOD_LABEL[rate.transportMethod]}</th>
        <td>{rate.vehicleClass ? vehicleClassLabel(rate.vehicleClass) : 'Any'}</td>
        <td className="nowrap">{bandText(rate, words.unit, words.locale)}</td>
        <td className="cell-number">{words.money(rate.ratePerZone)}</td>
        <td className="cell-number">{words.money(rate.minimum)}</td>
        <td className="nowrap">{effectiveText(rate, words.locale)}</td>
        <td>{rate.inForce ? <Badge tone="success">In force</Badge> : <Badge>Not in force</Badge>}</td>
        {onEdit && (
          <td>
            <Button className="btn-small" aria-label={`Edit rate: ${rateName(rate, words)}`} onClick={() => onEdit(rate)}>
              Edit
            </Button>
          </td>
        )}
      </tr>
    ))}
  </Table>
);
