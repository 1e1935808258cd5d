import { type FormEvent, StrictMode, useState } from "react";
import { createRoot } from "react-dom/client";
import { RichTextEditor } from "#app/admin/components/rich-text-editor.tsx";
import "#app/styles/global.css";
import "#app/admin/admin.css";

/**
 * The browser test's page (tests/e2e/rich-text-editor.spec.ts): the editor in
 * an ordinary form, as an admin edit screen will hold it, built by Vite and
 * served under the site's page policy. Not part of the site: no route reaches it.
 * The start HTML comes from the address (?html=...), and a send shows what the
 * form would post.
 */
function Harness() {
  const start = new URLSearchParams(location.search).get("html") ?? "<p>Sports Day is on Friday.</p>";
  const [posted, setPosted] = useState("");
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPosted(String(new FormData(event.currentTarget).get("description")));
  };
  return (
    <>
      <h1>Edit news</h1>
      <form method="post" onSubmit={send}>
        <RichTextEditor
          name="description"
          label="Description"
          hint="What parents read on the news page."
          defaultValue={start}
          tableLabel="Edit news"
        />
        <button type="submit" className="admin-button">
          Save
        </button>
      </form>
      <h2>Posted</h2>
      <output data-testid="posted">{posted}</output>
    </>
  );
}

const container = document.getElementById("harness");
if (container) {
  createRoot(container).render(
    <StrictMode>
      <Harness />
    </StrictMode>,
  );
}
