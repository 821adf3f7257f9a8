import { Spinner } from '../ui/Spinner';

export type LoadingPageProps = { label?: string };

export const LoadingPage = ({ label = 'Loading…' }: LoadingPageProps) => (
  <div className="loading-page">
    <Spinner label={label} />
  </div>
);
