import { formatDisplayDate } from "#domain/school-date";

/** A date as people here read it (DD.MM.YYYY), machine-readable in `datetime`. */
export function DisplayDate({ date, className }: { date: string; className?: string }) {
  return (
    <time className={className} dateTime={date}>
      {formatDisplayDate(date)}
    </time>
  );
}
