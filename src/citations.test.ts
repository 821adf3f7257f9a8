/**
 * Comments cite only files in this repository (issue 28): what the code relies on from the product documents is
 * written down in docs/ in our words, and a comment or a string points there. This reads every source file under
 * server/, src/ (not src/generated, which codegen writes; the schema's .graphql files live in src/graphql), tests/,
 * bench/ and scripts/ and names each line that cites a document kept outside the repository: the product documents
 * by file name (the access, domain, flows, style and architecture documents and the product specification, see
 * OUTSIDE below), a section of the specification, "the spec", "the spec's",
 * a bare section sign (§4) and a path into the shared folder next to the repository. A § that cites a public
 * regulation (49 CFR § 390.15, Vehicle Code §4000) is fine. docs/decisions.md is not read: it records past decisions.
 * Every docs/<file>.md#anchor (and README.md#anchor) cited in those files must be a heading of that file, so a
 * citation cannot go stale when a heading is renamed.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const SCANNED = ['server', 'src', 'tests', 'bench', 'scripts'];
const SKIPPED = [`src${path.sep}generated${path.sep}`, `node_modules${path.sep}`];
const THIS_FILE = path.join('src', 'citations.test.ts');
const TEXT = /\.(?:[cm]?[jt]sx?|graphql|sql|css|json|md|txt|sh|ya?ml|html)$/;

/** The files git knows (tracked, or new and not ignored); a directory walk where there is no git. */
const listFiles = (): string[] => {
  try {
    const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...SCANNED], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    return out.split('\0').filter(Boolean).map(path.normalize);
  } catch {
    const walk = (dir: string): string[] =>
      fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
        const file = path.join(dir, entry.name);
        return entry.isDirectory() ? walk(file) : [file];
      });
    return SCANNED.filter((dir) => fs.existsSync(path.join(ROOT, dir))).flatMap(walk);
  }
};

const sourceFiles = (): string[] =>
  [...new Set(listFiles())]
    .filter((file) => TEXT.test(file) && file !== THIS_FILE && !SKIPPED.some((skip) => file.startsWith(skip)))
    .filter((file) => fs.existsSync(path.join(ROOT, file)))
    .sort();

/** Names of the product documents, and the ways a line points into them. */
const OUTSIDE = [
  /\b(?:ACCESS|DOMAIN|FLOWS|STYLE|ARCHITECTURE)\.md\b/,
  /\bARCHITECTURE\b/,
  /\bproduct-spec\b/i,
  /\bspec\s*§/i,
  /\bthe spec\b/i,
  /\bspec's\b/i,
  /\/work\/shared\b/,
];

/** A § after one of these words cites a public regulation, not a product document. */
const REGULATION = /\b(?:CFR|U\.S\.C|Code|Law|VTL|Act|Statutes?|Regulations?)\b/;

/** A section sign followed by a number, unless it cites a regulation. */
const sectionSign = (line: string): boolean => {
  for (const match of line.matchAll(/§+\s?\d/g)) {
    const before = line.slice(0, match.index);
    if (!match[0].startsWith('§§') && !REGULATION.test(before)) return true;
  }
  return false;
};

/** `../shared` (any depth) that does not name a folder of this repository, seen from the file. */
const sharedFolder = (line: string, file: string): boolean => {
  for (const match of line.matchAll(/(?:\.\.\/)+shared\b/g)) {
    const target = path.resolve(ROOT, path.dirname(file), match[0]);
    if (!target.startsWith(ROOT + path.sep) || !fs.existsSync(target)) return true;
  }
  return false;
};

/** Why a line cites a document outside the repository, or null when it does not. */
const outsideCitation = (line: string, file = THIS_FILE): string | null => {
  const named = OUTSIDE.find((pattern) => pattern.test(line));
  if (named) return String(line.match(named)?.[0]);
  if (sectionSign(line)) return '§';
  if (sharedFolder(line, file)) return '../shared';
  return null;
};

/** GitHub's heading anchor: lower case, punctuation dropped (hyphens and underscores kept), spaces as hyphens. */
const slug = (heading: string): string =>
  heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');

