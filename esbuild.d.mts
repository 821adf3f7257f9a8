import type { BuildContext, BuildResult, Metafile } from 'esbuild';

export declare const BUDGETS: { page: string; limitKb: number; lazy: string[] }[];
/** A checked page's JavaScript: its files and their brotli bytes on the wire (kb), against its budget. */
export type BudgetRow = { page: string; limitKb: number; lazy: string[]; files: string[]; kb: number };
export declare const bundleReport: (metafile: Metafile) => Promise<BudgetRow[]>;
export declare const buildProduction: () => Promise<{ result: BuildResult; rows: BudgetRow[] }>;
export declare const precompress: () => Promise<number>;
export declare const build: () => Promise<BuildResult>;
export declare const startWatch: () => Promise<BuildContext>;
