import { z } from 'zod';

// Runs in the browser before the app hydrates. Issue 8 §2: zod decides whether to compile its
// object parsers by probing `new Function` once; under our policy (no 'unsafe-eval') that caught
// probe is still reported as a CSP violation, so the browser parses without it. The server keeps
// the faster compiled parsers (this file never runs there).
z.config({ jitless: true });
