import { useEffect, useRef } from "react";
import { useNavigation } from "react-router";

/**
 * Gives the focus back to the control an action's answer names (its `focus`: a moved slide's or
 * photo's Move button) once the page is idle again: the answer comes before the reordered data, and
 * the button stands in its new place only then. `first`, where given, is asked before the focus
 * moves: true puts it off to the next render (the photos' sheet goes to the moved photo first).
 */
export function useAnswerFocus(answer: { focus?: string } | undefined, first?: (id: string) => boolean) {
  const navigation = useNavigation();
  const pending = useRef<string | undefined>(undefined);
  useEffect(() => {
    pending.current = answer?.focus;
  }, [answer]);
  useEffect(() => {
    if (navigation.state !== "idle" || !pending.current) return;
    if (first?.(pending.current)) return;
    document.getElementById(pending.current)?.focus();
    pending.current = undefined;
  });
}
