/** Birthdays for every day of a leap year, one or two a day, from a fixed seed. */
import { Rng } from "#content/demo/lib/random";
import { names } from "./birthday-names";
import { type Registry, twoDigits } from "./registry";

export function buildBirthdays(files: Registry) {
  // three avatars of boys (avatar-01 to -03) and three of girls (avatar-04 to -06)
  const avatar = (n: number, girl: boolean) =>
    files.register(`birthdays/avatar-${twoDigits(n)}.jpg`, {
      type: "avatar",
      seed: `${girl ? "girl" : "boy"}-${n}`,
      girl,
    });
  const avatars = { boy: [1, 2, 3].map((n) => avatar(n, false)), girl: [4, 5, 6].map((n) => avatar(n, true)) };
  const classes = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"];
  const sections = ["A", "B", "C", "D"];
  const rng = new Rng("birthdays");
  const birthdays: Array<{ name: string; class: string; date: string; attachments: string[]; consent: "given" }> = [];
  const daysInMonth = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  daysInMonth.forEach((days, monthIndex) => {
    for (let day = 1; day <= days; day++) {
      const date = `${twoDigits(monthIndex + 1)}-${twoDigits(day)}`;
      const count = rng.chance(0.45) ? 2 : 1;
      for (let index = 0; index < count; index++) {
        const girl = rng.chance(0.5);
        const group = rng.chance(0.15) ? names.muslim : names.hindu;
        birthdays.push({
          name: `${rng.pick(girl ? group.girls : group.boys)} ${rng.pick(group.surnames)}`,
          class: `${rng.pick(classes)}-${rng.pick(sections)}`,
          date,
          attachments: [rng.pick(girl ? avatars.girl : avatars.boy)],
          // Every demo family has given consent, so the site shows what the specification describes.
          consent: "given",
        });
      }
    }
  });
  return birthdays;
}
