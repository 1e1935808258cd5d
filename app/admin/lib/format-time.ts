/** "23 Nov 2026, 9:41 pm" in the school's time zone: how the admin area shows an instant. */
export function formatInstant(iso: string | Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-IN", {
    timeZone,
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(typeof iso === "string" ? new Date(iso) : iso);
}
