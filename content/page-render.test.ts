import { describe, expect, it } from "vitest";
import { renderPage } from "./page-render";

describe("renderPage", () => {
  it("takes the first # heading as the title and leaves it out of the body", () => {
    const page = renderPage("# Fee *Structure* &amp; `Rules`\n\nText.\n\n# Second\n");
    expect(page.title).toBe("Fee Structure & Rules");
    expect(page.html).toBe("<p>Text.</p>\n<h2>Second</h2>\n");
  });

  it("has no title when the page has no level-1 heading, or an empty one", () => {
    expect(renderPage("## Only a section\n\nText.\n")).toEqual({
      title: null,
      html: "<h2>Only a section</h2>\n<p>Text.</p>\n",
    });
    expect(renderPage("#\n\nText.\n").title).toBeNull();
    expect(renderPage("").html).toBe("");
  });

  it("reads a title under a byte-order mark and a setext heading", () => {
    expect(renderPage("\uFEFF# About\r\n\r\nHi.\r\n")).toEqual({ title: "About", html: "<p>Hi.</p>\n" });
    expect(renderPage("Vision\n======\n\nHi.\n").title).toBe("Vision");
  });

  it("keeps body headings between h2 and h4", () => {
    expect(renderPage("# T\n\n## a\n\n### b\n\n#### c\n\n##### d\n\n###### e\n").html).toBe(
      "<h2>a</h2>\n<h3>b</h3>\n<h4>c</h4>\n<h4>d</h4>\n<h4>e</h4>\n",
    );
  });

  it("renders tables with column header cells inside a labelled scrolling box", () => {
    const markdown = "# Fees\n\n## New admission\n\n| Classes | Apr-Jun |\n|:--|--:|\n| 1-2 | 13100/- |\n";
    expect(renderPage(markdown).html).toBe(
      "<h2>New admission</h2>\n" +
        '<div class="table-scroll" role="region" tabindex="0" aria-label="New admission">\n' +
        "<table>\n<thead>\n<tr>\n" +
        '<th scope="col">Classes</th>\n<th scope="col">Apr-Jun</th>\n' +
        "</tr>\n</thead>\n<tbody>\n<tr>\n<td>1-2</td>\n<td>13100/-</td>\n</tr>\n</tbody>\n</table>\n</div>\n",
    );
  });

  it("labels a table after the page title, then 'Table', and numbers repeated labels", () => {
    const table = "| a |\n|---|\n| 1 |\n";
    const label = (html: string) => [...html.matchAll(/aria-label="([^"]*)"/g)].map((match) => match[1]);
    expect(label(renderPage(`# Fees\n\n${table}\n${table}`).html)).toEqual(["Fees", "Fees (2)"]);
    expect(label(renderPage(table).html)).toEqual(["Table"]);
    expect(label(renderPage(`# T\n\n## Rock & "roll"\n\n${table}`).html)).toEqual(["Rock &amp; &quot;roll&quot;"]);
  });

  it("escapes raw HTML instead of rendering it", () => {
    const html = renderPage(
      '# T\n\n<script>alert(1)</script>\n\nA <b onclick="x()">bold</b> <img src=x onerror=y>\n',
    ).html;
    expect(html).not.toMatch(/<script|<b[ >]|<img/);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain('&lt;b onclick="x()"&gt;bold&lt;/b&gt;');
  });

  it("drops javascript:, data: and other unsafe links", () => {
    const markdown =
      "[a](javascript:alert(1)) [b](JAVASCRIPT:alert(1)) <javascript:alert(1)> [c](data:text/html,x)\n\n" +
      "[d][ref]\n\n[ref]: javascript:alert(1)\n";
    const html = renderPage(markdown).html;
    expect(html).not.toMatch(/href/i);
    expect(html).not.toContain("<a");
  });

  it("marks links to other sites noopener noreferrer and keeps site and mail links as they are", () => {
    const html = renderPage(
      "[x](https://board.example.in/a?b=1&c=2) [t](/Tc) [m](mailto:office@school.example)\n",
    ).html;
    expect(html).toBe(
      '<p><a href="https://board.example.in/a?b=1&amp;c=2" rel="noopener noreferrer">x</a> ' +
        '<a href="/Tc">t</a> <a href="mailto:office@school.example">m</a></p>\n',
    );
  });

  it("does not turn bare URLs into links or straighten quotes", () => {
    expect(renderPage('See www.school.example and https://x.example -- "quoted"\n').html).toBe(
      '<p>See www.school.example and https://x.example -- "quoted"</p>\n',
    );
  });

  it("shows code as plain paragraphs and images as their description", () => {
    expect(renderPage("```\nline 1\n<b>2</b>\n```\n\n![The library](https://x.example/a.png)\n").html).toBe(
      "<p>line 1<br />\n&lt;b&gt;2&lt;/b&gt;</p>\n<p>The library</p>\n",
    );
  });

  it("keeps lists and emphasis", () => {
    expect(renderPage("1. **One**\n2. _Two_\n\n- a\n").html).toBe(
      "<ol>\n<li><strong>One</strong></li>\n<li><em>Two</em></li>\n</ol>\n<ul>\n<li>a</li>\n</ul>\n",
    );
  });
});
