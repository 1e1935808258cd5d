import { ExternalLink } from "#app/components/external-link.tsx";
import { Icon } from "#app/components/icon.tsx";
import { fileUrl } from "#app/lib/image-url.ts";
import { attachmentLabel } from "#app/lib/strings/common.ts";
import { homeStrings } from "#app/lib/strings/home.ts";
import type { OnlineRegistrationRecord } from "#domain/api-records";

/** Shown only when the school has an open registration (spec 2.5). */
export function OnlineRegistration({ items }: { items: OnlineRegistrationRecord[] }) {
  if (items.length === 0) return null;
  return (
    <section className="online-registration" aria-labelledby="online-registration-heading">
      <div className="container online-registration__inner">
        <h2 id="online-registration-heading">{homeStrings.onlineRegistrationHeading}</h2>
        <ul>
          {items.map((item) => (
            <li key={item._id}>
              <ExternalLink href={item.url}>{item.title}</ExternalLink>
              {item.attachments[0] && (
                <ExternalLink
                  href={fileUrl(item.attachments[0])}
                  className="attachment-icon"
                  label={attachmentLabel(item.title)}
                  pdf={item.attachments[0].toLowerCase().endsWith(".pdf")}
                >
                  <Icon name="paperclip" />
                </ExternalLink>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
