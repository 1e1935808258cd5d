import type { ReactNode } from "react";
import { strings } from "#app/lib/strings/common.ts";

type Props = {
  href: string;
  children: ReactNode;
  className?: string;
  /** PDFs say so, so nobody is surprised by a download on mobile data. */
  pdf?: boolean;
  /** The accessible name when the visible content is only an icon. */
  label?: string;
};

/** A link that opens in a new tab and says so to screen-reader users (WCAG 3.2.5 advice). */
export function ExternalLink({ href, children, className, pdf = false, label }: Props) {
  const note = pdf ? strings.pdfOpensInNewTab : strings.opensInNewTab;
  return (
    <a
      className={className}
      href={href}
      target="_blank"
      rel="noopener"
      aria-label={label ? `${label} ${note}` : undefined}
    >
      {children}
      {!label && <span className="visually-hidden"> {note}</span>}
    </a>
  );
}
