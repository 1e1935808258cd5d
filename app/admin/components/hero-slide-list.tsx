import { useEffect, useRef, useState } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import { imageUrl } from "#app/lib/image-url";
import { dropSlide } from "#domain/hero-slides";
import type { HeroSlideRecord } from "#domain/media-records";

type Props = { slides: HeroSlideRecord[]; answer?: { focus?: string } };

/**
 * The hero slides in their order, each with Move up / Move down (the keyboard's way) and draggable
 * onto another's place. The form sends the slots in the order shown; the route applies the move.
 */
export function HeroSlideList({ slides, answer }: Props) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const [dragged, setDragged] = useState<number | null>(null);
  const pendingFocus = useRef<string | undefined>(undefined);
  useEffect(() => {
    pendingFocus.current = answer?.focus;
  }, [answer]);
  // The moved slide's button gets the focus back once the new order is shown.
  useEffect(() => {
    if (navigation.state !== "idle" || !pendingFocus.current) return;
    document.getElementById(pendingFocus.current)?.focus();
    pendingFocus.current = undefined;
  });

  const slots = slides.map((slide) => slide.slot);
  const drop = (to: number) => {
    if (dragged === null) return;
    const order = dropSlide(slots, dragged, to);
    setDragged(null);
    const form = new FormData();
    form.set("intent", "order");
    for (const slot of order) form.append("slot", String(slot));
    submit(form, { method: "post" });
  };

  return (
    <Form method="post">
      {slots.map((slot) => (
        <input key={slot} type="hidden" name="slot" value={slot} />
      ))}
      <ol className="admin-photos">
        {slides.map((slide, index) => (
          <li
            key={slide.slot}
            className={dragged === index ? "admin-photo admin-photo-dragged" : "admin-photo"}
            draggable
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
            {slide.exists ? (
              <img
                src={`${imageUrl(slide.path, { width: 320 })}&v=${slide.version}`}
                alt=""
                width={160}
                height={70}
                className="admin-photo-thumb"
              />
            ) : (
              <p className="admin-photo-thumb">No picture: the site shows its placeholder.</p>
            )}
            <div className="admin-photo-fields">
              <p className="admin-slide-name">Slide {index + 1}</p>
              <div className="admin-photo-moves">
                <button
                  type="submit"
                  name="intent"
                  value={`up:${index}`}
                  id={`slide-up-${index}`}
                  disabled={navigation.state !== "idle"}
                  className="admin-button admin-button-small admin-button-secondary"
                >
                  Move up<span className="visually-hidden"> slide {index + 1}</span>
                </button>
                <button
                  type="submit"
                  name="intent"
                  value={`down:${index}`}
                  id={`slide-down-${index}`}
                  disabled={navigation.state !== "idle"}
                  className="admin-button admin-button-small admin-button-secondary"
                >
                  Move down<span className="visually-hidden"> slide {index + 1}</span>
                </button>
              </div>
            </div>
          </li>
        ))}
      </ol>
    </Form>
  );
}
