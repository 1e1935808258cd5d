/**
 * What must never survive in stored HTML, checked on a parsed DOM (jsdom in
 * Vitest, Chromium in the browser test): the same rules in both places.
 */

/** Elements that run code, load a document or change how URLs and the page behave. */
export const forbiddenElements = [
  "script",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "base",
  "meta",
  "link",
  "style",
  "svg",
  "math",
  "form",
  "input",
  "button",
  "textarea",
  "select",
  "template",
  "noscript",
  "video",
  "audio",
  "portal",
];

/** Attributes whose value is a URL. */
export const urlAttributes = [
  "href",
  "src",
  "action",
  "formaction",
  "xlink:href",
  "data",
  "background",
  "poster",
  "srcdoc",
  "cite",
  "ping",
];

/** A URL a browser would run or render as a document: scheme compared the way browsers strip it. */
export function isDangerousUrl(value: string): boolean {
  // Browsers drop leading/trailing C0 controls and spaces, and tabs/newlines anywhere, before reading the scheme.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: that is exactly what browsers strip.
  const cleaned = value.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "").replace(/[\t\n\r]/g, "");
  return /^(javascript|vbscript|data|livescript|jar|file):/i.test(cleaned);
}

/** Every problem in an element's subtree, as readable strings (empty when safe). */
export function problemsIn(root: Element): string[] {
  const problems: string[] = [];
  for (const element of Array.from(root.querySelectorAll("*"))) {
    const name = element.localName.toLowerCase();
    if (forbiddenElements.includes(name)) problems.push(`<${name}> element`);
    if (name === "meta" && element.hasAttribute("http-equiv")) problems.push("<meta http-equiv>");
    // Stored HTML may show our own stored pictures and nothing else (decision 0058).
    if (name === "img" && !/^\/api\/image\/[^\s\\]+$/.test(element.getAttribute("src") ?? "")) {
      problems.push(`<img> not from /api/image/: ${element.getAttribute("src")}`);
    }
    for (const attribute of Array.from(element.attributes)) {
      const attributeName = attribute.name.toLowerCase();
      if (attributeName.startsWith("on")) problems.push(`${attributeName} attribute on <${name}>`);
      if (attributeName === "style") problems.push(`style attribute on <${name}>`);
      if (urlAttributes.includes(attributeName) && isDangerousUrl(attribute.value)) {
        problems.push(`${attributeName}="${attribute.value}" on <${name}>`);
      }
      if (attributeName === "href" && /^\s*[/\\]{2}/.test(attribute.value))
        problems.push(`protocol-relative href on <${name}>`);
    }
  }
  return problems;
}
