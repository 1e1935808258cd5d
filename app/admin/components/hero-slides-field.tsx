import { useRef, useState } from "react";
import { useActionData, useNavigation, useSubmit } from "react-router";
import { MoveButtons } from "#app/admin/components/move-buttons.tsx";
import { PhotoUploader } from "#app/admin/components/photo-uploader.tsx";
import { shownSlides, slideAltName } from "#app/admin/lib/hero-slides-form.ts";
import { mediaPaths } from "#app/admin/lib/media-paths.ts";
import { useAnswerFocus } from "#app/admin/lib/use-answer-focus.ts";
import { imageUrl, publicPath } from "#app/lib/image-url.ts";
import type { EditableField } from "#domain/editing/editable-fields";
import { heroSlideCount, slideFileName } from "#domain/hero-slides";

type Props = { field: EditableField; value: unknown; school: string; error?: string };

/**
 * The hero slides widget (decision 0102): new photos for the slides, sent one by one to their
 * upload route from the place chosen; then each slide in its order with its description, Move up /
 * Move down (the keyboard's way, and without JavaScript) and draggable onto another's place. Every
 * button sends every description, so a move never loses what was typed.
 */
export function HeroSlidesField({ field, value, school, error }: Props) {
  const slides = shownSlides(value);
  const [start, setStart] = useState(1);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const submit = useSubmit();
  const answer = useActionData() as { focus?: string } | undefined;
  const list = useRef<HTMLOListElement>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  // The moved slide's button gets the focus back once the new order is shown.
  useAnswerFocus(answer);
  const drop = (to: number) => {
    const form = list.current?.closest("form");
    if (dragged === null || !form) return;
    const sent = new FormData(form);
    sent.set("intent", `drop:${dragged}:${to}`);
    setDragged(null);
    submit(sent, { method: "post" });
  };
  const errorId = `field-${field.name}-error`;

  return (
    <div className="admin-hero-slides">
      <h2>Replace slides</h2>
      <div className="admin-field admin-narrow-form">
        <label htmlFor="slide-start">Put the first photo in</label>
        <select id="slide-start" value={start} onChange={(event) => setStart(Number(event.target.value))}>
          {slides.map((_, index) => (
            <option key={slideFileName(index + 1)} value={index + 1}>
              Slide {index + 1}
            </option>
          ))}
        </select>
      </div>
      <PhotoUploader
        uploadUrl={(position) =>
          start + position <= heroSlideCount ? mediaPaths.heroSlide(school, start + position) : undefined
        }
        label="New photos for the slides"
        hint="Each photo replaces one slide, the first in the slide chosen above and the next ones after it, and is on the site at once. JPEG, PNG or WebP, up to 25 MB; cut to the slides' wide frame, turned the right way up, without location or camera details."
        noPlace={`there are only ${heroSlideCount} slides; this one has no place. Choose an earlier first slide.`}
      />
      <h2>Descriptions and order</h2>
      <p className="admin-hint">
        Say what each photo shows, for people who cannot see it. Left empty, the site calls it "School life photo" and
        its number. A new photo in a slide starts without a description.
      </p>
      {error && (
        <p className="admin-error" id={errorId}>
          {error}
        </p>
      )}
      <ol className="admin-photos" ref={list}>
        {slides.map((slide, index) => (
          <li
            // The places are fixed: the photo files are slide-01.jpg … slide-14.jpg.
            key={slideFileName(index + 1)}
            className={dragged === index ? "admin-photo admin-photo-dragged" : "admin-photo"}
            draggable={!busy}
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = "move";
              setDragged(index);
            }}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault();
              drop(index);
            }}
            onDragEnd={() => setDragged(null)}
          >
            {slide.exists === false ? (
              <p className="admin-photo-thumb">No picture: the site shows its placeholder.</p>
            ) : (
              <img
                src={`${imageUrl(publicPath(school, slideFileName(index + 1)), { width: 320 })}${slide.version ? `&v=${slide.version}` : ""}`}
                alt=""
                width={160}
                height={70}
                className="admin-photo-thumb"
              />
            )}
            <div className="admin-photo-fields">
              <p className="admin-slide-name">Slide {index + 1}</p>
              <div className="admin-field">
                <label htmlFor={`slide-alt-${index}`}>Description of slide {index + 1}</label>
                <input
                  // A new picture or order brings new words: the field is made again with them.
                  key={`${slide.version ?? 0}:${slide.alt}`}
                  id={`slide-alt-${index}`}
                  name={slideAltName(field.name)}
                  defaultValue={slide.alt}
                  autoComplete="off"
                  aria-describedby={error ? errorId : undefined}
                />
              </div>
              <MoveButtons index={index} idPrefix="slide" what="slide" disabled={busy} />
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
