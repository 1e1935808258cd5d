import type { AnchorHTMLAttributes } from "react";

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** The page's address from the site's root, as every link of the site's own is ("/News?id=…"). */
  to: string;
};

/**
 * A link to another page of the public site: a plain <a>. Public pages are server HTML that React
 * Router's client never runs on (decision 0093), so its <Link> only added work to each render (the
 * path resolved against the route, a dozen hooks a link) and a `data-discover` attribute for a client
 * that is not there (decision 0113).
 */
export function PageLink({ to, ...props }: Props) {
  return <a href={to} {...props} />;
}
