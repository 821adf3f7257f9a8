import type { TestProject } from 'vitest/node';
import { requirePinnedNode } from '../server/runtime';

/** Every vitest project says which Node it runs on and stops unless it is the pinned one (server/runtime.ts). */
export default function setup(project: TestProject) {
  requirePinnedNode(`vitest (${project.name})`);
}
