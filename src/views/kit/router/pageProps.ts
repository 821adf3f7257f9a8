import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import type { RouteDef } from '../../../routes';

/** What every page view receives from the router. */
export type PageProps = { route: RouteDef; params: Record<string, string> };

export type LayoutProps = { route: RouteDef; children: ReactNode };

/** A lazily loaded page view. */
export type Page = LazyExoticComponent<ComponentType<PageProps>>;
