/**
 * The longest e-mail address there is (RFC 5321's path limit, less its brackets). Anything longer is
 * refused before it is written anywhere: a sign-in's "e-mail" once put 2 MB into the activity log.
 */
export const maxEmailLength = 254;

export function isTooLongForAnEmail(value: string): boolean {
  return value.length > maxEmailLength;
}
