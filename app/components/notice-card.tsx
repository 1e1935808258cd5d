import { useId } from "react";
import "./notice-card.css";

/** A short, polite notice in place of content that is not there yet (a page not published, a placeholder). */
export function NoticeCard({ heading, text }: { heading: string; text: string }) {
  const id = useId();
  return (
    <section className="notice-card" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <p>{text}</p>
    </section>
  );
}
