import { IFTA_FUEL_LABELS, IFTA_FUEL_TYPES } from '../../domain/ifta/iftaRates';
import type { PageProps } from '../kit/router/pageProps';
import { ReportPage } from '../kit/reports/ReportPage';
import { IftaRatesEditor } from './IftaRatesEditor';

const FUEL_FILTER = [
  {
    key: 'fuelType',
    label: 'Fuel type',
    kind: 'select',
    options: IFTA_FUEL_TYPES.map((value) => ({ value, label: IFTA_FUEL_LABELS[value] })),
  },
  { key: 'unit', label: 'Trip record of unit', kind: 'text', placeholder: 'Unit number' },
] as const;

/**
 * /admin/reports/ifta: the IFTA return of a quarter for one fuel type (diesel unless picked), the units behind it, one
 * unit's trip record (opened from the Units table or by its number) and the fuel receipts, each as a CSV; the quarter's
 * rates are edited under it (docs/ifta.md).
 */
export const IftaReportPage = ({ route }: PageProps) => (
  <ReportPage
    report="ifta"
    title="IFTA"
    route={route}
    periodKinds={['QUARTER']}
    defaultKind="QUARTER"
    filters={FUEL_FILTER}
    intro={
      <p>
        Your qualified units’ distance by jurisdiction — each delivered leg’s distance apportioned along its route across state and province
        lines — and their approved fuel receipts, computed as the quarterly return asks: fleet average, taxable fuel in whole units,
        tax-paid credit, surcharges and interest at the quarter’s rates below.
      </p>
    }
  >
    <IftaRatesEditor />
  </ReportPage>
);
