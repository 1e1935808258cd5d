import { PageLink } from "#app/components/page-link.tsx";
import { type ImageBox, ResponsiveImage } from "#app/components/responsive-image.tsx";
import { usePublicImage } from "#app/components/use-site-data.ts";
import { clubStrings, homeStrings } from "#app/lib/strings/home.ts";

const c = clubStrings;

/** Spec 2.5's eight tiles, in its order. Sports has no page, so its tile is not a link. */
const clubs = [
  { slug: "english-literary", label: c.englishLiterary, to: "/EnglishLiteraryClub" },
  { slug: "green", label: c.green, to: "/GreenClub" },
  { slug: "quest", label: c.quest, to: "/QuestClub" },
  { slug: "music", label: c.music, to: "/MusicClub" },
  { slug: "sports", label: c.sports, to: null },
  { slug: "performing-arts", label: c.performingArts, to: "/PerformingArtsClub" },
  { slug: "ramanujan", label: c.ramanujan, to: "/RamanujanClub" },
  { slug: "piccaso", label: c.picasso, to: "/PiccasoClub" },
] as const;

/**
 * 3:2, two tiles a row on a phone, four above (club-tiles.css: 1rem apart, in the container's 1rem
 * padding, at most 80rem); the label says what it shows. The sizes are the tiles' drawn widths: "50vw"
 * was 24 px too wide on a phone, and a 412 px phone at 1.75× took the 480 variant where 320 covers it.
 */
const tileImage: ImageBox = {
  width: 600,
  height: 400,
  sizes: "(max-width: 700px) calc(50vw - 24px), (max-width: 1280px) calc(25vw - 20px), 300px",
  widths: [320, 480, 640],
};

function ClubTile({ slug, label }: { slug: string; label: string }) {
  const image = usePublicImage(`club-tiles/${slug}.jpg`);
  const placeholder = usePublicImage("placeholder.jpg");
  return (
    <>
      <ResponsiveImage className="club-tile__image" path={image} fallback={placeholder} alt="" {...tileImage} />
      <span className="club-tile__label">{label}</span>
    </>
  );
}

export function ClubTiles() {
  return (
    <section className="container clubs" aria-labelledby="clubs-heading">
      <h2 id="clubs-heading">{homeStrings.clubsHeading}</h2>
      <ul className="club-tiles">
        {clubs.map((club) => (
          <li key={club.slug}>
            {club.to ? (
              <PageLink to={club.to} className="club-tile">
                <ClubTile slug={club.slug} label={club.label} />
              </PageLink>
            ) : (
              <div className="club-tile">
                <ClubTile slug={club.slug} label={club.label} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
