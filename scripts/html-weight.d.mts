export declare const HOME_BUDGET: number;
export declare const PAGE_BUDGET: number;
export interface WeighedPage {
  name: string;
  path: string;
  budget: number;
}
export declare function catalogPages(base: string): Promise<WeighedPage[]>;
export declare function htmlBytes(base: string, path: string): Promise<number>;
