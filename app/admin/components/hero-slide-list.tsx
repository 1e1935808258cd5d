import { useEffect, useRef, useState } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import { MoveButtons } from "#app/admin/components/move-buttons.tsx";
import { imageUrl } from "#app/lib/image-url.ts";
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
  const formRef = useRef<HTMLFormElement>(null);
  const drop = (to: number) => {
    if (dragged === null || !formRef.current) return;
    const order = dropSlide(slots, dragged, to);
    setDragged(null);
    // The descriptions typed so far travel with their slides, in the new order.
    const alts = new FormData(formRef.current).getAll("alt").map(String);
    const typed = new Map(slots.map((slot, index) => [slot, alts[index] ?? ""]));
    const form = new FormData();
    form.set("intent", "order");
    for (const slot of order) {
      form.append("slot", String(slot));
      form.append("alt", typed.get(slot) ?? "");
    }
    submit(form, { method: "post" });
  };

  return (
    <Form method="post" ref={formRef}>
      <p className="admin-hint">
        Say what each photo shows, for people who cannot see it. Left empty, the site calls it "School life photo" and
        its number. A new photo in a slide starts without a description.
      </p>
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
              <div className="admin-field">
                <label htmlFor={`slide-alt-${index}`}>Description of slide {index + 1}</label>
                <input
                  // A new picture or order brings new words: the field is made again with them.
                  key={`${slide.version}:${slide.alt}`}
                  id={`slide-alt-${index}`}
                  name="alt"
                  defaultValue={slide.alt}
                />
              </div>
              <MoveButtons index={index} idPrefix="slide" what="slide" disabled={navigation.state !== "idle"} />
            </div>
          </li>
        ))}
      </ol>
      <p>
        <button
          type="submit"
          name="intent"
          value="texts"
          className="admin-button"
          disabled={navigation.state !== "idle"}
        >
          Save descriptions
        </button>
      </p>
    </Form>
  );
}
