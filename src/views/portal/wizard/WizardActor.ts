import { createActorContext } from '@xstate/react';
import { wizardMachine } from '../../../machines/wizards/wizard.machine';

/** The page's one wizard actor: the page creates it (with the network actors and the restored draft), steps read slices. */
export const WizardActor = createActorContext(wizardMachine);

export const useWizardSend = () => WizardActor.useActorRef().send;
