// `npm run lint` step: no import loops between the files of src/. A loop (a file that reaches itself
// through its imports) makes the load order decide which module sees the other half-initialised, and
// ties every file on it together: none can be used, tested or moved without the rest.
// Every import counts: static imports and re-exports, `import()` calls, and type-only imports
// (`import type`, `import('…').T`) — a type-only loop runs fine but still ties the files together
// (docs/adr/0045-import-direction.md). Imports resolve the way the compiler resolves them, through
// tsconfig.json's paths (`@/` → src/). Zero dependencies beyond the installed TypeScript.
//
//   node scripts/check-import-loops.mjs [folder]     (folder defaults to src; exit 1 when a loop is found)
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Required, not imported: an ESM import of the 9 MB CommonJS compiler makes Node scan it for its
// exports first, which tripled the check's start-up.
/** @type {typeof import('typescript')} */
const ts = createRequire(import.meta.url)('typescript');

const SOURCE = /\.(ts|tsx|mts|cts)$/;
const STRENGTH = { type: 0, dynamic: 1, static: 2 };

/** The TypeScript files under a folder (declaration files aside), absolute, sorted. */
function filesUnder(folder) {
  return fs
    .readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => SOURCE.test(file) && !/\.d\.[mc]?ts$/.test(file) && !file.split(path.sep).includes('node_modules'))
    .map((file) => path.join(folder, file))
    .sort();
}

/** The compiler options of the nearest tsconfig.json at or above the folder (paths and moduleResolution matter here). */
function compilerOptionsFor(folder) {
  const configFile = ts.findConfigFile(folder, ts.sys.fileExists, 'tsconfig.json');
  if (!configFile) return { moduleResolution: ts.ModuleResolutionKind.Bundler, module: ts.ModuleKind.ESNext };
  const { config, error } = ts.readConfigFile(configFile, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configFile), undefined, configFile).options;
}

const allTypes = (elements) => elements.length > 0 && elements.every((element) => element.isTypeOnly);

/** The module specifiers a file names: imports, re-exports, `import()` calls and `import('…')` types. */
export function specifiersOf(fileName, text) {
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const found = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const typeOnly = !!clause && (clause.isTypeOnly || (!clause.name && !!bindings && ts.isNamedImports(bindings) && allTypes(bindings.elements)));
      found.push({ specifier: node.moduleSpecifier.text, kind: typeOnly ? 'type' : 'static' });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.exportClause;
      const typeOnly = node.isTypeOnly || (!!clause && ts.isNamedExports(clause) && allTypes(clause.elements));
      found.push({ specifier: node.moduleSpecifier.text, kind: typeOnly ? 'type' : 'static' });
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      const expression = node.moduleReference.expression;
      if (ts.isStringLiteral(expression)) found.push({ specifier: expression.text, kind: node.isTypeOnly ? 'type' : 'static' });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) found.push({ specifier: argument.text, kind: 'dynamic' });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push({ specifier: node.argument.literal.text, kind: 'type' });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Each file's imports of other files in the folder: Map<file, Map<imported file, kind>>, paths relative to `root`. */
export function importGraph(folder, root = process.cwd()) {
  const absolute = path.resolve(root, folder);
  const options = compilerOptionsFor(absolute);
  const host = ts.createCompilerHost(options, true);
  const cache = ts.createModuleResolutionCache(root, (name) => name, options);
  const files = filesUnder(absolute);
  const inFolder = new Set(files);
  const graph = new Map();
  for (const file of files) {
    const edges = new Map();
    for (const { specifier, kind } of specifiersOf(file, fs.readFileSync(file, 'utf8'))) {
      const resolved = ts.resolveModuleName(specifier, file, options, host, cache).resolvedModule?.resolvedFileName;
      const target = resolved && path.resolve(resolved);
      if (!target || !inFolder.has(target)) continue;
      const to = rel(root, target);
      // A file imported twice counts by its strongest import: one that loads with the importer first.
      if (STRENGTH[kind] > (STRENGTH[edges.get(to)] ?? -1)) edges.set(to, kind);
    }
    graph.set(rel(root, file), edges);
  }
  return graph;
}

