/**
 * The files the build writes into public/ for its host, not for visitors (emit.ts): no host serves them
 * and the bucket does not get them (docs/hosting.md). Plain JavaScript, so the preview server and the
 * publisher read it without TypeScript; nginx's server block repeats the pattern (a unit test keeps them equal).
 */
export const HOST_FILE_NAMES = String.raw`_redirects|_headers|_object-storage\.json|_cloudfront-function\.js|nginx-[a-z-]+\.conf`;

const HOST_FILE = new RegExp(`^(?:${HOST_FILE_NAMES})$`);

/** Whether a file of public/ (its path relative to public/, with "/") is one of them. */
export const isHostFile = (relativePath) => HOST_FILE.test(relativePath);
