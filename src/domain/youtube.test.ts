import { describe, expect, it } from "vitest";
import { parseYouTubeId, youTubeIdFrom, youTubeWatchUrl } from "./youtube";

const ID = "aqz-KE-bpKQ";

describe("parseYouTubeId", () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}&t=42s`,
    `https://www.youtube.com/watch?feature=share&v=${ID}`,
    `http://m.youtube.com/watch?v=${ID}`,
    `www.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://youtube.com/shorts/${ID}?si=abc`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/embed/${ID}?autoplay=1`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=xyz`,
    `  https://YouTu.be/${ID}  `,
  ])("reads the id from %s", (link) => {
    expect(parseYouTubeId(link)).toBe(ID);
  });

  it.each([
    "",
    null,
    undefined,
    ID,
    "https://www.youtube.com/",
    "https://www.youtube.com/watch?v=short",
    `https://www.youtube.com/watch?v=${ID}x`,
    `https://www.youtube.com/channel/${ID}`,
    `https://vimeo.com/${ID}`,
    `https://notyoutube.com/watch?v=${ID}`,
    `https://youtube.com.evil.example/watch?v=${ID}`,
    `https://youtu.be/`,
    `https://www.youtube.com/watch?list=${ID}`,
  ])("refuses %s", (link) => {
    expect(parseYouTubeId(link)).toBeNull();
  });
});

describe("youTubeIdFrom", () => {
  it("accepts a bare id or a link", () => {
    expect(youTubeIdFrom(ID)).toBe(ID);
    expect(youTubeIdFrom(`https://youtu.be/${ID}`)).toBe(ID);
    expect(youTubeIdFrom("not a video")).toBeNull();
    expect(youTubeWatchUrl(ID)).toBe(`https://www.youtube.com/watch?v=${ID}`);
  });
});
