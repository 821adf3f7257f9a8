import type { BuildContext, BuildResult, Metafile } from 'esbuild';

export declare const BUDGETS: { page: string; limitKb: number; lazy: string[] }[];
export declare const bundleReport: (
  metafile: Metafile,
) => Promise<{ page: string; limitKb: number; lazy: string[]; files: string[]; kb: number }[]>;
export declare const build: () => Promise<BuildResult>;
export declare const startWatch: () => Promise<BuildContext>;
