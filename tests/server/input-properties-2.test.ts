import { inputPropertySuite } from './support/inputProperties';

// Part 2 of the generated-input property (tests/server/support/inputProperties.ts): the other half of the staff fields.
inputPropertySuite({ shard: 1, of: 2 });
