/**
 * The codegen mappers (GraphQL type → row type) that the registered areas declare in their manifests
 * (server/areas.ts → server/<area>/<area>.area.ts, `mappers: { Type: './file#Row' }`), read from the files' text:
 * loading a manifest would load its resolvers, which import src/generated, which this run writes. A manifest's
 * mappers are therefore string literals in an object literal; server/areaKit.test.ts checks that this reading equals
 * the manifests' own values, so a manifest written another way fails there, not silently here.
 */
import fs from 'node:fs';
import path from 'node:path';

const REGISTRY = 'server/areas.ts';
const ENTRY = /^export \{ \w+ as \w+ \} from '\.\/([\w/.]+)';$/gm;
const PAIR = /^\s*(\w+): '([^']+)',?\s*$/;

/**
 * The manifests in registry order, as paths from the project root; none in a copy of the project without its server
 * (bench/areaDelta.ts builds the SPA alone, which reads no resolver type).
 */
export const registeredManifests = (root) =>
  fs.existsSync(path.join(root, REGISTRY))
    ? [...fs.readFileSync(path.join(root, REGISTRY), 'utf8').matchAll(ENTRY)].map((match) => `server/${match[1]}.ts`)
    : [];

/** A manifest's mappers as written (`{ Type: './file#Row' }`), in its order; {} when it declares none. */
export const manifestMappers = (root, manifest) => {
  const text = fs.readFileSync(path.join(root, manifest), 'utf8');
  const start = text.search(/^ {2}mappers: \{$/m);
  if (start === -1) return {};
  const body = text.slice(text.indexOf('{', start) + 1, text.indexOf('\n  },', start));
  const mappers = {};
  for (const line of body.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('//')) continue;
    const pair = PAIR.exec(line);
    if (!pair) throw new Error(`${manifest}: mappers must be \`Type: './file#Row',\` lines, not ${JSON.stringify(line.trim())}`);
    mappers[pair[1]] = pair[2];
  }
  return mappers;
};

/** Every registered area's mappers as typescript-resolvers takes them: paths from src/generated, registry order. */
export const areaMappers = (root) => {
  const all = {};
  for (const manifest of registeredManifests(root))
    for (const [type, target] of Object.entries(manifestMappers(root, manifest))) {
      if (type in all) throw new Error(`${manifest}: ${type} is mapped by another area too`);
      const [file, row] = target.split('#');
      const from = path.posix.relative('src/generated', path.posix.join(path.posix.dirname(manifest), file));
      all[type] = `${from}#${row}`;
    }
  return all;
};
