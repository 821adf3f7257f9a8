import { EmptyState } from '../kit/ui/EmptyState';
import { Panel } from '../kit/ui/Panel';

type Party = {
  id: string;
  name: string;
  licenceNumber?: string | null;
  licenceState?: string | null;
  plate?: string | null;
  plateState?: string | null;
  insurer?: string | null;
  policyNumber?: string | null;
  phone?: string | null;
};
type Witness = { id: string; name: string; phone?: string | null; statement?: string | null };

export type ReportPeopleProps = { parties: readonly Party[]; witnesses: readonly Witness[] };

/** The other parties (licence, plate, insurer) and the witnesses (with what they said) of a report. */
export const ReportPeople = ({ parties, witnesses }: ReportPeopleProps) => (
  <>
    <Panel title="Other parties">
      {parties.length === 0 ? (
        <EmptyState title="No other parties" />
      ) : (
        <ul className="plain-list">
          {parties.map((party) => (
            <li key={party.id}>
              <strong>{party.name}</strong>
              {[
                party.phone,
                party.licenceNumber && `licence ${party.licenceNumber}${party.licenceState ? ` (${party.licenceState})` : ''}`,
                party.plate && `plate ${party.plate}${party.plateState ? ` (${party.plateState})` : ''}`,
                party.insurer && `insured by ${party.insurer}${party.policyNumber ? `, policy ${party.policyNumber}` : ''}`,
              ]
                .filter(Boolean)
                .map((text) => `, ${text}`)
                .join('')}
            </li>
          ))}
        </ul>
      )}
    </Panel>
    <Panel title="Witnesses">
      {witnesses.length === 0 ? (
        <EmptyState title="No witnesses" />
      ) : (
        <ul className="plain-list">
          {witnesses.map((witness) => (
            <li key={witness.id}>
              <strong>{witness.name}</strong>
              {witness.phone ? `, ${witness.phone}` : ''}
              {witness.statement && <div>{`“${witness.statement}”`}</div>}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  </>
);
