/** Types for scripts/copy-wasm.mjs (used by the build and by test/tools). */
export declare const GRAMMARS: readonly string[];
export declare function copyWasm(distDir: string): Promise<string[]>;
