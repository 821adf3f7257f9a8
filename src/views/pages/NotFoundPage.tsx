import { Link } from 'wouter';

export type NotFoundPageProps = {
  /** The guard's text: "Page not found: {path}", or "Page Not Found: {path}" for invalid parameters. */
  message: string;
};

export const NotFoundPage = ({ message }: NotFoundPageProps) => (
  <div className="status-page">
    <p className="status-code">404</p>
    <h1>{message}</h1>
    <p>The address may be mistyped, or the page has moved.</p>
    <Link href="/">Go to the home page</Link>
  </div>
);
