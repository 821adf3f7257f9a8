import { useEffect, useRef } from 'react';
import { Spinner } from '../../kit/ui/Spinner';
import { DatesStep } from './steps/DatesStep';
import { PlaceStep } from './steps/PlaceStep';
import { ReviewStep } from './steps/ReviewStep';
import { ServiceStep } from './steps/ServiceStep';
import { VehiclesStep } from './steps/VehiclesStep';
import { WizardActor } from './WizardActor';

/** The current step's form; each step mounts afresh (keyed), and its heading takes focus once the person moves. */
export const WizardSteps = () => {
  const step = WizardActor.useSelector((snapshot) => snapshot.context.step);
  const done = WizardActor.useSelector((snapshot) => snapshot.status === 'done');
  const firstStep = useRef(step);
  const moved = useRef(false);
  useEffect(() => {
    if (step !== firstStep.current) moved.current = true;
  }, [step]);
  const focusHeading = moved.current || step !== firstStep.current;

  if (done) return <Spinner label="Opening what you made…" />;
  switch (step) {
    case 'vehicles':
      return <VehiclesStep key={step} focusHeading={focusHeading} />;
    case 'pickup':
    case 'delivery':
      return <PlaceStep key={step} end={step} focusHeading={focusHeading} />;
    case 'dates':
      return <DatesStep key={step} focusHeading={focusHeading} />;
    case 'service':
      return <ServiceStep key={step} focusHeading={focusHeading} />;
    case 'review':
      return <ReviewStep key={step} focusHeading={focusHeading} />;
  }
};
