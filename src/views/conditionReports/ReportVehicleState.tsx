import type { ReactNode } from 'react';
import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { FUEL_LABEL, INTERIOR_LABEL, LOOSE_ITEM_SPOT_LABEL, OBSTRUCTION_LABEL, WASH_LABEL } from '../kit/record/conditionReportLabels';
import { ReportPhoto } from './ReportPhoto';

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

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="details-row">
    <dt>{label}</dt>
    <dd>{children}</dd>
  </div>
);

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
        <Row label="Odometer">
          {report.odometer === null || report.odometer === undefined
            ? 'Not read'
            : `${report.odometer.toLocaleString(tenant?.locale)} ${unit}`}
          {report.odometerPhoto && <ReportPhoto photo={report.odometerPhoto} alt="Odometer photo" />}
        </Row>
        {report.evStateOfCharge !== null && report.evStateOfCharge !== undefined ? (
          <Row label="EV charge">{`${report.evStateOfCharge}%`}</Row>
        ) : (
          <Row label="Fuel">{report.fuelLevel ? FUEL_LABEL[report.fuelLevel] : 'Not read'}</Row>
        )}
        <Row label="Keys and fobs">
          {`${count(report.keysCount, 'key', 'keys')}, ${count(report.fobsCount, 'fob', 'fobs')}`}
          {report.keysPhoto && <ReportPhoto photo={report.keysPhoto} alt="Keys photo" />}
        </Row>
        <Row label="Interior">{report.interiorConditions.map((condition) => INTERIOR_LABEL[condition]).join(', ') || 'Not noted'}</Row>
        <Row label="Wash">{report.washType ? WASH_LABEL[report.washType] : 'Not noted'}</Row>
        <Row label="Inspected in">
          {report.obstructions.map((obstruction) => OBSTRUCTION_LABEL[obstruction]).join(', ') || 'Good conditions'}
        </Row>
        <Row label="Loose items">
          {report.looseItems.length === 0 ? (
            'None'
          ) : (
            <ul className="plain-list">
              {report.looseItems.map((item) => (
                <li key={`${item.spot}-${item.description}`}>{`${LOOSE_ITEM_SPOT_LABEL[item.spot]}: ${item.description}`}</li>
              ))}
            </ul>
          )}
        </Row>
        {report.notes && <Row label="Notes">{report.notes}</Row>}
      </dl>
    </div>
  );
};
