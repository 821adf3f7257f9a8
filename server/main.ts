/**
 * The server's entry: it refuses a Node older than the pinned major in one line, before anything else is loaded
 * (`./serve` is a chunk of its own, so none of its imports is linked first), then starts the server.
 */
import { runtimeProblem } from './runtime';

const problem = runtimeProblem();
if (problem) {
  console.error(problem);
  process.exit(1);
}
await import('./serve');
