/** Types of areaMappers.mjs (read by server/areaKit.test.ts). */
export declare const registeredManifests: (root: string) => string[];
export declare const manifestMappers: (root: string, manifest: string) => Record<string, string>;
export declare const areaMappers: (root: string) => Record<string, string>;
