/**
 * React.lazy for a module that may already have arrived. React.lazy suspends on its first render even when the
 * module was fetched ahead (preloadPage, the shell beside the session check), and React reveals a suspended tree
 * no sooner than 300 ms after its fallback appeared: a full load of the time entries page asked for its data
 * 300 ms after its chunks and the session check were in. A module already loaded is handed to React.lazy through
 * a thenable that calls back at once, which React takes on the spot, so the page renders without suspending.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type Module<T> = { default: T };

export interface SettledLazy<T extends ComponentType> {
  Component: LazyExoticComponent<T>;
  /** Starts loading the module (once; again after a failure) and answers it. */
  preload: () => Promise<Module<T>>;
}

export function settledLazy<T extends ComponentType>(load: () => Promise<Module<T>>): SettledLazy<T> {
  let loaded: Module<T> | undefined;
  let pending: Promise<Module<T>> | undefined;
  const preload = () => {
    pending ??= load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Component = lazy(() => {
    const ready = loaded;
    if (!ready) return preload();
    // React.lazy reads a thenable that calls back synchronously as already resolved.
    // biome-ignore lint/suspicious/noThenProperty: a thenable that resolves at once is the point
    const settled = { then: (resolve: (module: Module<T>) => void) => resolve(ready) };
    return settled as unknown as Promise<Module<T>>;
  });
  return { Component, preload };
}
