import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { useDateTimeFormat } from '../kit/app/useDateTimeFormat';
import { Alert } from '../kit/ui/Alert';
import { signersOf } from '../kit/record/conditionReportLabels';
import { ReportPhoto, type ReportPhotoData } from './ReportPhoto';

export const ReportSignaturesFragment = graphql(`
  fragment ReportSignatures_report on ConditionReport {
    id
    direction
    driverSignature {
      name
      signedAt
      image {
        id
        url
        thumbnailUrl
        capturedAt
      }
    }
    customerSignature {
      name
      signedAt
      image {
        id
        url
        thumbnailUrl
        capturedAt
      }
    }
    customerNotAvailableReason
  }
`);

type SignatureData = { name: string; signedAt: string; image?: ReportPhotoData | null };

const SignatureCard = ({ who, signature }: { who: string; signature: SignatureData }) => {
  const dateTime = useDateTimeFormat();
  return (
    <div className="cr-signature">
      <p>
        <strong>{who}:</strong> {signature.name}
        <span className="cell-sub">{`Signed ${dateTime(signature.signedAt)}`}</span>
      </p>
      {signature.image && <ReportPhoto photo={signature.image} alt={`${who}’s signature: ${signature.name}`} />}
    </div>
  );
};

/** The taker's signature (the driver's, or the yard attendant's) and the other party's, or why they could not sign. */
export const ReportSignatures = ({ report: source }: { report: FragmentType<typeof ReportSignaturesFragment> }) => {
  const report = getFragmentData(ReportSignaturesFragment, source);
  const { taker, other } = signersOf(report.direction);
  return (
    <div className="cr-section">
      <h3 className="cr-section-title">Signatures</h3>
      <div className="cr-signatures">
        {report.driverSignature ? (
          <SignatureCard who={taker} signature={report.driverSignature} />
        ) : (
          <p className="muted">{`Not signed by the ${taker.toLowerCase()}.`}</p>
        )}
        {report.customerSignature ? (
          <SignatureCard who={other} signature={report.customerSignature} />
        ) : (
          report.customerNotAvailableReason && (
            <Alert tone="warning">{`${other} not available: ${report.customerNotAvailableReason}`}</Alert>
          )
        )}
      </div>
    </div>
  );
};
