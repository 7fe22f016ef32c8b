/** How a file reaches another: an import or re-export, an `import()` call, or types only. */
export type ImportKind = 'static' | 'dynamic' | 'type';
export declare function specifiersOf(fileName: string, text: string): { specifier: string; kind: ImportKind }[];
/** Each file's imports of other files in the folder, paths relative to `root`. */
export declare function importGraph(folder: string, root?: string): Map<string, Map<string, ImportKind>>;
export interface TiedFiles {
  /** The files that reach each other, sorted. */
  files: string[];
  /** Distinct shortest loops through them, each a chain `a → b ⊸ c ⇢ a`. */
  loops: string[];
}
export declare function findImportLoops(folder?: string, root?: string): { fileCount: number; groups: TiedFiles[] };
