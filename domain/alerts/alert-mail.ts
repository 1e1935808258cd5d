import { formatBytes } from "#domain/media-rules";
import { formatDisplayDate } from "#domain/school-date";
import type { AlertMessage } from "./alert-topics";

/**
 * The mails of parents' alerts (decision 0089), as text: plain text and a simple, accessible HTML
 * part (real headings, the school's words as link text, dark on white, one column that reads at
 * 320 px), no images and nothing that reports an opening. Files are linked with their size, never
 * attached. Pure: the sender hands it what it read and sends what it returns.
 */

/** An item as queued at publishing: its kind's message, each file with its size when the store knew it. */
export type AlertItemView = Omit<AlertMessage, "files"> & {
  readonly files: readonly { path: string; label: string; size: number | null }[];
};

export type AlertMailSchool = { name: string; origin: string };
export type AlertMailLinks = { manage: string; unsubscribe: string };
export type RenderedMail = { subject: string; text: string; html: string };

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] as string,
  );

/** A stored file's address on the site, each segment encoded as the site's own links are. */
export function fileAddress(origin: string, storedPath: string): string {
  const segments = storedPath
    .split("/")
    .filter((part) => part !== "")
    .map((part) => encodeURIComponent(part));
  return `${origin}/api/image/${segments.join("/")}`;
}

const isPdf = (path: string) => /\.pdf$/i.test(path);

function fileText(file: AlertItemView["files"][number]): string {
  const facts = [isPdf(file.path) ? "PDF" : undefined, file.size === null ? undefined : formatBytes(file.size)].filter(
    Boolean,
  );
  return facts.length > 0 ? `${file.label} (${facts.join(", ")})` : file.label;
}

function itemText(item: AlertItemView, origin: string): string {
  const lines = [item.title];
  if (item.date) lines.push(formatDisplayDate(item.date));
  if (item.classes.length > 0) lines.push(`For classes ${item.classes.join(", ")}`);
  if (item.summary) lines.push("", item.summary);
  lines.push("", `Read it on the school's website: ${origin}${item.path}`);
  for (const file of item.files) lines.push(`${fileText(file)}: ${fileAddress(origin, file.path)}`);
  return lines.join("\n");
}

function itemHtml(item: AlertItemView, origin: string, heading: "h1" | "h2"): string {
  const parts = [`<${heading} style="font-size:1.25em;margin:1em 0 0.25em">${escapeHtml(item.title)}</${heading}>`];
  const meta = [
    item.date ? formatDisplayDate(item.date) : undefined,
    item.classes.length > 0 ? `For classes ${item.classes.join(", ")}` : undefined,
  ].filter(Boolean) as string[];
  if (meta.length > 0) parts.push(`<p style="margin:0;color:#444">${escapeHtml(meta.join(" · "))}</p>`);
  if (item.summary) parts.push(`<p>${escapeHtml(item.summary)}</p>`);
  parts.push(
    `<p><a href="${escapeHtml(origin + item.path)}" style="color:#0b4f9c">Read “${escapeHtml(item.title)}” on the school's website</a></p>`,
  );
  if (item.files.length > 0) {
    const links = item.files.map(
      (file) =>
        `<li><a href="${escapeHtml(fileAddress(origin, file.path))}" style="color:#0b4f9c">${escapeHtml(fileText(file))}</a></li>`,
    );
    parts.push(`<ul>${links.join("")}</ul>`);
  }
  return parts.join("\n");
}

function footerText(school: AlertMailSchool, links: AlertMailLinks): string {
  return [
    "--",
    `You receive this because you asked ${school.name} for e-mail alerts and confirmed it.`,
    `Change what you receive: ${links.manage}`,
    `Unsubscribe: ${links.unsubscribe}`,
  ].join("\n");
}

function footerHtml(school: AlertMailSchool, links: AlertMailLinks): string {
  return [
    `<hr style="border:0;border-top:1px solid #ccc;margin:2em 0 1em">`,
    `<p style="font-size:0.9em;color:#444">You receive this because you asked ${escapeHtml(school.name)} for e-mail alerts and confirmed it.</p>`,
    `<p style="font-size:0.9em"><a href="${escapeHtml(links.manage)}" style="color:#0b4f9c">Change what you receive</a> · <a href="${escapeHtml(links.unsubscribe)}" style="color:#0b4f9c">Unsubscribe</a></p>`,
  ].join("\n");
}

function page(title: string, body: string): string {
  return [
    "<!doctype html>",
    `<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>`,
    `<body style="margin:0;padding:16px;background:#ffffff;color:#1a1a1a;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">`,
    `<div style="max-width:600px;margin:0 auto">`,
    body,
    "</div></body></html>",
  ].join("\n");
}

/** One item, sent as soon as it is published (after the grace period). */
export function immediateMail(school: AlertMailSchool, item: AlertItemView, links: AlertMailLinks): RenderedMail {
  const subject = `${school.name}: ${item.title}`;
  const text = [itemText(item, school.origin), "", footerText(school, links)].join("\n");
  const html = page(
    subject,
    [
      `<p style="margin:0;color:#444">${escapeHtml(school.name)}</p>`,
      itemHtml(item, school.origin, "h1"),
      footerHtml(school, links),
    ].join("\n"),
  );
  return { subject, text, html };
}

/** The day's items in one mail, oldest first; `day` is the school's date (`YYYY-MM-DD`). */
export function digestMail(
  school: AlertMailSchool,
  day: string,
  items: readonly AlertItemView[],
  links: AlertMailLinks,
): RenderedMail {
  const count = items.length === 1 ? "1 new item" : `${items.length} new items`;
  const subject = `${school.name}: ${count}, ${formatDisplayDate(day)}`;
  const text = [
    `${school.name}: ${count} on the website today (${formatDisplayDate(day)}).`,
    ...items.map((item) => `\n${itemText(item, school.origin)}`),
    "",
    footerText(school, links),
  ].join("\n");
  const html = page(
    subject,
    [
      `<h1 style="font-size:1.4em;margin:0 0 0.5em">${escapeHtml(school.name)}: ${escapeHtml(count)}, ${escapeHtml(formatDisplayDate(day))}</h1>`,
      ...items.map((item) => itemHtml(item, school.origin, "h2")),
      footerHtml(school, links),
    ].join("\n"),
  );
  return { subject, text, html };
}

/** The confirmation mail of a subscription (double opt-in): nothing else is sent until it is used. */
export function confirmationMail(
  school: AlertMailSchool,
  confirmLink: string,
  choices: string,
  validHours: number,
): RenderedMail {
  const subject = `Confirm your e-mail alerts from ${school.name}`;
  const text = [
    `Someone, probably you, asked ${school.name}'s website to e-mail this address: ${choices}.`,
    "",
    `To confirm, open this link within ${validHours} hours and press Confirm:`,
    confirmLink,
    "",
    "If it was not you, ignore this mail: nothing will be sent, and the address is forgotten.",
  ].join("\n");
  const html = page(
    subject,
    [
      `<h1 style="font-size:1.4em">Confirm your e-mail alerts</h1>`,
      `<p>Someone, probably you, asked ${escapeHtml(school.name)}'s website to e-mail this address: ${escapeHtml(choices)}.</p>`,
      `<p><a href="${escapeHtml(confirmLink)}" style="color:#0b4f9c">Confirm the alerts</a> (within ${validHours} hours).</p>`,
      `<p>If it was not you, ignore this mail: nothing will be sent, and the address is forgotten.</p>`,
    ].join("\n"),
  );
  return { subject, text, html };
}
