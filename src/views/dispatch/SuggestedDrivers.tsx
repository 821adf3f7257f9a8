import type { DispatchLegPanelQuery as PanelResult } from '@/generated/graphql';
import { Badge } from '../kit/ui/Badge';
import { Button } from '../kit/ui/Button';
import { DRIVER_START_LABEL, milesLabel } from './labels';

type Suggestions = PanelResult['driverSuggestions'];

export type SuggestedDriversProps = {
  suggestions: Suggestions;
  /** Whether the leg takes a driver now (its machine offers ASSIGN). */
  canAssign: boolean;
  /** The driver being assigned, while the request runs. */
  assigning: string | null;
  onAssign: (driverId: string) => void;
  locale?: string;
};

/** The leg's drivers ranked by the server (deadhead, priority, load), each with why; the blocked ones folded below. */
export const SuggestedDrivers = ({ suggestions, canAssign, assigning, onAssign, locale }: SuggestedDriversProps) => (
  <section className="dispatch-suggestions" aria-labelledby="dispatch-suggestions-title">
    <h3 id="dispatch-suggestions-title">Suggested drivers</h3>
    <p className="muted">{`${suggestions.considered.toLocaleString(locale)} drivers weighed.`}</p>
    {suggestions.candidates.length === 0 ? (
      <p>No qualified driver for this leg.</p>
    ) : (
      <ol className="dispatch-candidates">
        {suggestions.candidates.map((candidate) => (
          <li key={candidate.driver.id} className="boxed">
            <div className="dispatch-candidate-head">
              <strong>{candidate.driver.fullName}</strong>
              <span className="muted">
                {milesLabel(candidate.deadheadMiles, locale)} deadhead · {DRIVER_START_LABEL[candidate.from]}
              </span>
              {canAssign && (
                <Button
                  variant="primary"
                  busy={assigning === candidate.driver.id}
                  disabled={assigning !== null}
                  onClick={() => onAssign(candidate.driver.id)}
                  aria-label={`Assign ${candidate.driver.fullName}`}
                >
                  Assign
                </Button>
              )}
            </div>
            <ul className="plain-list dispatch-reasons">
              {candidate.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
            {candidate.warnings.length > 0 && (
              <ul className="plain-list dispatch-warnings">
                {candidate.warnings.map((warning) => (
                  <li key={warning}>
                    <Badge tone="warning">Warning</Badge> {warning}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    )}
    {suggestions.blocked.length > 0 && (
      <details className="dispatch-blocked">
        <summary>{`${suggestions.blocked.length} blocked ${suggestions.blocked.length === 1 ? 'driver' : 'drivers'}`}</summary>
        <ul className="plain-list">
          {suggestions.blocked.map((blocked) => (
            <li key={blocked.driver.id}>
              <strong>{blocked.driver.fullName}</strong>: {blocked.reasons.join(' ')}
            </li>
          ))}
        </ul>
      </details>
    )}
  </section>
);
