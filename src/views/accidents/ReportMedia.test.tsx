import { renderToString } from 'react-dom/server';
import { Client, type Exchange, makeResult, Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import { map, pipe } from 'wonka';
import { TenantActor } from '../kit/app/actors';
import { ReportMedia, type ReportMediaProps } from './ReportMedia';

type Choice = { __typename: 'DocumentType'; id: string; name: string };

/** A client that answers every query at once with the tenant's document types for reports (a first paint reads them). */
const answering = (choices: Choice[]) => {
  const exchange: Exchange = () => (operations) =>
    pipe(
      operations,
      map((operation) => makeResult(operation, { data: { documentTypeChoices: choices } })),
    );
  return new Client({ url: 'http://localhost/graphql', exchanges: [exchange] });
};

// The fragment as a query selects it: masking is in the types only, the data is the same.
const report = (media: unknown[] = []) => ({ id: 'r1', media }) as unknown as ReportMediaProps['report'];

const render = (choices: Choice[], canEdit = true, media: unknown[] = []) =>
  renderToString(
    // The file list formats its dates in the tenant's zone.
    <TenantActor.Provider options={{ input: { queryTenant: null, storedTenant: null, cookieTenant: null } }}>
      <Provider value={answering(choices)}>
        <ReportMedia report={report(media)} canEdit={canEdit} onUploaded={() => {}} />
      </Provider>
    </TenantActor.Provider>,
  );

const POLICE: Choice = { __typename: 'DocumentType', id: 't1', name: 'Police report' };

describe('a report’s photos and documents', () => {
  it('offers the tenant’s report document types in a labelled select before the documents’ drop zone', () => {
    const html = render([POLICE]);
    const label = html.match(/<label[^>]*for="([^"]+)"[^>]*>Document type<\/label>/);
    expect(label).not.toBeNull();
    expect(html).toMatch(new RegExp(`<select id="${label?.[1]}"`));
    expect(html).toContain('<option value="" selected="">No type</option><option value="t1">Police report</option>');
    expect(html.indexOf('Document type')).toBeGreaterThan(html.indexOf('photos'));
    expect(html.indexOf('Document type')).toBeLessThan(html.lastIndexOf('documents'));
  });

  it('has no select when the tenant has no type for reports, nor for a reader', () => {
    expect(render([])).not.toContain('Document type');
    expect(render([POLICE], false)).not.toContain('Document type');
  });

  it('names a filed document’s type in the list', () => {
    const file = {
      id: 'm1',
      url: '/media/m1',
      thumbnailUrl: null,
      category: 'DOCUMENTS',
      fileName: 'police.pdf',
      mimeType: 'application/pdf',
      size: 2048,
      createdAt: '2026-12-01T10:00:00Z',
      documentType: { id: 't1', name: 'Police report' },
    };
    expect(render([], false, [file])).toMatch(/Police report · <!-- -->2 KB/);
  });
});
