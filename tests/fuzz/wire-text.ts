import fc from "fast-check";

/**
 * How arbitrary text is put on a request line: as typed where it can be
 * (`keep`, so a raw `..` stays one), fully percent-encoded, encoded twice, or
 * as raw UTF-8 bytes, which only a hand-written client sends (and Node's HTTP
 * parser refuses).
 */
export type WireStyle = "keep" | "component" | "double" | "bytes";

const utf8 = (text: string) => [...Buffer.from(text, "utf8")];
const percent = (byte: number, upper: boolean) => {
  const hex = byte.toString(16).padStart(2, "0");
  return `%${upper ? hex.toUpperCase() : hex}`;
};
const escaped = (char: string, upper: boolean) =>
  utf8(char)
    .map((byte) => percent(byte, upper))
    .join("");

/**
 * `?` and `#` are always escaped, so the text stays inside the part of the
 * target it was meant for; a backslash is escaped unless `keepBackslash`
 * (the adapter refuses a raw one before any route runs).
 */
export function toWire(text: string, style: WireStyle, upper: boolean, keepBackslash = false): string {
  let wire = "";
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const visible = code >= 0x21 && code <= 0x7e && char !== "?" && char !== "#" && (keepBackslash || char !== "\\");
    if (style === "component" || style === "double") {
      wire += /[A-Za-z0-9\-_.~]/.test(char) ? char : escaped(char, upper);
    } else if (visible) {
      wire += char;
    } else if (style === "bytes" && code > 0x7f) {
      wire += String.fromCharCode(...utf8(char));
    } else {
      wire += escaped(char, upper);
    }
  }
  return style === "double" ? wire.replaceAll("%", "%25") : wire;
}

/** Text worth trying anywhere: any Unicode, lone surrogates, path punctuation, NUL, and very long. */
export const hostileText = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 16 }),
  fc.string({ unit: "binary", maxLength: 16 }),
  fc.string({ unit: fc.constantFrom(".", "/", "\\", "%", "2", "e", "\u0000", "\uff0e", "a", "&", "="), maxLength: 12 }),
  fc.string({ unit: "grapheme-ascii", minLength: 200, maxLength: 1500 }),
);

export function wireText(styles: WireStyle[], keepBackslash = false): fc.Arbitrary<string> {
  return fc
    .record({ text: hostileText, style: fc.constantFrom(...styles), upper: fc.boolean() })
    .map(({ text, style, upper }) => toWire(text, style, upper, keepBackslash));
}
