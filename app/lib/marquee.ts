/**
 * Durations of the CSS scrolling of the highlights ticker and the home news
 * box. The animation moves the whole list, so a longer list needs a longer
 * loop to keep the same, readable speed.
 */
import { newsBoxMinSeconds, newsBoxSecondsPerItem, tickerMinSeconds, tickerSecondsPerCharacter } from "./constants";

export function tickerSeconds(texts: readonly string[]): number {
  const characters = texts.reduce((sum, text) => sum + text.length, 0);
  return Math.max(tickerMinSeconds, Math.round(characters * tickerSecondsPerCharacter));
}

export function newsBoxSeconds(itemCount: number): number {
  return Math.max(newsBoxMinSeconds, itemCount * newsBoxSecondsPerItem);
}
