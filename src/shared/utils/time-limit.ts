/**
 * Settles like `promise`, or rejects with `onTimeout()` when it has not settled within `ms`. The promise
 * itself cannot be cancelled: a late result is ignored.
 */
export function withTimeLimit<T>(promise: PromiseLike<T>, ms: number, onTimeout: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(onTimeout()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
