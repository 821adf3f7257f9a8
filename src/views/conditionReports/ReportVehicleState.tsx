import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { FUEL_LABEL, INTERIOR_LABEL, LOOSE_ITEM_SPOT_LABEL, OBSTRUCTION_LABEL, WASH_LABEL } from '../kit/record/conditionReportLabels';
import { ReportPhoto } from './ReportPhoto';
import { DetailsRow } from '../kit/record/RecordHeader';

export const ReportVehicleStateFragment = graphql(`
  fragment ReportVehicleState_report on ConditionReport {
    id
    odometer
    odometerPhoto {
      id
      url
      thumbnailUrl
      capturedAt
    }
    fuelLevel
    evStateOfCharge
    keysCount
    fobsCount
    keysPhoto {
      id
      url
      thumbnailUrl
      capturedAt
    }
    interiorConditions
    looseItems {
      spot
      description
    }
    washType
    obstructions
    notes
  }
`);

const count = (value: number, one: string, many: string) => `${value} ${value === 1 ? one : many}`;

/** Odometer, fuel or EV charge, keys and fobs, interior, loose items, wash, what made the inspection harder, notes. */
export const ReportVehicleState = ({ report: source }: { report: FragmentType<typeof ReportVehicleStateFragment> }) => {
  const report = getFragmentData(ReportVehicleStateFragment, source);
  const tenant = useCurrentTenant();
  const unit = tenant?.distanceUnit === 'km' ? 'km' : 'mi';
  return (
    <div className="cr-section">
      <h3 className="cr-section-title">Vehicle</h3>
      <dl className="details details-grid">
        <DetailsRow term="Odometer">
          {report.odometer === null || report.odometer === undefined
            ? 'Not read'
            : `${report.odometer.toLocaleString(tenant?.locale)} ${unit}`}
          {report.odometerPhoto && <ReportPhoto photo={report.odometerPhoto} alt="Odometer photo" />}
        </DetailsRow>
        {report.evStateOfCharge !== null && report.evStateOfCharge !== undefined ? (
          <DetailsRow term="EV charge">{`${report.evStateOfCharge}%`}</DetailsRow>
        ) : (
          <DetailsRow term="Fuel">{report.fuelLevel ? FUEL_LABEL[report.fuelLevel] : 'Not read'}</DetailsRow>
        )}
        <DetailsRow term="Keys and fobs">
          {`${count(report.keysCount, 'key', 'keys')}, ${count(report.fobsCount, 'fob', 'fobs')}`}
          {report.keysPhoto && <ReportPhoto photo={report.keysPhoto} alt="Keys photo" />}
        </DetailsRow>
        <DetailsRow term="Interior">
          {report.interiorConditions.map((condition) => INTERIOR_LABEL[condition]).join(', ') || 'Not noted'}
        </DetailsRow>
        <DetailsRow term="Wash">{report.washType ? WASH_LABEL[report.washType] : 'Not noted'}</DetailsRow>
        <DetailsRow term="Inspected in">
          {report.obstructions.map((obstruction) => OBSTRUCTION_LABEL[obstruction]).join(', ') || 'Good conditions'}
        </DetailsRow>
        <DetailsRow term="Loose items">
          {report.looseItems.length === 0 ? (
            'None'
          ) : (
            <ul className="plain-list">
              {report.looseItems.map((item) => (
                <li key={`${item.spot}-${item.description}`}>{`${LOOSE_ITEM_SPOT_LABEL[item.spot]}: ${item.description}`}</li>
              ))}
            </ul>
          )}
        </DetailsRow>
        {report.notes && <DetailsRow term="Notes">{report.notes}</DetailsRow>}
      </dl>
    </div>
  );
};
