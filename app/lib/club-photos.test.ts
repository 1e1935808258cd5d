import { describe, expect, it } from "vitest";
import { clubPhotoPaths } from "./club-photos";
import { clubPhotoCounts } from "./constants";

describe("club photos", () => {
  it("has exactly the counts of spec 2.6", () => {
    expect(clubPhotoCounts).toEqual({
      green: 2,
      "english-literary": 3,
      music: 3,
      "performing-arts": 16,
      quest: 15,
      piccaso: 14,
      ramanujan: 8,
    });
  });

  it("names the school's static images 01.jpg to NN.jpg", () => {
    expect(clubPhotoPaths("demo", "green")).toEqual([
      "demo/public/clubs/green/01.jpg",
      "demo/public/clubs/green/02.jpg",
    ]);
    expect(clubPhotoPaths("demo", "performing-arts").at(-1)).toBe("demo/public/clubs/performing-arts/16.jpg");
  });
});
