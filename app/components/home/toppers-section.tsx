import { Carousel } from "#app/components/carousel.tsx";
import { PageLink } from "#app/components/page-link.tsx";
import { topperCarousel } from "#app/lib/constants.ts";
import { homeStrings } from "#app/lib/strings/home.ts";
import type { TopperRecord } from "#domain/api-records";
import { PersonCard } from "./person-card";

const h = homeStrings;
const sizes = "(max-width: 479px) 80vw, (max-width: 900px) 40vw, 20vw";

function ToppersCarousel({
  id,
  heading,
  toppers,
  more,
}: {
  id: string;
  heading: string;
  toppers: TopperRecord[];
  more: string;
}) {
  const slides =
    toppers.length > 0
      ? toppers.map((topper) => ({
          key: topper._id,
          content: (
            <PersonCard
              photo={topper.attachments[0]}
              name={topper.name}
              lines={[topper.division, topper.stream, topper.sessionYear]}
              sizes={sizes}
            />
          ),
        }))
      : [
          {
            key: "placeholder",
            content: (
              <PersonCard photo={undefined} name={h.placeholderName} lines={[h.placeholderClass]} sizes={sizes} />
            ),
          },
        ];
  return (
    // The carousel inside is the named region; a second one around it would only repeat its name.
    <div className="toppers__column">
      <h2 id={`${id}-heading`}>{heading}</h2>
      <Carousel id={id} label={heading} spec={topperCarousel} slides={slides} />
      <PageLink to={more} className="button">
        {h.viewMore}
        <span className="visually-hidden"> {heading}</span>
      </PageLink>
    </div>
  );
}

/** Class X and XII toppers of the current (or newest) session, highest marks first. */
export function ToppersSection({ toppersX, toppersXII }: { toppersX: TopperRecord[]; toppersXII: TopperRecord[] }) {
  return (
    <div className="container toppers">
      <ToppersCarousel id="toppers-x" heading={h.toppersXHeading} toppers={toppersX} more="/TopperX" />
      <ToppersCarousel id="toppers-xii" heading={h.toppersXIIHeading} toppers={toppersXII} more="/TopperXII" />
    </div>
  );
}
