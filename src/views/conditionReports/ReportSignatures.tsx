import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { useDateTimeFormat } from '../app/useDateTimeFormat';
import { Alert } from '../ui/Alert';
import { ReportPhoto, type ReportPhotoData } from './ReportPhoto';

export const ReportSignaturesFragment = graphql(`
  fragment ReportSignatures_report on ConditionReport {
    id
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

/** The driver's signature and the customer's, or why the customer could not sign. */
export const ReportSignatures = ({ report: source }: { report: FragmentType<typeof ReportSignaturesFragment> }) => {
  const report = getFragmentData(ReportSignaturesFragment, source);
  return (
    <div className="cr-section">
      <h3 className="cr-section-title">Signatures</h3>
      <div className="cr-signatures">
        {report.driverSignature ? <SignatureCard who="Driver" signature={report.driverSignature} /> : <p className="muted">Not signed by the driver.</p>}
        {report.customerSignature ? (
          <SignatureCard who="Customer" signature={report.customerSignature} />
        ) : (
          report.customerNotAvailableReason && <Alert tone="warning">{`Customer not available: ${report.customerNotAvailableReason}`}</Alert>
        )}
      </div>
    </div>
  );
};
