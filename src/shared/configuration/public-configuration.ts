import type { PublicConfiguration } from "./read-configuration";

/** Put in by webpack's DefinePlugin (gatsby/on-create-webpack-config.ts); Jest's globals in the unit tests. */
declare const __PUBLIC_CONFIGURATION__: PublicConfiguration;

/**
 * The configuration the browser needs, as a constant of the bundle: read and validated once when the build
 * started, so no page carries the reader, its checks or its error messages.
 */
export const publicConfiguration: PublicConfiguration = __PUBLIC_CONFIGURATION__;
