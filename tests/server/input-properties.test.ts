import { inputPropertySuite } from './support/inputProperties';

// Part 1 of the generated-input property (tests/server/support/inputProperties.ts); input-properties-2 is the other.
inputPropertySuite({ shard: 0, of: 2 });
