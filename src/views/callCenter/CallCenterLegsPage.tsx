import { Link, useLocation, useSearch } from 'wouter';
import { Panel } from '../kit/ui/Panel';
import { CallbacksTable } from './CallbacksTable';
import { CallsTodayTable } from './CallsTodayTable';
import { QUEUE_KEYS } from './queueKeys';
import { QUEUE_LABEL, QUEUE_VIEWS, queueHref, queueUrl } from './queueUrl';
import { QueueTable } from './QueueTable';

const KEY_NAME: Record<string, string> = { ArrowDown: '↓', ArrowUp: '↑' };

/** The keys, on the page (queueKeys.ts): the agent learns them where they are used. */
const KeyHelp = () => (
  <details className="call-center-keys">
    <summary>Keyboard</summary>
    <dl>
      {QUEUE_KEYS.map((entry) => (
        <div key={entry.command}>
          <dt>
            {entry.keys.map((key) => (
              <kbd key={key}>{KEY_NAME[key] ?? key}</kbd>
            ))}
          </dt>
          <dd>{entry.does}</dd>
        </div>
      ))}
    </dl>
  </details>
);

/**
 * /call-center/order-legs: the legs waiting for a call (UNACKNOWLEDGED, PENDING_CONFIRMATION), oldest promise first,
 * or one of its narrower queues, the aborted legs to reschedule, the callbacks due, or the calls one person logged
 * today; all of it in the URL.
 */
export const CallCenterLegsPage = () => {
  const view = queueUrl.read(useSearch());
  const [, navigate] = useLocation();
  const shown = view.queue || 'CALLS';
  const onPage = (page: number) => navigate(queueUrl.href({ ...view, page }));
  return (
    <Panel
      title={
        view.person
          ? 'Calls logged today'
          : view.day
            ? `${QUEUE_LABEL[shown]} (${view.day === 'TODAY' ? 'today' : 'tomorrow'})`
            : QUEUE_LABEL[shown]
      }
      className="panel-wide"
      actions={<KeyHelp />}
    >
      <nav aria-label="Queues">
        <ul className="call-center-queues">
          {QUEUE_VIEWS.map((queue) => (
            <li key={queue}>
              <Link
                href={queueHref({ queue: queue === 'CALLS' ? '' : queue })}
                aria-current={queue === shown && !view.day && !view.person ? 'page' : undefined}
              >
                {QUEUE_LABEL[queue]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {view.person ? (
        <CallsTodayTable userId={view.person} page={view.page} onPage={onPage} />
      ) : shown === 'CALLBACKS' ? (
        <CallbacksTable page={view.page} onPage={onPage} />
      ) : (
        <QueueTable queue={shown} day={view.day || null} page={view.page} onPage={onPage} />
      )}
    </Panel>
  );
};
