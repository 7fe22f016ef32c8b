// Scripts are server code run outside Next: the modules marked `import 'server-only'` (env, the
// database, media signing) are theirs to use. Next answers that import with an empty module on the
// server; under tsx (which runs these scripts as CommonJS, in import order) the package's default
// entry throws, so this import, first in every script that reaches src/server, puts an empty
// module in its place.
import Module, { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const marker = require.resolve('server-only');
const empty = new Module(marker);
empty.loaded = true;
require.cache[marker] ??= empty;
