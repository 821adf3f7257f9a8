import { Link } from 'wouter';
import { useCurrentUser } from '../kit/app/useCurrentUser';
import { takesStorageReports } from '../conditionReports/public';
import { FacilityPicker } from '../kit/pickers/FacilityPicker';

export type StorageFacilityFieldProps = {
  legId: string;
  value: string;
  onChange: (id: string) => void;
  error?: readonly string[];
  /** Leaving the dialog for the condition-reports tab closes it. */
  onLeave: () => void;
};

/**
 * Where leg.toStorage checks the vehicle in, and what the check-in needs: the leg's storage check-in report (the
 * server refuses the move without one, and the dialog shows its reason), the facility's reservation when it takes
 * vehicles by reservation only, and a free space today.
 */
export const StorageFacilityField = ({ legId, value, onChange, error, onLeave }: StorageFacilityFieldProps) => {
  const user = useCurrentUser();
  return (
    <>
      <FacilityPicker label="Storage facility" value={value} onChange={onChange} error={error} />
      <p className="muted">
        The vehicle checks in with this leg’s storage check-in report
        {user && takesStorageReports(user) ? (
          <>
            {': '}
            <Link href={`/order-legs/${legId}/files/condition-reports?capture=CHECK_IN`} onClick={onLeave}>
              take the check-in report
            </Link>{' '}
            first if it is not in yet.
          </>
        ) : (
          ', taken by the storage yard.'
        )}{' '}
        Its reservation at the facility is used; without one, a facility that takes vehicles on demand opens a record for today.
      </p>
    </>
  );
};
