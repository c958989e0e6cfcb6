// Runs the end-to-end tests handed to the lead (see pending-lead.test.mjs), which wait on the
// session code; once they pass, they move into all.mjs and this runner goes.
import './pending-lead.test.mjs';
import { run } from './harness.mjs';

await run({ dist: process.env.DIST || 'dist' });
