// The build's version and commit: a report, `--version` and the server's info say which build made them (r64a W10: a
// packaged extension and the CLI beside it were two builds of one version number).
declare const __KLL_BUILD__: { version: string; commit: string } | undefined;

/** Set by esbuild.mjs when bundling; run from source (the tests), the package's version with no commit. */
export const BUILD: { version: string; commit: string } = typeof __KLL_BUILD__ === 'undefined' ? { version: '0.1.0', commit: 'source' } : __KLL_BUILD__;

/** `0.1.0 (a909566)`. */
export const VERSION_TEXT = `${BUILD.version} (${BUILD.commit})`;
