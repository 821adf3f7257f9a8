/** A tag as the lists and pages show it: its name, its colour (one of the fixed palette's names) as the chip's border. */
export type TagListItem = { id: string; name: string; colour: string };

export type TagListProps = { tags: readonly TagListItem[]; label?: string };

/** A record's tags as chips; the name is always written, so the colour is never the only cue. Nothing for no tags. */
export const TagList = ({ tags, label = 'Tags' }: TagListProps) =>
  tags.length === 0 ? null : (
    <ul className="badge-list" aria-label={label}>
      {tags.map((tag) => (
        <li key={tag.id}>
          <span className="tag" style={{ borderColor: tag.colour }}>
            {tag.name}
          </span>
        </li>
      ))}
    </ul>
  );
