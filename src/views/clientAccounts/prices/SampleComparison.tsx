import type { TariffSample_PriceFragment as Price } from '@/generated/graphql';
import { formatMoney } from '../../../domain/format';
import { AlertList } from '../../kit/ui/Alert';
import { Table } from '../../kit/ui/Table';

export type SampleComparisonProps = { before: Price; after: Price; locale?: string };

const rateLines = (price: Price) => price.lineItems.filter((line) => line.type === 'RATE');

/**
 * The sample quote's two prices side by side: the totals, then each rate line with how it was worked out (the sample
 * has one leg, so the lines pair up in order), and what pricing warned of either way.
 */
export const SampleComparison = ({ before, after, locale }: SampleComparisonProps) => {
  const money = (minor: number) => formatMoney(minor, after.currency, locale);
  const [was, will] = [rateLines(before), rateLines(after)];
  // One leg's rate line on each side, described alike ("Transport rate, leg 1"): the description names the pair.
  const pairs = Array.from({ length: Math.max(was.length, will.length) }, (_, index) => ({
    label: will[index]?.description ?? was[index]?.description ?? '',
    sides: [was[index], will[index]] as const,
  }));
  const warnings = [...new Set([...before.warnings, ...after.warnings])];
  return (
    <>
      <Table caption="Sample quote before and after the change" headings={[{ hidden: 'Line' }, 'Before the change', 'After the change']}>
        <tr>
          <th scope="row">Total</th>
          <td>
            <strong>{money(before.total)}</strong>
          </td>
          <td>
            <strong>{money(after.total)}</strong>
          </td>
        </tr>
        {pairs.map(({ label, sides }) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            {sides.map((line, side) => (
              <td key={side === 0 ? 'before' : 'after'}>
                {line ? (
                  <>
                    {money(line.amount)}
                    <div className="muted">{line.explanation}</div>
                  </>
                ) : (
                  '—'
                )}
              </td>
            ))}
          </tr>
        ))}
      </Table>
      <AlertList tone="warning" messages={warnings} />
    </>
  );
};
