import { useEffect, useState } from 'react';
import { normalizeVin } from '../../../domain/vin';
import type { ConditionReportDirection } from '@/generated/enums/ConditionReportDirection';
import { Alert } from '../../kit/ui/Alert';
import { Button } from '../../kit/ui/Button';
import { Spinner } from '../../kit/ui/Spinner';
import { signersOf } from '../../kit/record/conditionReportLabels';
import { type DraftKey, draftIdOf } from './captureDraft';
import { CAPTURE_STEPS, isVinMismatch, stepBlocker } from './captureSteps';
import { type OutboxView, useOutbox } from './outbox';
import { missingAnswers } from './reportInput';
import { ConditionStep } from './steps/ConditionStep';
import { DamagesStep } from './steps/DamagesStep';
import { InspectionStep } from './steps/InspectionStep';
import { SendStep } from './steps/SendStep';
import { SignaturesStep } from './steps/SignaturesStep';
import type { CaptureVehicle } from './steps/types';
import { VehicleStep } from './steps/VehicleStep';
import { useCaptureDraft } from './useCaptureDraft';

export type CaptureFlowProps = {
  userId: string;
  driverName: string;
  legId: string;
  direction: ConditionReportDirection;
  vehicle: CaptureVehicle;
  /** Called once the server has the report (the page then offers the leg's move). */
  onSent: (report: NonNullable<OutboxView['report']>) => void;
};

const Steps = ({
  draftKey,
  driverName,
  vehicle,
  onSent,
}: { draftKey: DraftKey } & Omit<CaptureFlowProps, 'userId' | 'legId' | 'direction'>) => {
  const signers = signersOf(draftKey.direction);
  const view = useCaptureDraft(draftKey);
  const outbox = useOutbox(draftKey);
  const [step, setStep] = useState(0);
  // Whether Next was refused on this step: what still stops it is said beside the buttons until it is put right.
  const [refused, setRefused] = useState(false);
  const goTo = (next: number) => {
    setRefused(false);
    setStep(next);
  };
  const { report, state } = outbox;
  useEffect(() => {
    if (state === 'sent' && report) onSent(report);
  }, [state, report, onSent]);
  // The outbox writes each photo's server id as it lands: read them back so the thumbnails say "Sent".
  const reload = view.status === 'ready' ? view.reload : null;
  const uploaded = outbox.progress.uploaded;
  useEffect(() => {
    if (reload && uploaded > 0) void reload();
  }, [reload, uploaded]);

  if (view.status === 'loading') return <Spinner label="Opening the report on this phone…" />;
  if (view.status === 'error') return <Alert tone="danger">This phone cannot keep the report: {view.message}</Alert>;
  if (state === 'sent') return <Alert tone="success">Report {report?.number} is sent.</Alert>;
  const errors = outbox.failure?.fieldErrors ?? {};
  const name = CAPTURE_STEPS[step];
  const { draft } = view;
  const blocker = stepBlocker(name, {
    vinMismatch: isVinMismatch(normalizeVin(draft.vinScanned), vehicle?.vin ?? null),
    acceptVinMismatch: draft.acceptVinMismatch,
    missing: missingAnswers(draft),
  });
  const next = () => (blocker ? setRefused(true) : goTo(step + 1));
  return (
    <section className="capture" aria-labelledby="capture-step-title">
      <p className="capture-progress">
        Step {step + 1} of {CAPTURE_STEPS.length}
      </p>
      <h2 id="capture-step-title">{name}</h2>
      {name === 'Vehicle' && <VehicleStep view={view} vehicle={vehicle} />}
      {name === 'Damage' && <DamagesStep view={view} />}
      {name === 'Inspection' && <InspectionStep view={view} />}
      {name === 'Condition' && <ConditionStep view={view} errors={errors} />}
      {name === 'Signatures' && <SignaturesStep view={view} driverName={driverName} signers={signers} errors={errors} />}
      {name === 'Send' && <SendStep view={view} outbox={outbox} />}
      {refused && blocker && <Alert tone="danger">{blocker}</Alert>}
      <nav className="capture-nav" aria-label="Report steps">
        <Button className="capture-target" disabled={step === 0} onClick={() => goTo(step - 1)}>
          Back
        </Button>
        {step < CAPTURE_STEPS.length - 1 && (
          <Button variant="primary" className="capture-target" onClick={next}>
            Next: {CAPTURE_STEPS[step + 1]}
          </Button>
        )}
      </nav>
    </section>
  );
};

/**
 * The condition report, step by step, kept on the phone as it is taken (IndexedDB: the form and its photos survive a
 * reload, a dead battery or a dropped network) and sent by the outbox with the device's ids, so a retry never makes a
 * second report or photo. One draft per user, leg and direction.
 */
export const CaptureFlow = ({ userId, legId, direction, ...rest }: CaptureFlowProps) => {
  const key: DraftKey = { userId, orderLegId: legId, direction };
  return <Steps key={draftIdOf(key)} draftKey={key} {...rest} />;
};
