import { useEffect, useState } from "react";
import { Form, useSubmit } from "react-router";
import { moveTo } from "#app/admin/lib/reorder";
import { RecordList } from "./record-list";

type Person = { _id: string; name: string; designation: string; qualification?: string };

/**
 * The faculty in their public order. By keyboard (and without JavaScript) each person has Move up
 * and Move down buttons; with a mouse or touch a person can also be dragged onto another's place.
 * Both end in the same form post (intent "order" with every id in the new order). Edit and Remove
 * are every records list's (RecordList).
 */
export function FacultyList({
  people,
  canChange,
  busy,
  moved,
  returnTo,
}: {
  people: Person[];
  canChange: boolean;
  busy: boolean;
  /** The person just moved, and which way: their button keeps the focus, so a keyboard can go on moving them. */
  moved?: { id: string; step: string };
  /** The person just edited (or whose edit was cancelled): their Edit link gets the focus back. */
  returnTo?: string | null;
}) {
  const submit = useSubmit();
  const ids = people.map((person) => person._id);
  const order = ids.join(",");
  useEffect(() => {
    if (!moved || !order) return;
    // Run again once the list arrives in its new order: React moves the row in the page, which takes
    // the focus off its button. Give it back (or to the other button, when the row reached an end and
    // this one is disabled).
    const [wanted, other] = moved.step === "-1" ? ["up", "down"] : ["down", "up"];
    const button = document.getElementById(`move-${wanted}-${moved.id}`) as HTMLButtonElement | null;
    const target = button && !button.disabled ? button : document.getElementById(`move-${other}-${moved.id}`);
    target?.focus();
  }, [moved, order]);
  const [dragged, setDragged] = useState<string | null>(null);
  const drop = (target: string) => {
    if (!dragged || dragged === target) return;
    const form = new FormData();
    form.set("intent", "order");
    form.set("ids", moveTo(ids, dragged, ids.indexOf(target)).join(","));
    form.set("id", dragged);
    form.set("who", people.find((person) => person._id === dragged)?.name ?? "");
    setDragged(null);
    submit(form, { method: "post" });
  };
  return (
    <RecordList
      items={people}
      nameOf={(person) => person.name}
      ordered
      canChange={canChange}
      busy={busy}
      returnTo={returnTo}
      rowProps={(person) => ({
        draggable: canChange,
        onDragStart: (event) => {
          event.dataTransfer.effectAllowed = "move";
          setDragged(person._id);
        },
        onDragOver: (event) => {
          if (dragged) event.preventDefault();
        },
        onDrop: (event) => {
          event.preventDefault();
          drop(person._id);
        },
        onDragEnd: () => setDragged(null),
        className: dragged === person._id ? "admin-dragging" : undefined,
      })}
      actions={(person, index) => (
        <>
          <MoveButton person={person} step={-1} disabled={busy || index === 0} />
          <MoveButton person={person} step={1} disabled={busy || index === people.length - 1} />
        </>
      )}
    >
      {(person) => (
        <>
          <strong>{person.name}</strong>
          {person.designation && <> · {person.designation}</>}
          {person.qualification && <> · {person.qualification}</>}
        </>
      )}
    </RecordList>
  );
}

function MoveButton({ person, step, disabled }: { person: Person; step: -1 | 1; disabled: boolean }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="id" value={person._id} />
      <input type="hidden" name="step" value={step} />
      <input type="hidden" name="who" value={person.name} />
      <button
        type="submit"
        id={`move-${step < 0 ? "up" : "down"}-${person._id}`}
        className="admin-button admin-button-small admin-button-secondary"
        disabled={disabled}
      >
        {step < 0 ? "Move up" : "Move down"}
        <span className="visually-hidden"> {person.name}</span>
      </button>
    </Form>
  );
}
