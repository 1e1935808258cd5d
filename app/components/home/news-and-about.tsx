import { ExternalLink } from "#app/components/external-link.tsx";
import { Icon } from "#app/components/icon.tsx";
import { Marquee } from "#app/components/marquee.tsx";
import { PageLink } from "#app/components/page-link.tsx";
import { type ImageBox, ResponsiveImage } from "#app/components/responsive-image.tsx";
import { usePublicImage, useSiteData } from "#app/components/use-site-data.ts";
import { fileUrl } from "#app/lib/image-url.ts";
import { newsBoxSeconds } from "#app/lib/marquee.ts";
import { attachmentLabel } from "#app/lib/strings/common.ts";
import { homeStrings } from "#app/lib/strings/home.ts";
import type { NewsRecord } from "#domain/api-records";
import { plainDescription } from "#domain/rich-text";
import { formatDisplayDate } from "#domain/school-date";

const h = homeStrings;

/**
 * 3:2, the page's width on a phone (inside the container's 1rem padding), the About column's above;
 * the heading says what it shows. A 412 px phone at 1.75× needs 665 px: the 720 variant, not the 960.
 */
const aboutImage: ImageBox = {
  width: 1200,
  height: 800,
  sizes: "(max-width: 900px) calc(100vw - 2rem), 40rem",
  widths: [320, 480, 640, 720, 960],
};

function NewsItem({ news }: { news: NewsRecord }) {
  return (
    <li className="news-item">
      <h3 className="news-item__title">{news.title}</h3>
      {news.description && <p className="news-item__description">{plainDescription(news.description)}</p>}
      <p className="news-item__meta">
        <time dateTime={news.fromDate}>{formatDisplayDate(news.fromDate)}</time>
        {news.attachments[0] && (
          <ExternalLink
            href={fileUrl(news.attachments[0])}
            className="attachment-icon"
            label={attachmentLabel(news.title)}
            pdf={news.attachments[0].toLowerCase().endsWith(".pdf")}
          >
            <Icon name="paperclip" />
          </ExternalLink>
        )}
      </p>
    </li>
  );
}

/** Spec 2.5's placeholder, word for word, when there is no news. */
function NewsPlaceholder() {
  return (
    <ul className="news-list news-list--placeholder">
      <li className="news-item">
        <h3 className="news-item__title">{h.newsPlaceholderTitle}</h3>
        <p className="news-item__description">{h.newsPlaceholderDescription}</p>
        <p className="news-item__meta">{h.newsPlaceholderDate}</p>
      </li>
    </ul>
  );
}

/** The vertical news box with View More, beside the About teaser with Read More. */
export function NewsAndAbout({ news }: { news: NewsRecord[] }) {
  const { profile } = useSiteData();
  const about = usePublicImage("about.jpg");
  return (
    <div className="container news-about">
      <section className="news-about__news" aria-labelledby="latest-news-heading">
        <h2 id="latest-news-heading">{h.latestNewsHeading}</h2>
        <div className="news-box">
          {news.length === 0 ? (
            <NewsPlaceholder />
          ) : (
            <Marquee
              direction="y"
              seconds={newsBoxSeconds(news.length)}
              label={h.newsBoxHeading}
              pauseLabel={h.newsBoxPause}
              playLabel={h.newsBoxPlay}
              renderList={() => (
                <ul className="news-list">
                  {news.map((item) => (
                    <NewsItem key={item._id} news={item} />
                  ))}
                </ul>
              )}
            />
          )}
        </div>
        <PageLink to="/News" className="button">
          {h.viewMore}
          <span className="visually-hidden"> {h.latestNewsHeading}</span>
        </PageLink>
      </section>
      <section className="news-about__about" aria-labelledby="about-heading">
        <h2 id="about-heading">{h.aboutHeading}</h2>
        <ResponsiveImage className="news-about__image" path={about} alt="" {...aboutImage} />
        {profile?.blurb && <p>{profile.blurb}</p>}
        <PageLink to="/About" className="button">
          {h.readMore}
          <span className="visually-hidden"> {h.aboutHeading}</span>
        </PageLink>
      </section>
    </div>
  );
}
