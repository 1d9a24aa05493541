import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import imageCompression from "browser-image-compression";
import { FakeXhr, installFakeXhr } from "../../test/fakeXhr";
import { MediaUploadInput } from "./MediaUploadInput";
import { renderInForm } from "./testForm";

vi.setConfig({ testTimeout: 30_000 });
vi.mock("browser-image-compression", () => ({ default: vi.fn(async (file: File) => file) }));

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: "image/png" });
const pick = () => userEvent.setup({ applyAccept: false });
const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

beforeEach(() => {
  installFakeXhr();
  localStorage.setItem("token", "t0ken");
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(imageCompression).mockClear();
  localStorage.clear();
});

const TEXT = {
  en: {
    wrongType: "Only JPEG, GIF, PNG and WebP images are allowed",
    tooLarge: "The file is too large: at most 10 MB",
  },
  ar: {
    wrongType: "يُسمح فقط بصور JPEG وGIF وPNG وWebP",
    tooLarge: "الملف كبير جدًا: الحد الأقصى 10 ميغابايت",
  },
} as const;

describe.each(["en", "ar"] as const)("MediaUploadInput refusals in %s", (locale) => {
  it("refuses another type and a file over 10 MB before sending anything", async () => {
    renderInForm(<MediaUploadInput source="media_id" label="Image" />, { locale, onSubmit: vi.fn() });
    await screen.findByText("Image");

    await pick().upload(fileInput(), new File(["hello"], "notes.txt", { type: "text/plain" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(TEXT[locale].wrongType);

    const huge = png("huge.png");
    Object.defineProperty(huge, "size", { value: 10 * 1024 * 1024 + 1 });
    await pick().upload(fileInput(), huge);
    expect(await screen.findByRole("alert")).toHaveTextContent(TEXT[locale].tooLarge);
    expect(FakeXhr.sent).toHaveLength(0);
  });
});

describe("MediaUploadInput uploads", () => {
  it("sends the files one at a time with a progress bar and keeps their ids", async () => {
    const onSubmit = vi.fn();
    renderInForm(
      <MediaUploadInput source="media_ids" previewSource="media" label="Gallery" multiple businessId={10} />,
      { onSubmit, defaultValues: { media: [{ id: 5, src: "/media/old.png" }] } },
    );
    await screen.findByText("Gallery");
    expect(screen.getAllByRole("img", { name: "Preview" })).toHaveLength(1);

    await pick().upload(fileInput(), [png("a.png"), png("b.png")]);
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const [first] = FakeXhr.sent;
    expect(first.method).toBe("POST");
    expect(first.url).toBe("/api/media/upload");
    expect(first.headers.Authorization).toBe("Bearer t0ken");
    expect((first.body?.get("file") as File).name).toBe("a.png");
    expect(first.body?.get("business_id")).toBe("10");
    expect(imageCompression).toHaveBeenCalledWith(
      expect.any(File),
      expect.objectContaining({ maxWidthOrHeight: 1200, initialQuality: 0.6 }),
    );

    first.progress(50, 100);
    // The bar shows after PROGRESS_BAR_DELAY_MS; on a slow machine it may already show 0 before the event lands.
    await waitFor(() => expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "50"));
    expect(FakeXhr.sent).toHaveLength(1);

    first.respond(201, { file: { id: 11, src: "/media/a.png", type: "image/png" } });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    FakeXhr.sent[1].respond(201, { file: { id: 12, src: "/media/b.png", type: "image/png" } });
    await waitFor(() => expect(screen.getAllByRole("img", { name: "Preview" })).toHaveLength(3));
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();

    await userEvent.click(screen.getAllByRole("button", { name: "Remove" })[0]);
    await userEvent.click(screen.getByRole("button", { name: "go" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0].media_ids).toEqual([11, 12]);
  });

  it("resizes category pictures within 800 px and shows the server's refusal", async () => {
    renderInForm(<MediaUploadInput source="media_id" label="Picture" kind="category" />, {
      onSubmit: vi.fn(),
    });
    await screen.findByText("Picture");
    await pick().upload(fileInput(), png("c.png"));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(imageCompression).toHaveBeenCalledWith(
      expect.any(File),
      expect.objectContaining({ maxWidthOrHeight: 800 }),
    );
    expect(FakeXhr.sent[0].body?.get("kind")).toBe("category");
    FakeXhr.sent[0].respond(415, { message: "This file type is not supported" });
    expect(await screen.findByRole("alert")).toHaveTextContent("This file type is not supported");
  });
});
