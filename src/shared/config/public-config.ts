import type { PublicConfig } from "./site-config";

/** Put in by webpack's DefinePlugin (gatsby/on-create-webpack-config.ts); Jest's globals in the unit tests. */
declare const __PUBLIC_CONFIG__: PublicConfig;

/**
 * The configuration the browser needs, as a constant of the bundle: read and validated once when the build
 * started, so no page carries the reader, its checks or its error messages.
 */
export const publicConfig: PublicConfig = __PUBLIC_CONFIG__;
