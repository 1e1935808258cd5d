/**
 * Whether a page loads React Router's client: only the staff area does (everything under /admin,
 * app/admin/). Every other page is the server's HTML with islands (docs/decisions/0093-public-pages-islands.md):
 * no React, no route modules and no hydration data. The root layout and app/entry.server.tsx both ask.
 */
export function usesReactClient(pathname: string): boolean {
  return /^\/admin(\/|$)/i.test(pathname);
}
