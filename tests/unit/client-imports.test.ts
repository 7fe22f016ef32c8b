// Nothing a client module ('use client') bundles comes from src/server. Type imports
// are free (they vanish at compile time); a value import, however many files away, would put server
// code in the browser bundle — and, for modules marked `import 'server-only'`, fail the build late.
// (src/stores and src/lib are held to the same rule by the linter, file by file.)
import { describe, expect, it } from 'vitest';
import { isClientModule, sourceFiles, sourceImports, type SourceImport } from '../support/source-imports';

/** For each src/server file a client module reaches through value imports, the chain that reaches it. */
function serverCodeInClientBundles(clientModules: string[], imports: SourceImport[]): string[] {
  const valueImports = new Map<string, string[]>();
  for (const edge of imports) if (!edge.typeOnly) valueImports.set(edge.from, [...(valueImports.get(edge.from) ?? []), edge.to]);
  const via = new Map<string, string | null>(clientModules.map((file) => [file, null]));
  const queue = [...clientModules];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const next of valueImports.get(file) ?? []) {
      if (via.has(next)) continue;
      via.set(next, file);
      queue.push(next);
    }
  }
  const chain = (file: string): string[] => {
    const parent = via.get(file);
    return parent ? [...chain(parent), file] : [file];
  };
  return [...via.keys()]
    .filter((file) => file.startsWith('src/server/'))
    .map((file) => chain(file).join(' → '))
    .sort();
}

describe('client imports', () => {
  it('follows value imports from a client module and ignores type imports', () => {
    const imports: SourceImport[] = [
      { from: 'src/components/a.tsx', to: 'src/components/b.ts', typeOnly: false },
      { from: 'src/components/b.ts', to: 'src/server/c.ts', typeOnly: false },
      { from: 'src/components/a.tsx', to: 'src/server/d.ts', typeOnly: true },
    ];
    expect(serverCodeInClientBundles(['src/components/a.tsx'], imports)).toEqual(['src/components/a.tsx → src/components/b.ts → src/server/c.ts']);
    expect(serverCodeInClientBundles(['src/components/b.ts'], imports.slice(2))).toEqual([]);
  });

  it('no client module reaches src/server by a value import', () => {
    const files = sourceFiles();
    const clientModules = files.filter(isClientModule);
    expect(clientModules.length).toBeGreaterThan(50);
    expect(serverCodeInClientBundles(clientModules, sourceImports(files))).toEqual([]);
  }, 120_000); // parses every file of src/: seconds on a loaded machine
});
