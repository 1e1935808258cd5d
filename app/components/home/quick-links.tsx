import { ExternalLink } from "#app/components/external-link.tsx";
import { Icon, PathIcon } from "#app/components/icon.tsx";
import { PageLink } from "#app/components/page-link.tsx";
import { useSiteData } from "#app/components/use-site-data.ts";
import { telHref } from "#app/lib/contact.ts";
import { homeStrings } from "#app/lib/strings/home.ts";
import { type TileIcon, tileIcons } from "./tile-icons";

const h = homeStrings;

function Tile({ icon, label }: { icon: TileIcon; label: string }) {
  return (
    <>
      <PathIcon path={tileIcons[icon]} className="tile__icon" />
      <span className="tile__label">{label}</span>
    </>
  );
}

/** The quick-link tiles of spec 2.5; portal tiles need the profile, the others never do. */
export function QuickLinks() {
  const { profile } = useSiteData();
  return (
    <section className="container quick-links" aria-labelledby="quick-links-heading">
      <h2 id="quick-links-heading" className="visually-hidden">
        {h.quickLinksHeading}
      </h2>
      <ul className="tiles">
        {profile && (
          <>
            <li>
              <ExternalLink href={profile.portalUrl} className="tile">
                <Tile icon="teacher" label={h.teacherLogin} />
              </ExternalLink>
            </li>
            <li>
              <ExternalLink href={profile.portalUrl} className="tile">
                <Tile icon="principal" label={h.principalLogin} />
              </ExternalLink>
            </li>
            <li>
              <ExternalLink href={profile.portalUrl} className="tile">
                <Tile icon="exam" label={h.onlineExam} />
              </ExternalLink>
            </li>
          </>
        )}
        <li>
          <PageLink to="/Pphelp" className="tile">
            <Tile icon="help" label={h.portalHelp} />
          </PageLink>
        </li>
        <li>
          <PageLink to="/AdmissionProcess" className="tile">
            <Tile icon="admission" label={h.admissionProcess} />
          </PageLink>
        </li>
        <li>
          <PageLink to="/ErpSoftware" className="tile">
            <Tile icon="software" label={h.erpSoftware} />
          </PageLink>
        </li>
        {profile && (
          <li>
            <a href={telHref(profile.phone)} className="tile">
              <Icon name="phone" className="tile__icon" />
              <span className="tile__label">
                {h.callUs} <span className="tile__detail">{profile.phone}</span>
              </span>
            </a>
          </li>
        )}
      </ul>
    </section>
  );
}
