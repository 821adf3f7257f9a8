import { getFragmentData, graphql } from '@/generated';
import type { AlertPriority } from '@/generated/graphql';
import { type ReactNode, useId } from 'react';
import toast from '../ui/toast';
import { useMutation } from 'urql';
import { graphqlFailure } from '../forms/failure';
import { useForm } from '../forms/useForm';
import { Alert } from '../ui/Alert';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { ErrorState } from '../ui/ErrorState';
import { Panel } from '../ui/Panel';
import { Spinner } from '../ui/Spinner';
import { LimitedTextField } from '../ui/LimitedTextField';
import { limitNote } from '../ui/textLimit';
import type { EntityRef } from './entity';
import { useCanEdit } from '../app/useCanEdit';
import { useEntityQuery } from './useEntityQuery';
import { useDateTimeFormat } from '../app/useDateTimeFormat';
import { FormButtons } from '../ui/FormButtons';

export const AlertItemFragment = graphql(`
  fragment AlertItem on Alert {
    id
    priority
    message
    acknowledgedAt
    acknowledgedByName
    createdAt
  }
`);

export const OrderAlertsQuery = graphql(`
  query OrderAlerts($id: ID!) {
    order(id: $id) {
      id
      alerts {
        id
        ...AlertItem
      }
    }
  }
`);

export const OrderLegAlertsQuery = graphql(`
  query OrderLegAlerts($id: ID!) {
    orderLeg(id: $id) {
      id
      alerts {
        id
        ...AlertItem
      }
    }
  }
`);

export const CreateAlertMutation = graphql(`
  mutation CreateAlert($input: AlertInput!) {
    createAlert(input: $input) {
      id
      ...AlertItem
      order {
        id
      }
      orderLeg {
        id
      }
    }
  }
`);

export const AcknowledgeAlertMutation = graphql(`
  mutation AcknowledgeAlert($id: ID!) {
    acknowledgeAlert(id: $id) {
      id
      acknowledgedAt
      acknowledgedByName
    }
  }
`);

export const PRIORITY_LABEL: Record<AlertPriority, string> = {
  CALL_URGENT: 'Call — urgent',
  CALL: 'Call',
  CHECK: 'Check',
  NEW: 'New',
};

const PRIORITY_TONE: Record<AlertPriority, 'danger' | 'warning' | 'info' | 'neutral'> = {
  CALL_URGENT: 'danger',
  CALL: 'warning',
  CHECK: 'info',
  NEW: 'neutral',
};

/** activity/alerts of an order or a leg: open alerts first, acknowledge, and raise a new one. */
export const AlertsTab = ({ entity }: { entity: EntityRef }) => {
  const dateTime = useDateTimeFormat();
  const canEdit = useCanEdit();
  const { value, error, refetch } = useEntityQuery(entity, {
    order: OrderAlertsQuery,
    leg: OrderLegAlertsQuery,
    legVariables: { id: entity.id },
    pick: (order, leg) => order?.order?.alerts ?? leg?.orderLeg?.alerts,
  });
  const [ack, acknowledge] = useMutation(AcknowledgeAlertMutation);
  const alerts = getFragmentData(AlertItemFragment, value);

  const onAcknowledge = async (id: string) => {
    const done = await acknowledge({ id });
    if (done.error) toast.error(graphqlFailure(done.error).message);
    else toast.success('Alert acknowledged.');
  };

  let body: ReactNode;
  if (!alerts) {
    body = error ? <ErrorState message={graphqlFailure(error).message} onRetry={refetch} /> : <Spinner label="Loading alerts…" />;
  } else if (alerts.length === 0) {
    body = <EmptyState title="No alerts">Nothing needs attention on this record.</EmptyState>;
  } else {
    const sorted = [...alerts].sort(
      (a, b) => Number(a.acknowledgedAt !== null) - Number(b.acknowledgedAt !== null) || b.createdAt.localeCompare(a.createdAt),
    );
    body = (
      <ul className="item-list">
        {sorted.map((alert) => (
          <li key={alert.id} className="item">
            <p className="item-head">
              <Badge tone={PRIORITY_TONE[alert.priority]}>{PRIORITY_LABEL[alert.priority]}</Badge>{' '}
              <span className="muted">{dateTime(alert.createdAt)}</span>
            </p>
            <p className="item-body">{alert.message}</p>
            {alert.acknowledgedAt ? (
              <p className="muted">
                Acknowledged by {alert.acknowledgedByName ?? 'someone'} · {dateTime(alert.acknowledgedAt)}
              </p>
            ) : (
              canEdit && (
                <Button
                  className="btn-small"
                  busy={ack.fetching && ack.operation?.variables.id === alert.id}
                  onClick={() => onAcknowledge(alert.id)}
                  aria-label={`Acknowledge alert: ${alert.message}`}
                >
                  Acknowledge
                </Button>
              )
            )}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="page-grid">
      <Panel title="Alerts">{body}</Panel>
      {canEdit && <NewAlertForm entity={entity} />}
    </div>
  );
};

/** The longest alert message the server takes (server/orders/orders.alerts.ts). */
const ALERT_MESSAGE_LIMIT = 2000;

const NewAlertForm = ({ entity }: { entity: EntityRef }) => {
  const [created, createAlert] = useMutation(CreateAlertMutation);
  const form = useForm({ priority: 'CHECK' as AlertPriority, message: '' });
  const { priority, message } = form.values;
  const priorityId = useId();

  const submit = form.submit(async () => {
    if (message.trim() === '') return form.invalid({ message: ['Write what needs attention.'] });
    const over = limitNote(message.trim().length, ALERT_MESSAGE_LIMIT);
    if (over?.over) return form.invalid({ message: [over.text] });
    const target = entity.kind === 'order' ? { orderId: entity.id } : { orderId: entity.orderId, orderLegId: entity.id };
    const result = await createAlert({ input: { ...target, priority, message: message.trim() } });
    if (result.error) return form.fail(graphqlFailure(result.error), { withMessage: true });
    form.reset({ message: '' });
    toast.success('Alert raised.');
  });

  return (
    <Panel title="Raise an alert">
      <form ref={form.formRef} className="form" onSubmit={submit} noValidate>
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        <div className="field">
          <label className="field-label" htmlFor={priorityId}>
            Priority
          </label>
          <select
            id={priorityId}
            className="field-input"
            value={priority}
            onChange={(e) => form.set('priority', e.target.value as AlertPriority)}
          >
            {(Object.keys(PRIORITY_LABEL) as AlertPriority[]).map((value) => (
              <option key={value} value={value}>
                {PRIORITY_LABEL[value]}
              </option>
            ))}
          </select>
        </div>
        <LimitedTextField label="Message" rows={3} limit={ALERT_MESSAGE_LIMIT} {...form.text('message')} />
        <FormButtons submit="Raise alert" busy={created.fetching} />
      </form>
    </Panel>
  );
};
