import { memo, Suspense, useCallback, useEffect, useState } from "react";
import { deferUntilVisitorActs } from "#app/components/defer-until-visitor-acts.tsx";
import type { AfterHeroProps } from "./after-hero-content";
import "./after-hero.css";

const Content = deferUntilVisitorActs<AfterHeroProps>(() => import("./after-hero-content"));

/** Fetches the code of Home's sections after the hero; the route's loader awaits it on the server. */
export const preloadAfterHero = Content.preload;

type Props = Omit<AfterHeroProps, "onHydrated">;

let sectionsHydrated = false;
let heldPress: HTMLElement | null = null;

// React stops a press on a part of the page it has not hydrated yet (at the document, before
// any of our listeners), so the press is noted here, at the window, before React sees it. Set
// up when this module runs, which is before the page hydrates.
if (typeof window !== "undefined") {
  window.addEventListener(
    "click",
    (event) => {
      if (sectionsHydrated) return;
      const button = (event.target as Element | null)?.closest?.(".after-hero button");
      if (button instanceof HTMLElement) heldPress = button;
    },
    { capture: true },
  );
}

/**
 * Home after its hero carousel: online registration, quick links, news and about, the
 * principal, clubs, toppers, birthdays and the gallery. Their server HTML is the page; their
 * code is fetched and hydrated at the visitor's first sign instead of with the page (decision
 * 0035). Only the hero (which moves by itself) and the notification popup (which opens by
 * itself) run at load.
 *
 * A press on one of their buttons before their code is there (the press itself starts the
 * download) is noted and made again once they are hydrated: React would drop it. Links need
 * nothing: they work as plain links meanwhile.
 *
 * `memo`: Home re-rendering with the same data must not touch the boundary before it is
 * hydrated (React would then render it again on the client, from the empty fallback).
 */
export const AfterHero = memo(function AfterHero(props: Props) {
  // No server HTML of the sections on the page: a client-side navigation to Home, with nothing
  // to show meanwhile, so their code comes at once. (While hydrating, the server's copy is there.)
  if (typeof document !== "undefined" && !document.querySelector(".after-hero")) Content.loadWhenRendered();
  const [hydrated, setHydrated] = useState(false);
  const onHydrated = useCallback(() => setHydrated(true), []);

  useEffect(() => {
    if (!hydrated) return;
    sectionsHydrated = true;
    const button = heldPress;
    heldPress = null;
    button?.click();
  }, [hydrated]);

  return (
    <div className="after-hero" data-hydrated={hydrated ? "" : undefined}>
      <Suspense fallback={null}>
        <Content {...props} onHydrated={onHydrated} />
      </Suspense>
    </div>
  );
});
