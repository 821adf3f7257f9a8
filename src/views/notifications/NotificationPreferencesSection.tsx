import { useEffect, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { graphql } from '@/generated';
import type { NotificationType } from '@/generated/enums/NotificationType';
import { graphqlFailure } from '../kit/forms/failure';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { ErrorState } from '../kit/ui/ErrorState';
import { Panel } from '../kit/ui/Panel';
import { SelectField } from '../kit/ui/SelectField';
import { Spinner } from '../kit/ui/Spinner';
import toast from '../kit/ui/toast';
import { NOTIFICATION_TYPE_LABEL } from './labels';

export const NotificationSettingsQuery = graphql(`
  query NotificationSettings { notificationSettings { preferences { type inApp email digest } digestHour timeZone } }
`);

const UpdateNotificationSettingsMutation = graphql(`
  mutation UpdateNotificationSettings($input: NotificationSettingsInput!) {
    updateNotificationSettings(input: $input) { preferences { type inApp email digest } digestHour timeZone }
  }
`);

type Channel = 'inApp' | 'email' | 'digest';
type Preference = { type: NotificationType; inApp: boolean; email: boolean; digest: boolean };
const CHANNELS: readonly { key: Channel; label: string }[] = [
  { key: 'inApp', label: 'In the app' },
  { key: 'email', label: 'E-mail' },
  { key: 'digest', label: 'Daily digest' },
];
const HOURS = Array.from({ length: 24 }, (_, hour) => ({ value: String(hour), label: `${String(hour).padStart(2, '0')}:00` }));

/** /account: how the user hears of each type (in the app, by e-mail, in the daily digest) and the digest's hour. */
export const NotificationPreferencesSection = () => {
  const [result, refetch] = useQuery({ query: NotificationSettingsQuery });
  const [saving, save] = useMutation(UpdateNotificationSettingsMutation);
  const settings = result.data?.notificationSettings;
  const [rows, setRows] = useState<Preference[]>([]);
  const [hour, setHour] = useState('7');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!settings) return;
    setRows(settings.preferences.map((p) => ({ ...p })));
    setHour(String(settings.digestHour));
  }, [settings]);

  if (result.error && !settings)
    return <ErrorState message={graphqlFailure(result.error).message} onRetry={() => refetch({ requestPolicy: 'network-only' })} />;
  if (!settings) return <Spinner label="Loading your notification settings…" />;

  const toggle = (type: NotificationType, channel: Channel) =>
    setRows((current) => current.map((row) => (row.type === type ? { ...row, [channel]: !row[channel] } : row)));
  const onSave = async () => {
    setError(null);
    const answer = await save({ input: { preferences: rows, digestHour: Number(hour) } });
    if (answer.error) setError(graphqlFailure(answer.error).message);
    else toast.success('Notification settings saved.');
  };

  return (
    <Panel
      title="Notifications"
      description={`What you hear about, and how. The digest comes once a day at your hour (${settings.timeZone}).`}
    >
      {error && <Alert tone="danger">{error}</Alert>}
      <table className="table notification-preferences">
        <caption className="visually-hidden">Notification channels by type</caption>
        <thead>
          <tr>
            <th scope="col">Type</th>
            {CHANNELS.map((channel) => (
              <th key={channel.key} scope="col">
                {channel.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.type}>
              <th scope="row">{NOTIFICATION_TYPE_LABEL[row.type]}</th>
              {CHANNELS.map((channel) => (
                <td key={channel.key}>
                  <input
                    type="checkbox"
                    aria-label={`${NOTIFICATION_TYPE_LABEL[row.type]}: ${channel.label}`}
                    checked={row[channel.key]}
                    onChange={() => toggle(row.type, channel.key)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <SelectField label="Digest hour" choices={HOURS} value={hour} onChange={([value]) => setHour(value ?? '7')} />
      <Button variant="primary" busy={saving.fetching} onClick={onSave}>
        Save notification settings
      </Button>
    </Panel>
  );
};
