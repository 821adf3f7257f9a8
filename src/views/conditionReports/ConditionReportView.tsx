import { Link } from 'wouter';
import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { useDateTimeFormat } from '../kit/app/useDateTimeFormat';
import { vehicleName } from '../kit/record/format';
import { VehicleNameFragment } from '../kit/record/fragments';
import { Alert } from '../kit/ui/Alert';
import { Badge } from '../kit/ui/Badge';
import { Panel } from '../kit/ui/Panel';
import { CustodyCompare } from './CustodyCompare';
import { downloadHref, gpsHref, gpsText } from './gps';
import { DIRECTION_LABEL, REPORT_STATUS_LABEL, REPORT_STATUS_TONE } from '../kit/record/conditionReportLabels';
import { ReportDamages } from './ReportDamages';
import { ReportItems } from './ReportItems';
import { ReportPhoto } from './ReportPhoto';
import { ReportSignatures } from './ReportSignatures';
import { ReportVehicleState } from './ReportVehicleState';
import { ReviewActions } from './ReviewActions';
import { VehicleDiagram } from './VehicleDiagram';
import { DetailsRow } from '../kit/record/RecordHeader';

export const ConditionReportViewFragment = graphql(`
  fragment ConditionReportView_report on ConditionReport {
    id
    number
    direction
    status
    version
    vin
    vinScanned
    vinMatches
    capturedAt
    latitude
    longitude
    submittedAt
    submittedByName
    reviewedAt
    reviewedByName
    rejectReason
    newDamageCount
    orderLeg {
      id
      number
      vehicle {
        ...VehicleName
      }
    }
    damages {
      id
      x
      y
      description
      preExisting
      newSinceLastCustody
      ...ReportDamages_damage
    }
    photos {
      id
      url
      thumbnailUrl
      capturedAt
    }
    previousReport {
      id
      number
      direction
      damages {
        id
        ...ReportDamages_damage
      }
    }
    billOfLading {
      id
      url
      fileName
    }
    eventOptions {
      ...RecordEventOption
    }
    ...ReportItems_report
    ...ReportVehicleState_report
    ...ReportSignatures_report
  }
`);

export type ConditionReportViewProps = {
  report: FragmentType<typeof ConditionReportViewFragment>;
  /** Reloads the report after someone else changed it (a CONFLICT). */
  onConflict: () => void;
  /** Links the leg's number to its condition reports tab (left out on that tab). */
  showLeg?: boolean;
};

/** One condition report in full: who took it where and when, the VIN check, the damages on the diagram, the inspection, signatures, the bill of lading and the review. */
export const ConditionReportView = ({ report: source, onConflict, showLeg = false }: ConditionReportViewProps) => {
  const report = getFragmentData(ConditionReportViewFragment, source);
  const dateTime = useDateTimeFormat();
  const hasPosition =
    report.latitude !== null && report.latitude !== undefined && report.longitude !== null && report.longitude !== undefined;
  const compare = report.previousReport && report.newDamageCount > 0 ? report.previousReport : null;
  const diagramDamages = report.damages.map((damage) => ({
    key: damage.id,
    x: damage.x,
    y: damage.y,
    label: damage.description,
    tone: damage.newSinceLastCustody ? ('new' as const) : damage.preExisting ? ('pre' as const) : ('normal' as const),
  }));

  return (
    <Panel title={`${report.number} · ${DIRECTION_LABEL[report.direction]} report`} className="cr-report">
      <p className="cr-report-status">
        <Badge tone={REPORT_STATUS_TONE[report.status]}>{REPORT_STATUS_LABEL[report.status]}</Badge>{' '}
        {report.newDamageCount > 0 && (
          <Badge tone="danger">{report.newDamageCount === 1 ? '1 new damage' : `${report.newDamageCount} new damages`}</Badge>
        )}
      </p>
      {report.status === 'REJECTED' && report.rejectReason && <Alert tone="danger">{`Rejected: ${report.rejectReason}`}</Alert>}
      {report.vinMatches === false && (
        <Alert tone="danger">
          {`VIN mismatch: the driver scanned ${report.vinScanned ?? 'another VIN'}, but the leg’s vehicle is ${report.vin ?? 'without a VIN'}. The driver confirmed it and sent the report anyway.`}
        </Alert>
      )}
      <dl className="details details-grid">
        {showLeg && (
          <DetailsRow term="Leg">
            <Link href={`/order-legs/${report.orderLeg.id}/files/condition-reports`}>{report.orderLeg.number}</Link>
          </DetailsRow>
        )}
        <DetailsRow term="Vehicle">{vehicleName(getFragmentData(VehicleNameFragment, report.orderLeg.vehicle))}</DetailsRow>
        <DetailsRow term="VIN">
          <span className="mono">{report.vin ?? '—'}</span>
        </DetailsRow>
        <DetailsRow term="Scanned VIN">
          {report.vinScanned ? <span className="mono">{report.vinScanned}</span> : 'Not scanned'}{' '}
          {report.vinMatches === true && <Badge tone="success">Matches</Badge>}
          {report.vinMatches === false && <Badge tone="danger">Does not match</Badge>}
        </DetailsRow>
        <DetailsRow term="Submitted">
          {report.submittedAt
            ? `${dateTime(report.submittedAt)}${report.submittedByName ? ` by ${report.submittedByName}` : ''}`
            : 'Not yet'}
        </DetailsRow>
        <DetailsRow term="Captured">{dateTime(report.capturedAt)}</DetailsRow>
        <DetailsRow term="GPS">
          {hasPosition ? (
            <a href={gpsHref(report.latitude as number, report.longitude as number)} target="_blank" rel="noreferrer">
              {gpsText(report.latitude as number, report.longitude as number)}
            </a>
          ) : (
            'Not recorded'
          )}
        </DetailsRow>
        {report.reviewedAt && (
          <DetailsRow term="Reviewed">{`${dateTime(report.reviewedAt)}${report.reviewedByName ? ` by ${report.reviewedByName}` : ''}`}</DetailsRow>
        )}
        {report.billOfLading && (
          <DetailsRow term="Bill of lading">
            <a href={downloadHref(report.billOfLading.url)} download>
              {`Download the bill of lading (${report.billOfLading.fileName})`}
            </a>
          </DetailsRow>
        )}
      </dl>
      <ReviewActions report={report} onConflict={onConflict} />
      <div className="cr-section">
        <h3 className="cr-section-title">Damages</h3>
        <div className="cr-damage-layout">
          <VehicleDiagram damages={diagramDamages} readOnly />
          {compare ? (
            <CustodyCompare
              previous={{ number: compare.number, direction: compare.direction, damages: compare.damages }}
              current={{ number: report.number, direction: report.direction, damages: report.damages }}
              newDamageCount={report.newDamageCount}
            />
          ) : (
            <ReportDamages damages={report.damages} />
          )}
        </div>
      </div>
      <ReportItems report={report} />
      <ReportVehicleState report={report} />
      {report.photos.length > 0 && (
        <div className="cr-section">
          <h3 className="cr-section-title">Photos</h3>
          <div className="cr-photos">
            {report.photos.map((photo, index) => (
              <ReportPhoto key={photo.id} photo={photo} alt={`Vehicle photo ${index + 1} of ${report.number}`} />
            ))}
          </div>
        </div>
      )}
      <ReportSignatures report={report} />
    </Panel>
  );
};
