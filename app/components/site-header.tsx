import { PageLink } from "#app/components/page-link.tsx";
import { publicPath } from "#app/lib/image-url.ts";
import { schoolNameOf } from "#app/lib/page-meta.ts";
import { strings } from "#app/lib/strings/common.ts";
import { HeaderSearch } from "./header-search";
import { HighlightsTicker } from "./highlights-ticker";
import { Icon } from "./icon";
import { MainMenu } from "./main-menu";
import { type ImageBox, ResponsiveImage } from "./responsive-image";
import { useSiteData } from "./use-site-data";
import "./site-header.css";

/** 56 px square; the service's smallest width is sharp on any phone. */
const logoImage: ImageBox = { width: 56, height: 56, sizes: "56px", widths: [160] };

/**
 * Shared header (spec 2.3): the top bar with the Mandatory Public Disclosure link (issue 25, CBSE's
 * words exactly), highlights ticker, logo and name, menu, and the search box (issue 16).
 */
export function SiteHeader() {
  const { profile, highlights, schoolCode, menu = [] } = useSiteData();
  const logo = publicPath(schoolCode, "logo.png");
  return (
    <header className="site-header">
      <div className="site-header__top">
        <PageLink to="/MandatoryPublicDisclosure" className="disclosure-link">
          <Icon name="document" />
          {strings.disclosureLink}
        </PageLink>
      </div>
      <HighlightsTicker highlights={highlights} />
      <div className="site-header__bar">
        <PageLink to="/" className="brand">
          {/* The school's name follows in text, so the logo itself adds nothing to read out. */}
          <ResponsiveImage className="brand__logo" path={logo} alt="" {...logoImage} />
          <span className="brand__name">{schoolNameOf(profile)}</span>
        </PageLink>
        <MainMenu entries={menu} search={<HeaderSearch />} />
      </div>
    </header>
  );
}
