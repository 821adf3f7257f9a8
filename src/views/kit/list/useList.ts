import type { AnyVariables, RequestPolicy } from 'urql';
import type { Noun } from './countText';
import type { ListSource } from './listSource';
import type { ListUrl } from './listUrl';
import { useListQuery } from './useListQuery';
import { useListUrl } from './useListUrl';

export type UseListOptions<View> = {
  noun: Noun;
  /** The view's search field, for the page's search box. */
  search?: keyof View & string;
  /** Another path than the list URL's (one view on two routes). */
  path?: string;
  perPage?: number;
  requestPolicy?: RequestPolicy;
};

/**
 * A list page's state in one call: its URL view and the ways to change it (useListUrl), this page of its rows for that
 * view (useListQuery), and `page`, what ListPage takes of both (`<ListPage {...page} title="Drivers" …>`).
 */
export const useList = <View extends { page: number }, Data, Vars extends AnyVariables, Row>(
  url: ListUrl<View>,
  source: ListSource<Data, Vars, View, Row>,
  { noun, search, path, perPage, requestPolicy }: UseListOptions<View>,
) => {
  const state = useListUrl(url, { search, path });
  const list = useListQuery(source, state.view, { page: state.view.page, perPage, requestPolicy });
  return { ...state, list, page: { list, url: state, noun } };
};
