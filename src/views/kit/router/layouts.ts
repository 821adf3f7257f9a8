import type { ComponentType } from 'react';
import type { Layout } from '../../../routes';
import { AuthLayout } from '../layouts/AuthLayout';
import { DeliverySurveyLayout } from '../layouts/DeliverySurveyLayout';
import { MinimalLayout } from '../layouts/MinimalLayout';
import { lazyView } from './lazyView';
import type { LayoutProps } from './pageProps';

/**
 * The signed-in layouts (top bar, notifications, their GraphQL client, cache and introspection) are chunks of
 * their own; the public ones are tiny and carry no GraphQL.
 */
export const LAYOUTS: Record<Layout, ComponentType<LayoutProps>> = {
  auth: AuthLayout,
  minimal: MinimalLayout,
  'delivery-survey': DeliverySurveyLayout,
  default: lazyView(() => import('../layouts/DefaultLayout').then((m) => m.DefaultLayout)),
  portal: lazyView(() => import('../layouts/PortalLayout').then((m) => m.PortalLayout)),
};
