/** Types of bundle.mjs, for the test setups that bundle the parser workers and the server. */
export function bundle(
  entryPoints: string[],
  outdir: string,
  options?: { entryNames?: string; chunkNames?: string },
): Promise<unknown>;
