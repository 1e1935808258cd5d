import type { SearchHit } from "#domain/search-hit";

/** A title or snippet of a search hit, the matched words in <mark>. */
export function MarkedText({ pieces }: { pieces: SearchHit["title"] }) {
  return (
    <>
      {pieces.map((piece, index) =>
        // The pieces never change order while shown: their place is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        piece.mark ? <mark key={index}>{piece.text}</mark> : <span key={index}>{piece.text}</span>,
      )}
    </>
  );
}
