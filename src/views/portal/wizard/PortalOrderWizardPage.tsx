import type { PageProps } from '../../kit/router/pageProps';
import { PortalWizard } from './PortalWizard';

/** /portal/orders/create: the guided order (vehicles, places, dates, service, review with the live price). */
export const PortalOrderWizardPage = (_props: PageProps) => <PortalWizard kind="order" />;
