export const benchDistDir: string;
