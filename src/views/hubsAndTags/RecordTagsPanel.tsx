import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { graphql } from '@/generated';
import { graphqlFailure } from '../kit/forms/failure';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { Panel } from '../kit/ui/Panel';
import { ToggleChips } from '../kit/ui/ToggleChips';
import toast from '../kit/ui/toast';
import { TagList } from '../kit/ui/TagList';

export const TagChoicesQuery = graphql(`
  query RecordTagChoices {
    tags {
      id
      name
      colour
    }
  }
`);

// Each answers the record's tags, so graphcache updates the page that shows them.
export const SetLegTagsMutation = graphql(`
  mutation SetLegTags($id: ID!, $tagIds: [ID!]!) {
    setLegTags(legId: $id, tagIds: $tagIds) {
      id
      tags {
        id
        name
        colour
      }
    }
  }
`);

export const SetClientTagsMutation = graphql(`
  mutation SetClientTags($id: ID!, $tagIds: [ID!]!) {
    setClientTags(clientId: $id, tagIds: $tagIds) {
      id
      tags {
        id
        name
        colour
      }
    }
  }
`);

type TagChip = { id: string; name: string; colour: string };

export type RecordTagsPanelProps = {
  /** Whose tags: a leg's (set by the order editors) or a client's (by the account managers). */
  kind: 'leg' | 'client';
  recordId: string;
  tags: readonly TagChip[];
  /** Whether the signed-in user may change them (the server decides again). */
  canEdit: boolean;
};

/** A record's tags as chips; "Edit tags" offers every tag of the tenant as toggles, saved at once. */
export const RecordTagsPanel = ({ kind, recordId, tags, canEdit }: RecordTagsPanelProps) => {
  const [editing, setEditing] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [choices] = useQuery({ query: TagChoicesQuery, pause: editing === null });
  const [legState, setLegTags] = useMutation(SetLegTagsMutation);
  const [clientState, setClientTags] = useMutation(SetClientTagsMutation);
  const all = choices.data?.tags ?? [];
  const names = new Map(all.map((tag) => [tag.id, tag.name]));

  const save = async () => {
    if (!editing) return;
    setError(null);
    const variables = { id: recordId, tagIds: editing };
    const result = kind === 'leg' ? await setLegTags(variables) : await setClientTags(variables);
    if (result.error) return setError(graphqlFailure(result.error).message);
    toast.success('Tags saved.');
    setEditing(null);
  };

  return (
    <Panel
      title="Tags"
      actions={
        canEdit &&
        editing === null && (
          <Button className="btn-small" onClick={() => setEditing(tags.map((tag) => tag.id))}>
            Edit tags
          </Button>
        )
      }
    >
      {error && <Alert tone="danger">{error}</Alert>}
      {editing === null ? (
        tags.length === 0 ? (
          <p className="muted">No tags.</p>
        ) : (
          <TagList tags={tags} />
        )
      ) : (
        <>
          <ToggleChips
            legend="Choose the tags"
            options={all.map((tag) => tag.id)}
            label={(id) => names.get(id) ?? id}
            selected={editing}
            onChange={setEditing}
            clearLabel="Clear tags"
          />
          <div className="button-row">
            <Button variant="primary" onClick={save} disabled={legState.fetching || clientState.fetching}>
              Save tags
            </Button>
            <Button onClick={() => setEditing(null)}>Cancel</Button>
          </div>
        </>
      )}
    </Panel>
  );
};
