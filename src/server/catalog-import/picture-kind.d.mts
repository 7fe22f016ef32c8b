export function pictureIdentity(bytes: Buffer): { path: string; contentType: string } | null;
export function isPictureEntryName(name: string): boolean;
export function pictureStem(base: string): string;
