import { useQuery } from 'urql';
import { graphql } from '@/generated';
import { type PickedOrder, pickedOrderOf } from './OrderPicker';

const LinkedOrderQuery = graphql(`
  query TntOrderById($id: ID!) {
    order(id: $id) {
      id
      ...OrderPicker_order
    }
  }
`);

/** The order a link names (/tag-and-title/create?order=…), loaded once; none while `id` is empty or `pause`. */
export const useLinkedOrder = (id: string, pause: boolean) => {
  const [{ data, fetching, error }] = useQuery({ query: LinkedOrderQuery, variables: { id }, pause: !id || pause });
  const order: PickedOrder | null = data?.order ? pickedOrderOf(data.order) : null;
  return { order, fetching, error };
};
