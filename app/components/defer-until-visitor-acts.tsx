import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import { whenVisitorActs } from "#app/lib/visitor-acts.ts";

type Loaded<P> = { default: ComponentType<P> };

export type Deferred<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Loads the code now. The server calls it before rendering (in the route's loader), so it never suspends. */
  preload(): Promise<Loaded<P>>;
  /**
   * For a render on the client (a client-side navigation): there is no server HTML to show
   * meanwhile, so the code is fetched as soon as it is rendered, without waiting for a sign.
   */
  loadWhenRendered(): void;
};

/**
 * A component whose code the browser fetches at the visitor's first sign (a touch, a key, the
 * wheel, a scroll: `whenVisitorActs`), not with the page (decision 0035). Put it inside a
 * `<Suspense>`: while the code is missing, React leaves the server's HTML of that boundary in
 * place, readable and with working links, and hydrates it once the code is there.
 *
 * The server renders it in place: once `preload()` has resolved, the lazy component answers
 * with a thenable that resolves at once, so React does not suspend and stream a fallback.
 */
export function deferUntilVisitorActs<P extends object>(load: () => Promise<Loaded<P>>): Deferred<P> {
  let loaded: Loaded<P> | undefined;
  let atOnce = false;
  const preload = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  const component = lazy(() => {
    if (loaded) {
      const ready = loaded;
      // biome-ignore lint/suspicious/noThenProperty: a thenable that answers at once is how React renders a lazy component without suspending.
      return { then: (resolve: (module: Loaded<P>) => void) => resolve(ready) } as Promise<Loaded<P>>;
    }
    return (atOnce ? Promise.resolve() : whenVisitorActs()).then(preload);
  });
  return Object.assign(component, {
    preload,
    loadWhenRendered: () => {
      atOnce = true;
    },
  });
}
