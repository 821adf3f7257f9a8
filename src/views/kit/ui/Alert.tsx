import type { ReactNode } from 'react';

export type AlertProps = {
  tone?: 'info' | 'success' | 'warning' | 'danger';
  children: ReactNode;
};

/** A message about the whole form or page; errors are announced at once, others politely. */
export const Alert = ({ tone = 'info', children }: AlertProps) => (
  <div className={`alert alert-${tone}`} role={tone === 'danger' ? 'alert' : 'status'}>
    {children}
  </div>
);

/** Messages listed in one alert (a price's warnings); nothing when there are none. */
export const AlertList = ({ tone, messages }: { tone: AlertProps['tone']; messages: readonly string[] | null | undefined }) =>
  messages && messages.length > 0 ? (
    <Alert tone={tone}>
      <ul className="plain-list">
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </Alert>
  ) : null;
