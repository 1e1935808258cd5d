import { PageLink } from "#app/components/page-link.tsx";
import { copyrightYear } from "#app/lib/constants.ts";
import { displayUrl, telHref } from "#app/lib/contact.ts";
import { schoolNameOf } from "#app/lib/page-meta.ts";
import { strings } from "#app/lib/strings/common.ts";
import { ExternalLink } from "./external-link";
import { Icon } from "./icon";
import { useSiteData } from "./use-site-data";
import "./site-footer.css";

const f = strings.footer;

const quickLinks = [
  { to: "/Gallery", label: f.quickGallery },
  { to: "/Events", label: f.quickEvents },
  { to: "/Tc", label: f.quickTc },
  { to: "/Pphelp", label: f.quickPortalHelp },
  { to: "/ErpSoftware", label: f.quickErp },
];

/**
 * Links beside the specification's five quick links (spec 2.4 lists those exactly): CBSE's
 * Mandatory Public Disclosure (issue 25) and parents' e-mail alerts (issue 27), in a list of their own.
 */
const moreLinks = [
  { to: "/MandatoryPublicDisclosure", label: strings.disclosureLink },
  { to: "/Subscribe", label: f.quickAlerts },
];

/** Shared footer (spec 2.4). Without a school profile only the links that need none remain. */
export function SiteFooter() {
  const { profile } = useSiteData();
  const name = schoolNameOf(profile);
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        {profile && (
          <section aria-labelledby="footer-about">
            <h2 id="footer-about">{f.aboutHeading}</h2>
            <p>{profile.blurb}</p>
            <ExternalLink href={profile.videoChannelUrl} className="icon-link">
              <Icon name="video" />
              {f.videoChannel}
            </ExternalLink>
          </section>
        )}
        {profile && (
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact">{f.contactHeading}</h2>
            <address>
              <p className="icon-line">
                <Icon name="mapPin" />
                <span>
                  <span className="visually-hidden">{f.address}: </span>
                  {profile.address}
                </span>
              </p>
              <p className="icon-line">
                <Icon name="phone" />
                <span>
                  <span className="visually-hidden">{f.phone}: </span>
                  <a href={telHref(profile.phone)}>{profile.phone}</a>
                </span>
              </p>
              <p className="icon-line">
                <Icon name="mail" />
                <span>
                  <span className="visually-hidden">{f.email}: </span>
                  <a href={`mailto:${profile.email}`}>{profile.email}</a>
                </span>
              </p>
              <p className="icon-line">
                <Icon name="globe" />
                <span>
                  <span className="visually-hidden">{f.portal}: </span>
                  <ExternalLink href={profile.portalUrl}>{displayUrl(profile.portalUrl)}</ExternalLink>
                </span>
              </p>
            </address>
          </section>
        )}
        <section aria-labelledby="footer-links">
          <h2 id="footer-links">{f.quickLinksHeading}</h2>
          {[quickLinks, moreLinks].map((links) => (
            <ul key={links[0].to} className="site-footer__links">
              {links.map((link) => (
                <li key={link.to}>
                  <PageLink to={link.to}>{link.label}</PageLink>
                </li>
              ))}
            </ul>
          ))}
          {profile && (
            <>
              <h2 id="footer-apps">{f.appsHeading}</h2>
              <ul className="site-footer__apps">
                <li>
                  <ExternalLink href={profile.appStoreUrl} className="icon-link">
                    <Icon name="apple" />
                    {f.appStore}
                  </ExternalLink>
                </li>
                <li>
                  <ExternalLink href={profile.playStoreUrl} className="icon-link">
                    <Icon name="android" />
                    {f.playStore}
                  </ExternalLink>
                </li>
              </ul>
            </>
          )}
        </section>
        {profile && (
          <section aria-labelledby="footer-map">
            <h2 id="footer-map">{f.mapHeading}</h2>
            <iframe
              className="site-footer__map"
              src={profile.mapEmbedUrl}
              title={f.mapTitle}
              loading="lazy"
              width="400"
              height="250"
              referrerPolicy="no-referrer-when-downgrade"
            />
          </section>
        )}
      </div>
      <p className="site-footer__copyright">
        {`© ${copyrightYear} ${name}. ${f.allRightsReserved}`}
        {profile && (
          <>
            {` ${f.poweredBy} `}
            <ExternalLink href={profile.vendorUrl}>{profile.vendorName}</ExternalLink>
          </>
        )}
      </p>
    </footer>
  );
}
