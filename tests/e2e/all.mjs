// Runs every end-to-end test file against dist/.
import './drake.test.mjs';
import './shamrock.test.mjs';
import './site.test.mjs';
import { run } from './harness.mjs';

await run({ dist: process.env.DIST || 'dist' });