const rel = (root, file) => path.relative(root, file).split(path.sep).join('/');

/** Groups of files that reach each other (Tarjan's strongly connected components), each of two files or more, or a file importing itself. */
function tiedGroups(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  let counter = 0;
  // Iterative, so a long import chain cannot overflow the call stack.
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work = [{ file: start, next: [...graph.get(start).keys()], at: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      if (frame.at < frame.next.length) {
        const next = frame.next[frame.at++];
        if (!index.has(next)) {
          index.set(next, counter);
          low.set(next, counter++);
          stack.push(next);
          onStack.add(next);
          work.push({ file: next, next: [...graph.get(next).keys()], at: 0 });
        } else if (onStack.has(next)) low.set(frame.file, Math.min(low.get(frame.file), index.get(next)));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1].file;
        low.set(parent, Math.min(low.get(parent), low.get(frame.file)));
      }
      if (low.get(frame.file) !== index.get(frame.file)) continue;
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== frame.file);
      if (group.length > 1 || graph.get(frame.file).has(frame.file)) groups.push(group.sort());
    }
  }
  return groups.sort((a, b) => a[0].localeCompare(b[0]));
}

/** The shortest chain from `file` back to itself inside the group (breadth first), as [file, …, file]. */
function shortestLoopThrough(graph, group, file) {
  const members = new Set(group);
  const via = new Map();
  const queue = [file];
  for (let at = queue.shift(); at !== undefined; at = queue.shift()) {
    for (const next of graph.get(at).keys()) {
      if (!members.has(next)) continue;
      if (next === file) return [file, ...chainFrom(via, at, file), file];
      if (!via.has(next)) {
        via.set(next, at);
        queue.push(next);
      }
    }
  }
  return [file, file];
}

/** The files from the first step after `file` to `last`, following the breadth-first parents back. */
function chainFrom(via, last, file) {
  const chain = [];
  for (let step = last; step !== file; step = via.get(step)) chain.unshift(step);
  return chain;
}

/**
 * The loops among the files of a folder: for each group of files that reach each other, its files and
 * the distinct shortest loops through them (each written from its alphabetically first file).
 */
export function findImportLoops(folder = 'src', root = process.cwd()) {
  const graph = importGraph(folder, root);
  const groups = tiedGroups(graph).map((files) => {
    const loops = new Set();
    for (const file of files) {
      const loop = shortestLoopThrough(graph, files, file).slice(0, -1);
      const first = loop.indexOf([...loop].sort()[0]);
      const rotated = [...loop.slice(first), ...loop.slice(0, first)];
      const chain = [...rotated, rotated[0]].map((step, i, all) => (i === 0 ? step : `${kindMark(graph, all[i - 1], step)}${step}`));
      loops.add(chain.join(''));
    }
    return { files, loops: [...loops.values()].sort() };
  });
  return { fileCount: graph.size, groups };
}

/** The arrow between two files of a chain: → for a static import, ⇢ for `import()`, ⊸ for types only. */
function kindMark(graph, from, to) {
  const kind = graph.get(from).get(to);
  return kind === 'dynamic' ? ' ⇢ ' : kind === 'type' ? ' ⊸ ' : ' → ';
}

function main() {
  const folder = process.argv[2] ?? 'src';
  const { fileCount, groups } = findImportLoops(folder);
  const loopCount = groups.reduce((sum, group) => sum + group.loops.length, 0);
  if (groups.length === 0) {
    console.log(`import loops: 0 among ${fileCount} files of ${folder}/`);
    return;
  }
  console.error(`import loops: ${loopCount} in ${groups.length} group(s) of files that import each other (${folder}/, ${fileCount} files)`);
  console.error("  → import, ⇢ import(), ⊸ types only. Make the dependency go one way: import the module, not its folder's index; move the shared piece down; or pass it in.");
  for (const [n, group] of groups.entries()) {
    console.error(`\n${n + 1}. ${group.files.length} files tied together:`);
    for (const loop of group.loops) console.error(`   ${loop}`);
  }
  process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
