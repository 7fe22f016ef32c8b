export function decodeCsv(bytes: Uint8Array): string;
export function parseCsv(text: string): string[][];
