// Every import between the files of src/, read with TypeScript's parser (static imports, re-exports,
// `import()` and `import('…').Type`), resolved through `@/` and relative paths. Used by the tests
// that guard the folder graph and the browser/server boundary.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const SRC = path.join(ROOT, 'src');

export interface SourceImport {
  /** Repository-relative path of the importing file. */
  from: string;
  /** Repository-relative path of the imported file in src/. */
  to: string;
  /** Only types cross (`import type`, `import { type A }`, `import('…').A`): nothing of it is bundled. */
  typeOnly: boolean;
  /** An `import()` call: the module loads when the call runs, not with the importer. */
  dynamic?: boolean;
}

/** The .ts and .tsx files under src/, repository-relative. */
export function sourceFiles(): string[] {
  return fs
    .readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.relative(ROOT, path.join(SRC, file)))
    .sort();
}

/** The folder a file belongs to: the one that contains it (`src/server/api`, `src/components/cart`). */
export const folderOf = (file: string) => path.dirname(file);

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolve(specifier: string, from: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(SRC, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(ROOT, path.dirname(from), specifier);
  else return null; // a package, or @messages/*
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return path.relative(ROOT, candidate);
  }
  return null;
}

const parsed = new Map<string, ts.SourceFile>();
function parse(file: string): ts.SourceFile {
  let source = parsed.get(file);
  if (!source) {
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    parsed.set(file, source);
  }
  return source;
}

function allTypes(elements: ts.NodeArray<ts.ImportSpecifier | ts.ExportSpecifier>): boolean {
  return elements.length > 0 && elements.every((element) => element.isTypeOnly);
}

/** The module specifiers a file names, each with whether only types come through it. */
export function specifiersOf(file: string): { specifier: string; typeOnly: boolean; dynamic?: boolean }[] {
  const source = parse(file);
  const found: { specifier: string; typeOnly: boolean; dynamic?: boolean }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const typeOnly = !!clause && (clause.isTypeOnly || (!clause.name && !!bindings && ts.isNamedImports(bindings) && allTypes(bindings.elements)));
      found.push({ specifier: node.moduleSpecifier.text, typeOnly });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.exportClause;
      const typeOnly = node.isTypeOnly || (!!clause && ts.isNamedExports(clause) && allTypes(clause.elements));
      found.push({ specifier: node.moduleSpecifier.text, typeOnly });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) found.push({ specifier: argument.text, typeOnly: false, dynamic: true });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push({ specifier: node.argument.literal.text, typeOnly: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every import from one src/ file to another. */
export function sourceImports(files = sourceFiles()): SourceImport[] {
  return files.flatMap((from) =>
    specifiersOf(from).flatMap(({ specifier, typeOnly, dynamic = false }) => {
      const to = resolve(specifier, from);
      return to ? [{ from, to, typeOnly, dynamic }] : [];
    }),
  );
}

/** True when the file starts with the 'use client' directive (after comments). */
export function isClientModule(file: string): boolean {
  for (const statement of parse(file).statements) {
    if (!ts.isExpressionStatement(statement) || !ts.isStringLiteral(statement.expression)) return false;
    if (statement.expression.text === 'use client') return true;
  }
  return false;
}
