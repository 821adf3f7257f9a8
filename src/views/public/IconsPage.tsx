import { ICONS } from '../kit/icons/icons';

/** The design reference: every icon of the app's set, with its name. */
export const IconsPage = () => (
  <ul className="icon-grid">
    {Object.entries(ICONS).map(([name, Icon]) => (
      <li key={name} className="panel icon-tile">
        <Icon width={32} height={32} />
        <span>{name}</span>
      </li>
    ))}
  </ul>
);
