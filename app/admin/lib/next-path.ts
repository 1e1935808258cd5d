/** Where to go after signing in: a path inside the admin area, never another site (an open redirect). */
export function safeNext(next: string | null | undefined): string {
  if (!next?.startsWith("/admin") || next.startsWith("//")) return "/admin";
  if (next.startsWith("/admin/sign-in") || next.startsWith("/admin/sign-out")) return "/admin";
  return next;
}
