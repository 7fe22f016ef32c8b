// Dependencies between folders of src/ go one way. Two folders that import each
// other (types included: a type is part of a folder's contract) are one module split in two, and
// neither can change without the other. A folder and its own subfolders are one module (seed and
// seed/catalogue, db and db/schema): the parent composes its parts, which may share its types.
import { describe, expect, it } from 'vitest';
import { folderOf, sourceImports, type SourceImport } from '../support/source-imports';

/** "A ↔ B" for each pair of folders that import each other, with one import each way as evidence. */
function mutualFolderImports(imports: SourceImport[]): string[] {
  const edges = new Map<string, SourceImport>();
  for (const edge of imports) {
    const [from, to] = [folderOf(edge.from), folderOf(edge.to)];
    if (from !== to && !edges.has(`${from} → ${to}`)) edges.set(`${from} → ${to}`, edge);
  }
  const pairs: string[] = [];
  for (const [key, there] of edges) {
    const [from, to] = key.split(' → ') as [string, string];
    const back = edges.get(`${to} → ${from}`);
    if (back && from < to && !nested(from, to)) pairs.push(`${from} ↔ ${to} (${there.from} → ${there.to}; ${back.from} → ${back.to})`);
  }
  return pairs.sort();
}

const nested = (a: string, b: string) => a.startsWith(`${b}/`) || b.startsWith(`${a}/`);

describe('folder imports', () => {
  it('finds a pair of folders that import each other, and only then', () => {
    const edge = (from: string, to: string): SourceImport => ({ from, to, typeOnly: false });
    expect(mutualFolderImports([edge('src/a/x.ts', 'src/b/y.ts'), edge('src/b/y.ts', 'src/c/z.ts'), edge('src/a/x.ts', 'src/a/w.ts')])).toEqual([]);
    expect(mutualFolderImports([edge('src/a/x.ts', 'src/b/y.ts'), edge('src/b/z.ts', 'src/a/w.ts')])).toEqual(['src/a ↔ src/b (src/a/x.ts → src/b/y.ts; src/b/z.ts → src/a/w.ts)']);
    expect(mutualFolderImports([edge('src/a/x.ts', 'src/a/b/y.ts'), edge('src/a/b/z.ts', 'src/a/w.ts')])).toEqual([]);
  });

  it('no two folders of src/ import each other', () => {
    expect(mutualFolderImports(sourceImports())).toEqual([]);
  }, 120_000); // parses every file of src/: seconds on a loaded machine
});
