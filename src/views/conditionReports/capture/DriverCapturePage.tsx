import { Link } from 'wouter';
import { LegCapture } from './LegCapture';

/**
 * /order-legs/:id/files/condition-reports for the leg's driver: the capture page alone (their phone, one hand), with
 * the way back to their legs. Staff see the leg page with this flow in its tab.
 */
export const DriverCapturePage = ({ legId }: { legId: string }) => (
  <div className="driver-capture">
    <p>
      <Link href="/dashboard">← My legs</Link>
    </p>
    <h1>Condition report</h1>
    <LegCapture legId={legId} />
  </div>
);
