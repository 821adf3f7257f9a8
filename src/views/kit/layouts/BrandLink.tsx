import { Link } from 'wouter';

export type BrandLinkProps = { href?: string };

export const BrandLink = ({ href = '/' }: BrandLinkProps) => (
  // The name is hidden on a narrow phone (app.css); the link keeps it as its accessible name.
  <Link href={href} className="brand" aria-label="Legwork">
    <svg className="brand-mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" />
      <path d="M9 8v16h14" />
    </svg>
    <span className="brand-name">Legwork</span>
  </Link>
);
