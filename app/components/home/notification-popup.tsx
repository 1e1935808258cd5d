import { Carousel } from "#app/components/carousel.tsx";
import { ExternalLink } from "#app/components/external-link.tsx";
import { Icon } from "#app/components/icon.tsx";
import { ModalDialog } from "#app/components/modal-dialog.tsx";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { SubscribeLink } from "#app/components/subscribe-link.tsx";
import { usePublicImage } from "#app/components/use-site-data.ts";
import { notificationCarousel } from "#app/lib/constants.ts";
import { fileUrl } from "#app/lib/image-url.ts";
import { attachmentLabel, strings } from "#app/lib/strings/common.ts";
import { homeLoadStrings } from "#app/lib/strings/home-page.ts";
import type { NotificationRecord } from "#domain/api-records";

function NotificationSlide({ notification }: { notification: NotificationRecord }) {
  const placeholder = usePublicImage("placeholder.jpg");
  return (
    <article className="notification">
      <h3>{notification.title}</h3>
      {notification.desc && <p>{notification.desc}</p>}
      {notification.image.map((path) => (
        <ResponsiveImage
          key={path}
          className="notification__image"
          path={path}
          fallback={placeholder}
          alt={notification.title}
          width={800}
          height={600}
          sizes="(max-width: 48rem) 100vw, 46rem"
          widths={[320, 480, 640, 960]}
        />
      ))}
      {notification.url && (
        <p>
          <ExternalLink href={notification.url}>{notification.urlTitle || notification.url}</ExternalLink>
        </p>
      )}
      {notification.attachments.length > 0 && (
        <ul className="attachment-list">
          {notification.attachments.map((path, index) => (
            <li key={path}>
              <ExternalLink href={fileUrl(path)} className="icon-link" pdf={path.toLowerCase().endsWith(".pdf")}>
                <Icon name="paperclip" />
                {attachmentLabel(`${notification.title} ${index + 1}`)}
              </ExternalLink>
            </li>
          ))}
        </ul>
      )}
      <SubscribeLink topic="notices" />
    </article>
  );
}

/**
 * The entry popup of spec 2.5: the dialogs island opens it by itself once per browser session
 * when there are notifications (notification-once.ts). Without JavaScript, no-js.css shows it
 * in the page.
 */
export function NotificationPopup({ notifications }: { notifications: NotificationRecord[] }) {
  if (notifications.length === 0) return null;
  return (
    <ModalDialog
      id="notification-popup"
      openOnce={notifications.map((notification) => notification._id)}
      titleId="notifications-title"
      title={homeLoadStrings.notificationsHeading}
      closeLabel={strings.close}
      className="notification-dialog"
    >
      <Carousel
        id="notifications"
        label={homeLoadStrings.notificationsLabel}
        spec={notificationCarousel}
        slides={notifications.map((notification) => ({
          key: notification._id,
          content: <NotificationSlide notification={notification} />,
        }))}
      />
    </ModalDialog>
  );
}
