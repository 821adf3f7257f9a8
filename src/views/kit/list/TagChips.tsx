import { useQuery } from 'urql';
import { graphql } from '@/generated';
import { ToggleChips } from '../ui/ToggleChips';

/** The tenant's live tags, for a list's tag filter (asked only once the filter is shown). */
export const TagFilterChoicesQuery = graphql(`
  query TagFilterChoices {
    tags {
      id
      name
    }
  }
`);

export type TagChipsProps = { selected: readonly string[]; onChange: (tags: string[]) => void };

/**
 * A list's tag filter (the orders', the clients'): a chip per tag; any pressed one matches (records carrying any of
 * them), none pressed matches every record. A tenant without tags gets no filter.
 */
export const TagChips = ({ selected, onChange }: TagChipsProps) => {
  const [{ data }] = useQuery({ query: TagFilterChoicesQuery });
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
