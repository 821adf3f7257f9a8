import { useState } from 'react';
import { getFragmentData } from '@/generated';
import type { Tags_TagFragment as Tag } from '@/generated/graphql';
import { csvColumns, ListCsvExport } from '../kit/list/ListCsvExport';
import { ListPage } from '../kit/list/ListPage';
import { listSource } from '../kit/list/listSource';
import type { ListColumn } from '../kit/list/ListTable';
import { listUrl, page } from '../kit/list/listUrl';
import { useList } from '../kit/list/useList';
import { Button } from '../kit/ui/Button';
import type { Done } from './HubDialog';
import { TagFragment, TagsQuery } from './hubsAndTags.graphql';
import { TAG_COLOUR_LABEL } from './labels';
import { TagDialog } from './TagDialog';

const tagsUrl = listUrl('/admin/tags', { page: page() });

/** Every live tag by name, in one answer (a tenant has tens of them): one page, whatever the pager asks. */
const tagList = listSource({
  query: TagsQuery,
  variables: () => ({}),
  pick: (data) => {
    const tags = getFragmentData(TagFragment, data.tags);
    const total = tags.length;
    return {
      data: tags,
      paginatorInfo: { total, currentPage: 1, lastPage: 1, firstItem: total > 0 ? 1 : null, lastItem: total > 0 ? total : null },
    };
  },
});

const colourOf = (tag: Tag) => TAG_COLOUR_LABEL[tag.colour as keyof typeof TAG_COLOUR_LABEL] ?? tag.colour;

const CSV = {
  noun: 'tags',
  prefix: 'tags',
  ...csvColumns<Tag>([
    ['Name', (tag) => tag.name],
    ['Colour', (tag) => colourOf(tag)],
    ['Orders', (tag) => tag.orderCount],
    ['Legs', (tag) => tag.legCount],
    ['Clients', (tag) => tag.clientCount],
  ]),
};

/** /admin/tags: the tags staff put on orders, legs and clients and filter their lists by; ADMIN adds, edits and deletes them. */
export const TagsPage = () => {
  const { view, list, page: pageProps } = useList(tagsUrl, tagList, { noun: { one: 'tag', many: 'tags' } });
  const [open, setOpen] = useState<{ tag: Tag | null } | null>(null);
  const done: Done = {
    close: (changed) => {
      setOpen(null);
      if (changed) list.retry();
    },
    reload: list.retry,
  };
  const edited = open?.tag ? (list.rows.find((row) => row.id === open.tag?.id) ?? open.tag) : null;
  const columns: ListColumn<Tag>[] = [
    {
      id: 'name',
      label: 'Name',
      heading: true,
      cell: (tag) => (
        <span className="tag" style={{ borderColor: tag.colour }}>
          {tag.name}
        </span>
      ),
    },
    { id: 'colour', label: 'Colour', cell: (tag) => colourOf(tag) },
    { id: 'orders', label: 'Orders', cell: (tag) => tag.orderCount },
    { id: 'legs', label: 'Legs', cell: (tag) => tag.legCount },
    { id: 'clients', label: 'Clients', cell: (tag) => tag.clientCount },
    {
      id: 'actions',
      label: 'Actions',
      cell: (tag) => (
        <Button className="btn-small" aria-label={`Edit ${tag.name}`} onClick={() => setOpen({ tag })}>
          Edit
        </Button>
      ),
    },
  ];
  return (
    <>
      <ListPage
        title="Tags"
        {...pageProps}
        actions={
          <Button variant="primary" onClick={() => setOpen({ tag: null })}>
            New tag
          </Button>
        }
        filters={
          <div className="filter-row">
            <ListCsvExport source={tagList} filter={view} csv={CSV} disabled={!list.info?.total} />
          </div>
        }
        table={{ caption: 'Tags', columns, rowKey: (tag) => tag.id, choiceKey: 'tags' }}
      />
      {open && <TagDialog tag={edited} done={done} />}
    </>
  );
};
