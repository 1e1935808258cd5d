import { type RefObject, useEffect, useRef } from "react";
import { useNavigationType } from "react-router";

/**
 * Moves the focus to an element when a link or a form brought the page there (the edit form's
 * heading, or the Edit link of the record just saved), so a keyboard or screen reader goes on
 * from the place that changed. Not on a first load or Back: there the page starts as usual, skip
 * link first. Once per `key` (the record): a later post on the same page leaves the focus alone.
 */
export function useFocusOnArrival(ref: RefObject<HTMLElement | null>, active: boolean, key: string): void {
  const navigation = useNavigationType();
  const focusedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!active || navigation === "POP" || focusedFor.current === key) return;
    focusedFor.current = key;
    ref.current?.focus();
  }, [active, navigation, key, ref]);
}
