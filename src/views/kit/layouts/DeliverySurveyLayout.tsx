import type { LayoutProps } from '../router/pageProps';
import { BrandLink } from './BrandLink';
import { SkipLink } from './SkipLink';

/** The delivery survey a customer opens from an email: no app navigation at all. */
export const DeliverySurveyLayout = ({ route, children }: LayoutProps) => (
  <div className="minimal-shell survey-shell">
    <SkipLink />
    <header className="minimal-header">
      <BrandLink />
      <p className="survey-tagline">Delivery survey</p>
    </header>
    <main id="main" tabIndex={-1} className="minimal-main">
      <h1>{route.page}</h1>
      {children}
    </main>
  </div>
);
