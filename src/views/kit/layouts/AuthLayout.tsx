import { Link } from 'wouter';
import type { LayoutProps } from '../router/pageProps';
import { BrandLink } from './BrandLink';
import { SkipLink } from './SkipLink';

/** Sign-in and account pages: one centred card. */
export const AuthLayout = ({ route, children }: LayoutProps) => (
  <div className="auth-shell">
    <SkipLink />
    <header className="auth-header">
      <BrandLink />
    </header>
    <main id="main" tabIndex={-1} className="panel auth-card">
      <h1>{route.page}</h1>
      {children}
    </main>
    <footer className="auth-footer">
      <nav aria-label="Help">
        <Link href="/contact">Contact us</Link>
      </nav>
    </footer>
  </div>
);
