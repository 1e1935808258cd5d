import { afterAll, describe, expect, it, vi } from "vitest";
import { sanitizeStoredHtml } from "#content/sanitize";
import { checkDraft } from "#domain/editing/draft-checks";
import { editableKinds } from "#domain/editing/editable-kinds";
import { longestStall } from "#tests/event-loop-stall";
import { EditingError } from "./editing-error";
import { checkDraftOffLoop, RichTextThread } from "./rich-text-thread";

// Dense markup: about a second of sanitize-html on a busy core, the worst a 2 MB body allows.
const denseDraft = '<p><strong>Bold</strong> and <em>slanted</em> words<img alt="pasted"></p>'.repeat(24_000);

describe("RichTextThread", () => {
  const threads: RichTextThread[] = [];
  afterAll(async () => {
    for (const thread of threads) await thread.close();
  });
  const thread = (options?: ConstructorParameters<typeof RichTextThread>[0]) => {
    const made = new RichTextThread(options);
    threads.push(made);
    return made;
  };

  it("cleans a long draft off the event loop, to exactly what sanitizeStoredHtml gives", async () => {
    const { result, stallMs, totalMs } = await longestStall(() => thread().clean(denseDraft));
    expect(result).toBe(sanitizeStoredHtml(denseDraft));
    // On the event loop this was one stall as long as the whole work; other requests now get their turns
    // all along. Compared with the work's own length, so a busy machine slows both alike (the absolute
    // figures are bench:server's).
    expect(stallMs).toBeLessThan(totalMs / 2);
  });

  it("checks a long draft off the event loop, with the findings checkDraft gives", async () => {
    // Images without alt text, a skipped heading level, text in capitals: findings all along the text.
    const html = '<h2>Sports</h2><h4>RESULTS OF THE DAY</h4><p><img src="/api/image/a.jpg">Relay</p>'.repeat(16_000);
    const values = { title: "Sports Day", description: html };
    const checker = thread();
    const { result, stallMs, totalMs } = await longestStall(() =>
      checkDraftOffLoop(editableKinds.news, values, checker),
    );
    const expected = checkDraft(editableKinds.news, values);
    expect(expected.length).toBeGreaterThan(16_000);
    expect(result).toEqual(expected);
    expect(stallMs).toBeLessThan(totalMs / 2);
  });

  it("cleans a short text at once, the same way", async () => {
    const html = '<p onclick="x()">Hi<img src="https://evil.example/a.gif" alt="a"></p>';
    await expect(thread().clean(html)).resolves.toBe("<p>Hi</p>");
  });

  it("refuses a text that takes longer than its time limit, and cleans the next one in a new thread", async () => {
    const limited = thread({ timeLimitMs: 1, inlineChars: 10 });
    const refused = await limited.clean(denseDraft).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(EditingError);
    expect(refused).toMatchObject({ status: 422, code: "too_complex" });
    const patient = thread({ inlineChars: 10 });
    await expect(patient.clean("<p>fine</p><script>x</script>")).resolves.toBe("<p>fine</p>");
  });

  it("ends its thread after a while with nothing to do, and starts a new one for the next long text", async () => {
    // A thread that has cleaned a long draft holds its own heap, 50 to 100 MB, until it ends (decision 0086).
    const idle = thread({ inlineChars: 10, idleMs: 200 });
    await expect(idle.clean("<p>first</p><script>x</script>")).resolves.toBe("<p>first</p>");
    expect(idle.threadRunning).toBe(true);
    await vi.waitFor(() => expect(idle.threadRunning).toBe(false), { timeout: 5_000, interval: 50 });
    await expect(idle.clean("<p>second</p><script>y</script>")).resolves.toBe("<p>second</p>");
    expect(idle.threadRunning).toBe(true);
  });

  it("keeps its thread while texts keep coming", async () => {
    const busy = thread({ inlineChars: 10, idleMs: 1_000 });
    for (const word of ["one", "two", "three", "four"]) {
      await expect(busy.clean(`<p>${word}</p><script>z</script>`)).resolves.toBe(`<p>${word}</p>`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(busy.threadRunning).toBe(true);
    }
  });

  it("cleans texts one after another, each with its own result", async () => {
    const shared = thread({ inlineChars: 10 });
    const texts = ["<p>one</p><img alt=x>", "<p>two<script>y</script></p>", "<h2>three</h2>"];
    await expect(Promise.all(texts.map((text) => shared.clean(text)))).resolves.toEqual([
      "<p>one</p>",
      "<p>two</p>",
      "<h2>three</h2>",
    ]);
  });
});
