import { consentLabel } from "#domain/consent";
import { type EditableKind, isFixedKind } from "#domain/editing/editable-kinds";
import type { ItemPage, ListQuery } from "#domain/editing/editing-records";
import { can, type Role } from "#domain/roles";

/** A consent column in words, as the consent screen says it. */
export function withConsentWords(kind: EditableKind, page: ItemPage): ItemPage {
  const consent = kind.fields.filter((field) => field.widget === "consent" && kind.columns?.includes(field.name));
  if (consent.length === 0) return page;
  const data = page.data.map((item) => {
    const columns = { ...item.columns };
    for (const { name } of consent) {
      const state = columns[name];
      columns[name] = consentLabel(state === "given" || state === "refused" ? state : null);
    }
    return { ...item, columns };
  });
  return { ...page, data };
}

/** A column of choices (an album's category) in the form's words. */
export function withOptionLabels(kind: EditableKind, page: ItemPage): ItemPage {
  const labelled = kind.fields.filter((field) => field.optionLabels && kind.columns?.includes(field.name));
  if (labelled.length === 0) return page;
  const data = page.data.map((item) => {
    const columns = { ...item.columns };
    for (const { name, optionLabels } of labelled) columns[name] = optionLabels?.[columns[name] ?? ""] ?? columns[name];
    return { ...item, columns };
  });
  return { ...page, data };
}

/** What one kind's list screen shows, for a role: the kind's words and columns, and what the role may do there. */
export function contentListView(kind: EditableKind, query: ListQuery, role: Role) {
  const direct = kind.workflow === "direct";
  return {
    direct,
    columns: (kind.columns ?? []).map((name) => ({
      name,
      label: kind.fields.find((field) => field.name === name)?.label ?? name,
    })),
    // Moving needs the whole list in its order: not filtered, not sorted otherwise.
    movable: direct && kind.orderField !== undefined && !query.q && !query.sort && can(role, "content.publish"),
    kind: kind.name,
    plural: kind.plural,
    singular: kind.singular,
    hasDate: kind.dateField !== undefined,
    fixed: kind.fixedIds !== undefined,
    mayCreate: can(role, direct ? "content.publish" : "content.draft") && !isFixedKind(kind),
  };
}
