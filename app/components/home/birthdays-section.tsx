import { Carousel } from "#app/components/carousel.tsx";
import { birthdayCarousel } from "#app/lib/constants.ts";
import { homeStrings } from "#app/lib/strings/home.ts";
import type { BirthdayRecord } from "#domain/api-records";
import { PersonCard } from "./person-card";

const h = homeStrings;
const sizes = "6rem";

/** Today's birthdays (the API already picked the school's "today"). */
export function BirthdaysSection({ birthdays }: { birthdays: BirthdayRecord[] }) {
  const slides =
    birthdays.length > 0
      ? birthdays.map((birthday) => ({
          key: birthday._id,
          content: (
            <PersonCard
              photo={birthday.attachments[0]}
              name={birthday.name}
              lines={[birthday.class ? `${h.classLabel}: ${birthday.class}` : ""]}
              sizes={sizes}
              shape="round"
            />
          ),
        }))
      : [
          {
            key: "placeholder",
            content: (
              <PersonCard photo={undefined} name={h.placeholderName} lines={[h.placeholderClass]} sizes={sizes} />
            ),
          },
        ];
  return (
    <div className="container birthdays">
      <h2 id="birthdays-heading">{h.birthdaysHeading}</h2>
      <Carousel id="birthdays" label={h.birthdaysHeading} spec={birthdayCarousel} slides={slides} />
    </div>
  );
}
