/** Types for scripts/source-hash.mjs (used by the build and by test/setup/bundle.ts). */
export declare const STAMP: string;
export declare function sourceHash(root: string): string;
