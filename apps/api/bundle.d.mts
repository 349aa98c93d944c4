/** Types of bundle.mjs, for the test setup that bundles the parser workers and the suite that bundles the server. */
export function bundle(entryPoints: string[], outdir: string): Promise<unknown>;