/** Every anchor of a markdown file: its headings (a repeated one gets -1, -2 …) and explicit id/name anchors. */
const anchorsOf = (markdown: string): Set<string> => {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fence = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fence = !fence;
    if (fence) continue;
    const heading = line.match(/^#{1,6}\s+(.*?)\s*#*\s*$/);
    if (heading) {
      const base = slug(heading[1]);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      anchors.add(count === 0 ? base : `${base}-${count}`);
    }
    for (const explicit of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(explicit[1]);
  }
  return anchors;
};

// docs/<file>.md and README.md, with or without an anchor.
const CITED_DOC = /(?<![\w./-])((?:docs\/[\w.-]+|README)\.md)(?:#([\w-]+))?/g;

const docAnchors = new Map<string, Set<string> | null>();
const anchorsOfDoc = (doc: string): Set<string> | null => {
  if (!docAnchors.has(doc)) {
    const file = path.join(ROOT, doc);
    docAnchors.set(doc, fs.existsSync(file) ? anchorsOf(fs.readFileSync(file, 'utf8')) : null);
  }
  return docAnchors.get(doc) ?? null;
};

/** What is wrong with the docs/ citations of a line: a file that does not exist, an anchor that is no heading. */
const staleCitations = (line: string): string[] =>
  [...line.matchAll(CITED_DOC)].flatMap(([, doc, anchor]) => {
    const anchors = anchorsOfDoc(doc);
    if (!anchors) return [`${doc} does not exist`];
    return anchor && !anchors.has(anchor) ? [`${doc}#${anchor} is no heading of ${doc}`] : [];
  });

const linesOf = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8').split('\n');

describe('citations', () => {
  const files = sourceFiles();

  it('reads the source files of every scanned folder, and not src/generated', () => {
    for (const dir of SCANNED) expect(files.some((file) => file.startsWith(dir + path.sep))).toBe(true);
    expect(files.some((file) => file.endsWith('.graphql'))).toBe(true);
    expect(files.some((file) => file.startsWith(`src${path.sep}generated`))).toBe(false);
  });

  it('catches a citing line and lets a docs/ anchor or a regulation through', () => {
    // The samples are put together from pieces, so this file cites nothing outside the repository itself.
    const md = (name: string) => `${name}.md`;
    expect(outsideCitation(`/** ${md('ACCESS')}: /safety/* is DRIVER_SAFETY's. */`)).toBe(md('ACCESS'));
    expect(outsideCitation('// Spec §8 "failed user-session refresh"')).not.toBeNull();
    expect(outsideCitation("// No audit kind in the spec's list")).not.toBeNull();
    expect(outsideCitation(`-- Pricing (${md('FLOWS')} "Pricing a quote").`)).not.toBeNull();
    expect(outsideCitation(`/** The error codes of ${'ARCHI'}TECTURE §4. */`)).not.toBeNull();
    expect(outsideCitation('* The navigation guard (§6 portal rules)')).toBe('§');
    expect(outsideCitation('* access rules §2 and portal rules §6')).toBe('§');
    expect(outsideCitation(`// see ../../shared/${md('DOMAIN')}`, path.join('server', 'x.ts'))).not.toBeNull();
    expect(outsideCitation('// see ../shared/notes', path.join('server', 'x.ts'))).toBe('../shared');

    expect(outsideCitation("/** /safety/* is DRIVER_SAFETY's (and ADMIN's): docs/access.md#areas. */")).toBeNull();
    expect(outsideCitation('// Hours of service (49 CFR § 390.15) and Vehicle Code §§4000, 5900.')).toBeNull();
    expect(outsideCitation('// Vehicle and Traffic Law art. 46 and §301 (inspection).')).toBeNull();
    const portalFile = path.join('src', 'views', 'portal', 'orders', 'PortalOrderPage.tsx');
    expect(outsideCitation("import { InvoicesTab } from '../shared/InvoicesTab';", portalFile)).toBeNull();
  });

  it('takes GitHub anchors from headings, and names a cited anchor that is no heading', () => {
    expect(slug('Pay, invitations, company users and units (issue 14, the rest)')).toBe(
      'pay-invitations-company-users-and-units-issue-14-the-rest',
    );
    expect(slug('`server/auth` and the [roles](access.md)')).toBe('serverauth-and-the-roles');
    expect([...anchorsOf('# A\n## Areas\n```\n# not a heading\n```\n## Areas\n')]).toEqual(['a', 'areas', 'areas-1']);
    expect(staleCitations('(docs/access.md#areas)')).toEqual([]);
    expect(staleCitations('(docs/access.md#no-such-heading)')).toEqual(['docs/access.md#no-such-heading is no heading of docs/access.md']);
    expect(staleCitations('(docs/no-such-file.md)')).toEqual(['docs/no-such-file.md does not exist']);
  });

  it('no comment or string cites a document outside the repository', () => {
    const found = files.flatMap((file) =>
      linesOf(file).flatMap((line, index) => {
        const why = outsideCitation(line, file);
        return why ? [`${file}:${index + 1}: ${why}: ${line.trim()}`] : [];
      }),
    );
    expect(found).toEqual([]);
  });

  it('every docs/ file and anchor cited exists', () => {
    let cited = 0;
    const found = files.flatMap((file) =>
      linesOf(file).flatMap((line, index) => {
        cited += [...line.matchAll(CITED_DOC)].filter(([, , anchor]) => anchor).length;
        return staleCitations(line).map((problem) => `${file}:${index + 1}: ${problem}`);
      }),
    );
    expect(found).toEqual([]);
    expect(cited).toBeGreaterThan(100);
  });
});
