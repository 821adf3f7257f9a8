import type { AccountManagerScope } from '@/generated/enums/AccountManagerScope';
import { SCOPE_LABEL } from '../../domain/clientRelations/scopes';

export type ScopeSwitchProps = {
  scope: AccountManagerScope;
  scopes: readonly AccountManagerScope[];
  onChange: (scope: AccountManagerScope) => void;
};

/** Whose accounts the desk's page shows: the user's, the team's (a lead's) or everyone's. */
export const ScopeSwitch = ({ scope, scopes, onChange }: ScopeSwitchProps) => (
  <fieldset className="filter-row client-relations-scope">
    <legend>Accounts</legend>
    {scopes.map((option) => (
      <label key={option}>
        <input type="radio" name="account-scope" value={option} checked={option === scope} onChange={() => onChange(option)} />{' '}
        {SCOPE_LABEL[option]}
      </label>
    ))}
  </fieldset>
);
