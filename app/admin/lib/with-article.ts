/** "an owner", "a contributor": a role's name as a sentence needs it. */
export function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? "an" : "a"} ${noun}`;
}
