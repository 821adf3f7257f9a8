import type { PageProps } from '../../kit/router/pageProps';
import { PortalWizard } from './PortalWizard';

/** /portal/quotes/create: the same steps, ending with an instant price saved as a PENDING quote. */
export const PortalQuoteWizardPage = (_props: PageProps) => <PortalWizard kind="quote" />;
