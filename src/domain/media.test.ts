import { describe, expect, it } from "vitest";
import { FEATURED_SLUG, featuredMediaId, nameFromFileName, type GalleryEntry } from "./media";

const image = (id: number, sort: number, slug: string | null = null): GalleryEntry => ({
  id,
  type: "image/jpeg",
  slug,
  sort,
});

describe("featuredMediaId", () => {
  it("keeps the featured image", () => {
    expect(featuredMediaId([image(1, 0), image(2, 1, FEATURED_SLUG)])).toBe(2);
  });

  it("makes the first image by sort featured when none is", () => {
    expect(featuredMediaId([image(5, 2), image(7, 0), image(6, 0)])).toBe(6);
  });

  it("never features videos or YouTube links, and answers null without images", () => {
    const video = { id: 1, type: "video/mp4", slug: null, sort: 0 };
    const youtube = { id: 2, type: "youtube", slug: FEATURED_SLUG, sort: 1 };
    expect(featuredMediaId([video, youtube, image(3, 9)])).toBe(3);
    expect(featuredMediaId([video, youtube])).toBeNull();
    expect(featuredMediaId([])).toBeNull();
  });
});

describe("nameFromFileName", () => {
  it("drops folders, the extension and separators", () => {
    expect(nameFromFileName("Desserts/kunafa_with-cream.JPG")).toBe("kunafa with cream");
    expect(nameFromFileName("C:\\photos\\Grilled Hammour.png")).toBe("Grilled Hammour");
    expect(nameFromFileName("no-extension")).toBe("no extension");
    expect(nameFromFileName("")).toBe("");
    expect(nameFromFileName(undefined)).toBe("");
  });
});
