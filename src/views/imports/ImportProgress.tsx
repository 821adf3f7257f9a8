import { progressPercent, type ProgressFigures } from './progressFigures';

export type ImportProgressProps = { job: ProgressFigures };

/** The running step's bar: rows checked, or rows imported, of the file's rows. */
export const ImportProgress = ({ job }: ImportProgressProps) => {
  const percent = progressPercent(job);
  const name = job.status === 'IMPORTING' ? 'Importing orders' : 'Checking rows';
  const text = `${job.processedRows.toLocaleString()} of ${job.totalRows.toLocaleString()} rows (${percent}%)`;
  return (
    <div className="form">
      {/* The role on a wrapper, so aria-valuenow is an attribute tests and assistive tech read alike; the bar is drawn. */}
      <div role="progressbar" aria-label={name} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={text}>
        <progress className="import-progress" aria-hidden="true" max={100} value={percent} />
      </div>
      <p aria-live="polite">
        {name}: {text}
      </p>
    </div>
  );
};
