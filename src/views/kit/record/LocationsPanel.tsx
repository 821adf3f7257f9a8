import type { OrderLocationRole } from '@/generated/graphql';
import { EmptyState } from '../ui/EmptyState';
import { Panel } from '../ui/Panel';

export type LocationItem = {
  role: OrderLocationRole;
  location: {
    id: string;
    name: string;
    address1?: string | null;
    address2?: string | null;
    city: string;
    stateProvince: string;
    postalCode?: string | null;
    country?: string | null;
    /** The portal shows who to ask and when the place is open; staff pages leave them out. */
    contactName?: string | null;
    contactPhone?: string | null;
    hours?: string | null;
  };
};

export type LocationsPanelProps = {
  locations: readonly LocationItem[];
  /** The place's part in the order in the reader's words (staff "Origin", the portal "Pickup"). */
  roleLabel: Record<OrderLocationRole, string>;
};

const addressOf = ({ address1, address2, city, stateProvince, postalCode, country }: LocationItem['location']) =>
  [address1, address2, `${city}, ${stateProvince} ${postalCode ?? ''}`.trimEnd(), country].filter(Boolean).join(', ');

/** An order's places, each with its role and address (and contact and hours where the side selects them). */
export const LocationsPanel = ({ locations, roleLabel }: LocationsPanelProps) => (
  <Panel title="Locations">
    {locations.length === 0 ? (
      <EmptyState title="No locations" />
    ) : (
      <ul className="item-list" aria-label="Locations">
        {locations.map(({ role, location }) => {
          const contact = [location.contactName, location.contactPhone].filter(Boolean).join(' · ');
          return (
            <li key={`${role}-${location.id}`} className="item">
              <span className="muted">{roleLabel[role]}</span> <strong>{location.name}</strong>
              <br />
              {addressOf(location)}
              {contact && <span className="cell-sub">Contact: {contact}</span>}
              {location.hours && <span className="cell-sub">Hours: {location.hours}</span>}
            </li>
          );
        })}
      </ul>
    )}
  </Panel>
);
