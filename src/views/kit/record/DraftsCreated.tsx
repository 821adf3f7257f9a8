import { Link } from 'wouter';
import { Panel } from '../ui/Panel';

export type DraftsCreatedProps = {
  /** The drafts just made: each is linked by its number, with a line of what it is (whose, how much). */
  drafts: readonly { id: string; number: string; summary: string }[];
  href: (id: string) => string;
  className?: string;
};

/** The drafts a batch just created, each linked to its record; nothing until there is one. */
export const DraftsCreated = ({ drafts, href, className }: DraftsCreatedProps) =>
  drafts.length > 0 && (
    <Panel title="Drafts created" className={className}>
      <ul>
        {drafts.map((draft) => (
          <li key={draft.id}>
            <Link href={href(draft.id)}>{draft.number}</Link> {draft.summary}
          </li>
        ))}
      </ul>
    </Panel>
  );
