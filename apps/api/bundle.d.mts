/** Types of bundle.mjs, for the test setup that bundles the parser workers. */
export function bundle(entryPoints: string[], outdir: string): Promise<unknown>;
