import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { Badge } from '../kit/ui/Badge';
import { ReportPhoto } from './ReportPhoto';

export const ReportDamageFragment = graphql(`
  fragment ReportDamages_damage on VehicleDamage {
    id
    code
    description
    preExisting
    newSinceLastCustody
    note
    photos {
      id
      url
      thumbnailUrl
      capturedAt
    }
  }
`);

export type ReportDamagesProps = {
  damages: readonly FragmentType<typeof ReportDamageFragment>[];
  /** Marks the damages new since the last custody (a delivery's column beside its pickup). */
  highlightNew?: boolean;
  /** Said when the report names no damage. */
  empty?: string;
};

/** A report's damages in AIAG words with their code, whether they are new since the last custody or pre-existing, and photos. */
export const ReportDamages = ({ damages: sources, highlightNew = true, empty = 'No damage recorded.' }: ReportDamagesProps) => {
  const damages = sources.map((source) => getFragmentData(ReportDamageFragment, source));
  if (damages.length === 0) return <p className="muted">{empty}</p>;
  return (
    <ol className="cr-damages">
      {damages.map((damage, index) => {
        const isNew = highlightNew && damage.newSinceLastCustody;
        return (
          <li key={damage.id} className={isNew ? 'boxed cr-damage-new' : 'boxed'}>
            <p className="cr-damage-title">
              <strong>{`${index + 1}. ${damage.description}`}</strong> <span className="mono muted">{damage.code}</span>{' '}
              {isNew && <Badge tone="danger">New since last custody</Badge>} {damage.preExisting && <Badge>Pre-existing</Badge>}
            </p>
            {damage.note && <p>{damage.note}</p>}
            {damage.photos.length > 0 && (
              <div className="cr-photos">
                {damage.photos.map((photo, photoIndex) => (
                  <ReportPhoto key={photo.id} photo={photo} alt={`Damage ${index + 1}, photo ${photoIndex + 1}: ${damage.description}`} />
                ))}
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
};
