import { type ReactNode, useId } from 'react';

export type PanelProps = {
  title?: string;
  /** Buttons or links shown beside the title. */
  actions?: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
};

/** A titled region: a section labelled by its heading, so screen readers can jump between panels. */
export const Panel = ({ title, actions, description, children, className }: PanelProps) => {
  const headingId = useId();
  return (
    <section className={['panel', className].filter(Boolean).join(' ')} aria-labelledby={title ? headingId : undefined}>
      {(title || actions) && (
        <header className="panel-header">
          {title && (
            <h2 className="panel-title" id={headingId}>
              {title}
            </h2>
          )}
          {actions && <div className="panel-actions">{actions}</div>}
        </header>
      )}
      {description && <div className="panel-description">{description}</div>}
      {children}
    </section>
  );
};
