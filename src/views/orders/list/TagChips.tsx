import { useQuery } from 'urql';
import { graphql } from '@/generated';
import { ToggleChips } from '../../kit/ui/ToggleChips';

/** The tenant's live tags, for the filter (asked only once the filters are unfolded). */
export const OrderTagChoicesQuery = graphql(`
  query OrderTagChoices {
    tags {
      id
      name
    }
  }
`);

export type TagChipsProps = { selected: readonly string[]; onChange: (tags: string[]) => void };

/** A chip per tag; any pressed one matches (orders carrying any of them), none pressed matches every order. */
export const TagChips = ({ selected, onChange }: TagChipsProps) => {
  const [{ data }] = useQuery({ query: OrderTagChoicesQuery });
  const tags = data?.tags ?? [];
  if (tags.length === 0) return null;
  const names = new Map(tags.map((tag) => [tag.id, tag.name]));
  return (
    <ToggleChips
      legend="Tags"
      options={tags.map((tag) => tag.id)}
      label={(id) => names.get(id) ?? id}
      selected={selected.filter((id) => names.has(id))}
      onChange={onChange}
      clearLabel="Clear tags"
    />
  );
};
