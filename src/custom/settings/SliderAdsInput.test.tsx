import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SLIDER_ADS_LIMIT } from "../../domain/constants";
import { renderInForm } from "../../resources/shared/testForm";
import { installFakeXhr } from "../../test/fakeXhr";
import { SliderAdsInput } from "./SliderAdsInput";

vi.setConfig({ testTimeout: 30_000 });
vi.mock("browser-image-compression", () => ({ default: vi.fn(async (file: File) => file) }));

const png = new File([new Uint8Array([137, 80, 78, 71])], "ad.png", { type: "image/png" });
const ads = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ src: `/media/ad-${i}.png`, link: "#" }));

beforeEach(() => {
  // Every upload is answered at once with a new media.
  installFakeXhr({ status: 200, body: { file: { id: 77, src: "/media/ad-new.png", type: "image/png" } } });
  localStorage.setItem("token", "t0ken");
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe.each(["en", "ar"] as const)("slider ads add row in %s", (locale) => {
  const addLabel = locale === "en" ? "Add" : "إضافة";

  it("disables Add until an image is uploaded, then adds the ad with # and hides the row at the limit", async () => {
    const onSubmit = vi.fn();
    renderInForm(<SliderAdsInput allowItems={false} />, {
      locale,
      defaultValues: { SliderAds: ads(SLIDER_ADS_LIMIT - 1) },
      onSubmit,
    });
    const add = await screen.findByRole("button", { name: addLabel });
    expect(add).toBeDisabled();
    await userEvent
      .setup({ applyAccept: false })
      .upload(document.querySelector('input[type="file"]') as HTMLInputElement, png);
    await waitFor(() => expect(screen.getByRole("button", { name: addLabel })).toBeEnabled());
    await userEvent.click(screen.getByRole("button", { name: addLabel }));
    expect(screen.getAllByTestId("slider-ad")).toHaveLength(SLIDER_ADS_LIMIT);
    expect(screen.queryByTestId("slider-ad-add-row")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "go" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const saved = onSubmit.mock.calls[0][0].SliderAds;
    expect(saved[SLIDER_ADS_LIMIT - 1]).toEqual({ src: "/media/ad-new.png", link: "#" });
  });

  it("shows no add row when the limit is reached", async () => {
    renderInForm(<SliderAdsInput allowItems={false} />, {
      locale,
      defaultValues: { SliderAds: ads(SLIDER_ADS_LIMIT) },
      onSubmit: vi.fn(),
    });
    expect(await screen.findAllByTestId("slider-ad")).toHaveLength(SLIDER_ADS_LIMIT);
    expect(screen.queryByTestId("slider-ad-add-row")).toBeNull();
  });
});
