import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { type WizardEvent, type WizardInput, wizardMachine } from './wizard.machine';
import { toStoredWizard } from './wizardSnapshot';
import { CLIENT, startWizard } from '../../testing/wizardTestKit';
import { WIZARD_STEPS } from './wizardTypes';

const MOVES: WizardEvent[] = [
  { type: 'wizard.next' },
  { type: 'wizard.back' },
  ...WIZARD_STEPS.map((step): WizardEvent => ({ type: 'wizard.goto', step })),
];

/** A complete draft resumed at its first step: every step passes, so only the moves decide where it goes. */
const completeInput = (): WizardInput => {
  const wizard = startWizard();
  wizard.fillTo('review');
  const stored = toStoredWizard(wizard.actor.getSnapshot());
  if (!stored) throw new Error('expected a stored wizard');
  return { kind: 'order', accounts: [CLIENT], restored: { ...stored, step: 'vehicles', visited: [] } };
};

const stepOf = (value: unknown): string => {
  const editing = (value as { editing?: unknown }).editing;
  return typeof editing === 'string' ? editing : Object.keys(editing as object)[0];
};

const pathsFor = (input: WizardInput) =>
  getShortestPaths(wizardMachine, {
    input,
    events: MOVES,
    serializeState: (state) => JSON.stringify([state.value, state.context.visited]),
  });

describe('wizard machine paths', () => {
  it('a complete draft reaches every step, each by as many `next` as steps before it', () => {
    const paths = pathsFor(completeInput());
    for (const step of WIZARD_STEPS) {
      const shortest = paths
        .filter((path) => stepOf(path.state.value) === step)
        .map((path) => path.steps.slice(1).map((s) => s.event.type))
        .sort((a, b) => a.length - b.length)[0];
      expect(shortest, step).toEqual(Array(WIZARD_STEPS.indexOf(step)).fill('wizard.next'));
    }
  });

  it('every path replays on a live actor to the same step', () => {
    const input = completeInput();
    for (const path of pathsFor(input)) {
      const live = createActor(wizardMachine, { input }).start();
      for (const { event } of path.steps.slice(1)) live.send(event);
      expect(stepOf(live.getSnapshot().value)).toBe(stepOf(path.state.value));
      live.stop();
    }
  });

  it('a blank draft goes nowhere: every move from the first step is refused', () => {
    const paths = pathsFor({ kind: 'order', accounts: [CLIENT] });
    expect(new Set(paths.map((path) => stepOf(path.state.value)))).toEqual(new Set(['vehicles']));
  });
});
