export type SpinnerProps = {
  /** What is loading, for screen readers; an empty label hides the spinner from them. */
  label?: string;
  size?: 'small' | 'normal';
};

export const Spinner = ({ label = 'Loading…', size = 'normal' }: SpinnerProps) =>
  label ? (
    <span className={`spinner-wrap spinner-${size}`} role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="spinner-label">{label}</span>
    </span>
  ) : (
    <span className={`spinner spinner-${size}`} aria-hidden="true" />
  );
