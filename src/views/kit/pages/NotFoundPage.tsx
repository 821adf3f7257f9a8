import { Link } from 'wouter';

export type NotFoundPageProps = {
  /**
   * What was not found: the guard's "Page not found: {path}" (unknown path) or "Page Not Found: {path}" (a
   * malformed parameter), or the record page's "No order with this id in Legwork East.".
   */
  message: string;
  /** The way back: the section's list inside a signed-in layout, the home page outside. */
  back: { href: string; label: string };
};

/**
 * The one not-found view. Its heading ("Page Not Found") is the layout's page heading; a signed-in user
 * sees it inside their own layout, with the navigation, for unknown paths, malformed ids and unknown records alike.
 */
export const NotFoundPage = ({ message, back }: NotFoundPageProps) => (
  <div className="status-page">
    <p className="status-code">404</p>
    <p>{message}</p>
    <p>Check the address or the number: it may be mistyped, or the record may no longer be available to you.</p>
    <Link href={back.href}>{back.label}</Link>
  </div>
);
