import { describe, expect, it } from "vitest";
import type { VideoRecord } from "#domain/api-records";
import { videosView, videoYears, youtubeId, youtubeThumbnail } from "./videos-view";

describe("YouTube links", () => {
  it.each([
    ["https://www.youtube.com/watch?v=q3L9xVt2KpA", "q3L9xVt2KpA"],
    ["https://youtube.com/watch?feature=share&v=q3L9xVt2KpA&t=10", "q3L9xVt2KpA"],
    ["https://m.youtube.com/watch?v=q3L9xVt2KpA", "q3L9xVt2KpA"],
    ["https://youtu.be/q3L9xVt2KpA?si=abc", "q3L9xVt2KpA"],
    ["https://www.youtube.com/embed/q3L9xVt2KpA", "q3L9xVt2KpA"],
    ["https://www.youtube-nocookie.com/embed/q3L9xVt2KpA", "q3L9xVt2KpA"],
    ["https://www.youtube.com/shorts/q3L9xVt2KpA", "q3L9xVt2KpA"],
    ["https://www.youtube.com/live/q3L9xVt2KpA", "q3L9xVt2KpA"],
  ])("%s is video %s", (url, id) => {
    expect(youtubeId(url)).toBe(id);
  });

  it.each([
    "https://videos.example.in/sunrise-valley/campus-tour-2026",
    "https://vimeo.com/123456789",
    "https://www.youtube.com/watch?v=short",
    "https://www.youtube.com/channel/UCabcdefghijk",
    "https://evil.example/watch?v=q3L9xVt2KpA",
    "https://youtube.com.evil.example/watch?v=q3L9xVt2KpA",
    "not a url",
  ])("%s is not a YouTube video", (url) => {
    expect(youtubeId(url)).toBeNull();
    expect(youtubeThumbnail(url, "demo")).toBeNull();
  });

  it("takes YouTube's thumbnail from our image service, never from YouTube", () => {
    expect(youtubeThumbnail("https://youtu.be/q3L9xVt2KpA", "demo")).toBe("demo/youtube/q3L9xVt2KpA.jpg");
  });
});

describe("video years", () => {
  const video = (title: string, date: string): VideoRecord => ({
    _id: title,
    title,
    date,
    videoUrl: "https://youtu.be/q3L9xVt2KpA",
  });
  const videos = [
    video("a", "2024-11-16"),
    video("b", "2026-01-26"),
    video("c", "2024-08-15"),
    video("d", "2025-06-21"),
  ];

  it("are distinct, newest first", () => {
    expect(videoYears(videos)).toEqual([2026, 2025, 2024]);
    expect(videoYears([])).toEqual([]);
  });

  it("filter the list, newest first; All shows every video", () => {
    expect(videosView(videos, new URLSearchParams("year=2024")).items.map((item) => item.title)).toEqual(["a", "c"]);
    const all = videosView(videos, new URLSearchParams(""));
    expect(all.year).toBe("All");
    expect(all.items.map((item) => item.title)).toEqual(["b", "d", "a", "c"]);
  });

  it("offer a chosen year that has no videos, with nothing in it", () => {
    const view = videosView(videos, new URLSearchParams("year=2019"));
    expect(view.items).toEqual([]);
    expect(view.years).toEqual([2026, 2025, 2024, 2019]);
  });
});
