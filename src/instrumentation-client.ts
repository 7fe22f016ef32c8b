// Only the setter (zod/v4/core holds the one global config zod reads): importing `z` put all of
// zod into every page's root bundle (npm run lighthouse, 32 kB).
import { config } from 'zod/v4/core';

// Runs in the browser before the app hydrates. Content-Security-Policy: zod decides whether to compile its
// object parsers by probing `new Function` once; under our policy (no 'unsafe-eval') that caught
// probe is still reported as a CSP violation, so the browser parses without it. The server keeps
// the faster compiled parsers (this file never runs there).
config({ jitless: true });
