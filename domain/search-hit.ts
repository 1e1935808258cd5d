import { z } from "zod";
import { allKinds } from "#domain/kinds/all-kinds";
import { searchKindsOf } from "#domain/search-kinds";

/**
 * What site search finds (docs/decisions/0047-site-search.md): the kinds it searches, and
 * the answer of `GET /api/search/{school}?q=`. A hit names its kind and record; the site
 * turns the two into the link (the album page, the news item, the information page, …).
 *
 * The kinds are derived from the list of kinds (search-kinds.ts): news, event, album, video,
 * page, faculty, help, in that order.
 */
export const searchKinds = searchKindsOf(allKinds);
export type SearchKind = (typeof searchKinds)[number];

const pieceSchema = z.object({ text: z.string(), mark: z.boolean() });

export const searchHitSchema = z.object({
  kind: z.enum(searchKinds),
  /** The record's `_id`; an information page's slug; `Pphelp` for the help page. */
  _id: z.string(),
  /** The title, matched words marked. */
  title: z.array(pieceSchema),
  /** Some text around the match (or the start of the text), matched words marked. */
  snippet: z.array(pieceSchema),
  /** `YYYY-MM-DD` for news, events, albums and videos; null for the rest. */
  date: z.string().nullable(),
});

export const searchAnswerSchema = z.object({
  /** The query as searched for (normalised: NFC, spaces collapsed). */
  query: z.string(),
  /** Best first. */
  hits: z.array(searchHitSchema),
});

export type SearchHit = z.infer<typeof searchHitSchema>;
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;
