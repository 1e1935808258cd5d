import AfterHeroContent, { type AfterHeroProps } from "./after-hero-content";
import "./after-hero.css";

/**
 * Home after its hero carousel: online registration, quick links, news and about, the
 * principal, clubs, toppers, birthdays and the gallery. Server HTML like the rest of the page;
 * its carousels and the principal's video are the islands' (app/islands/).
 */
export function AfterHero(props: AfterHeroProps) {
  return (
    <div className="after-hero">
      <AfterHeroContent {...props} />
    </div>
  );
}
