import { useState } from 'react';
import { useMutation } from 'urql';
import { DISQUALIFY_REASON_MAX, disqualifyInputSchema } from '../../domain/schemas/carriers';
import { useForm } from '../kit/forms/useForm';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { Panel } from '../kit/ui/Panel';
import { LimitedTextField } from '../kit/ui/LimitedTextField';
import { DriverAccidentsPanel } from './DriverAccidentsPanel';
import type { DriverTabProps } from './driverTabs';
import { DisqualifyDriverMutation, ReinstateDriverMutation } from './drivers.graphql';
import { QualificationFile } from './QualificationFile';
import { useCanEditCarriers } from './useCanEditCarriers';
import { useCarrierSave } from './useCarrierSave';
import { useDateTimeFormat } from '../kit/app/useDateTimeFormat';
import { FormButtons } from '../kit/ui/FormButtons';

/** Disqualify with a reason (kept with who and when), or reinstate a disqualified driver. */
const StatusActions = ({ driver, refetch }: DriverTabProps) => {
  const form = useForm({ reason: '' });
  const [asking, setAsking] = useState(false);
  const [, disqualify] = useMutation(DisqualifyDriverMutation);
  const [, reinstate] = useMutation(ReinstateDriverMutation);
  const { save, saving } = useCarrierSave(refetch);
  const [error, setError] = useState<string | null>(null);
  if (driver.disqualifiedAt)
    return (
      <div className="button-row">
        {error && <Alert tone="danger">{error}</Alert>}
        <Button
          variant="primary"
          busy={saving}
          onClick={async () =>
            setError((await save(() => reinstate({ id: driver.id, version: driver.version }), 'Driver reinstated.'))?.message ?? null)
          }
        >
          Reinstate driver
        </Button>
      </div>
    );
  if (!asking)
    return (
      <div className="button-row">
        <Button variant="danger" onClick={() => setAsking(true)}>
          Disqualify driver
        </Button>
      </div>
    );
  const onSubmit = form.submit(async () => {
    const input = form.check(disqualifyInputSchema);
    if (!input) return;
    const failure = await save(() => disqualify({ id: driver.id, version: driver.version, reason: input.reason }), 'Driver disqualified.');
    if (failure) return form.fail(failure);
    setAsking(false);
  });
  return (
    <form ref={form.formRef} className="form" noValidate onSubmit={onSubmit}>
      {form.formError && <Alert tone="danger">{form.formError}</Alert>}
      <LimitedTextField
        label="Reason for disqualification"
        rows={3}
        required
        limit={DISQUALIFY_REASON_MAX}
        {...form.text('reason')}
        hint="Kept on the driver's file with your name and the time."
      />
      <FormButtons submit="Disqualify" busy={form.submitting} variant="danger" onCancel={() => setAsking(false)} />
    </form>
  );
};

/** /admin/drivers/:id/safety: the qualification file, the driver's standing (disqualified by whom and why), their accidents and incidents. */
export const DriverSafetyTab = ({ driver, refetch }: DriverTabProps) => {
  const dateTime = useDateTimeFormat();
  const canEdit = useCanEditCarriers();
  return (
    <div className="page-grid">
      <Panel title="Qualification file">
        <QualificationFile driver={driver} />
      </Panel>
      <Panel title="Standing">
        {driver.disqualifiedAt ? (
          <Alert tone="danger">
            Disqualified {dateTime(driver.disqualifiedAt)} by {driver.disqualifiedByName ?? 'someone no longer on file'}:{' '}
            {driver.disqualifiedReason}. A disqualified driver cannot be assigned a leg.
          </Alert>
        ) : (
          <p>Not disqualified. Whether the driver may take a particular leg is checked when they are assigned.</p>
        )}
        {canEdit && <StatusActions key={driver.version} driver={driver} refetch={refetch} />}
      </Panel>
      <DriverAccidentsPanel driverId={driver.id} />
    </div>
  );
};
