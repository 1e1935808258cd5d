import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { usePublicImage } from "#app/components/use-site-data.ts";
import "./person-card.css";

type Props = {
  photo: string | undefined;
  name: string;
  lines: string[];
  /** How wide the card's photo is drawn (a `sizes` value). */
  sizes: string;
  /** Toppers' photos are 4:5 portraits; birthday photos are square, shown round. */
  shape?: "portrait" | "round";
};

/** A topper's or a birthday child's card. The name is written beside the photo, so the photo's alt is empty. */
export function PersonCard({ photo, name, lines, sizes, shape = "portrait" }: Props) {
  const placeholder = usePublicImage("avatar-placeholder.jpg");
  return (
    <figure className="person-card">
      <ResponsiveImage
        className={shape === "round" ? "person-card__photo person-card__photo--round" : "person-card__photo"}
        path={photo}
        fallback={placeholder}
        alt=""
        width={shape === "round" ? 300 : 320}
        height={shape === "round" ? 300 : 400}
        sizes={sizes}
        widths={[160, 320, 480]}
      />
      <figcaption>
        <span className="person-card__name">{name}</span>
        {lines
          .filter((line) => line !== "")
          .map((line) => (
            <span key={line} className="person-card__line">
              {line}
            </span>
          ))}
      </figcaption>
    </figure>
  );
}
