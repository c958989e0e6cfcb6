// Runs every end-to-end test file against dist/.
import './drake.test.mjs';
import './camelot.test.mjs';
import './camelot-variants.test.mjs';
import './drakoburg.test.mjs';
import './shamrock.test.mjs';
import './site.test.mjs';
import './app.test.mjs';
import './ai.test.mjs';
import './embed.test.mjs';
import './offline.test.mjs';
import './screen.test.mjs';
import './keep.test.mjs';
import './contract.test.mjs';
import './play.test.mjs';
import './wired.test.mjs';
import './site-server.test.mjs';
import './csp.test.mjs';
import './frame-messages.test.mjs';
import './hostile.test.mjs';
import './study-analysis.test.mjs';
import './study-pictures.test.mjs';
import './workshop.test.mjs';
import './workshop-looks.test.mjs';
import './study-editor.test.mjs';
import './study-editor-shamrock.test.mjs';
import { run } from './harness.mjs';

await run({ dist: process.env.DIST || 'dist' });
