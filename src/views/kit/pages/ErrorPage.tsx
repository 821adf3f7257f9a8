import { Link } from 'wouter';
import { errorPageText } from '../../../machines/app/navigationGuard';
import { Button } from '../ui/Button';

export type ErrorPageProps = {
  status: number;
  statusMessage?: string;
  /** What went wrong, in words for the user (never a stack trace). */
  detail?: string;
  onRetry?: () => void;
};

/** "Page Not Found" for 404, "Internal Server Error" otherwise, unless the error names its own. */
export const ErrorPage = ({ status, statusMessage, detail, onRetry }: ErrorPageProps) => (
  <div className="status-page" role="alert">
    <p className="status-code">{status}</p>
    <h1>{errorPageText(status, statusMessage)}</h1>
    {detail && <p>{detail}</p>}
    <div className="button-row">
      {status !== 404 && (
        <Button variant="primary" onClick={onRetry ?? (() => window.location.reload())}>
          Try again
        </Button>
      )}
      <Link href="/">Go to the home page</Link>
    </div>
  </div>
);
