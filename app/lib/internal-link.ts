/**
 * Links inside stored page HTML are plain <a> elements. A click on one that
 * stays on the site can be handed to the router, so a phone does not reload
 * the whole page; anything a browser should handle itself is left alone.
 */
export type LinkClick = {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
};

type AnchorLike = { getAttribute(name: string): string | null; hasAttribute(name: string): boolean };

/** The site path to navigate to, or undefined when the browser should follow the link itself. */
export function siteRouteOf(anchor: AnchorLike, click: LinkClick): string | undefined {
  if (click.defaultPrevented || click.button !== 0) return undefined;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return undefined;
  if (anchor.hasAttribute("download")) return undefined;
  const target = anchor.getAttribute("target");
  if (target && target !== "_self") return undefined;
  const href = anchor.getAttribute("href");
  // Only "/Route" links: not "//host", not files or API calls, which are not pages.
  if (!href?.startsWith("/") || href.startsWith("//") || /^\/api(\/|$|\?)/i.test(href)) return undefined;
  return href;
}
