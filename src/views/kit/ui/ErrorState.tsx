import { Button } from './Button';

export type ErrorStateProps = {
  title?: string;
  message: string;
  onRetry?: () => void;
};

export const ErrorState = ({ title = 'Could not load this', message, onRetry }: ErrorStateProps) => (
  <div className="error-state" role="alert">
    <p className="error-state-title">{title}</p>
    <p>{message}</p>
    {onRetry && <Button onClick={onRetry}>Try again</Button>}
  </div>
);
