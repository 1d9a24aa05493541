import dayjs from "dayjs";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockApi } from "../../test/fetchMock";
import { renderWithAdmin } from "../../test/renderWithAdmin";
import { buildUser } from "../../test/users";
import { CURRENT_BUSINESS_KEY } from "../../store";
import { buildOwnerOfTwo, LocationProbe, signInAs, StoreProbe } from "../testing";
import { ReservationBanner } from "./ReservationBanner";
import { RESERVATION_TILL_UPDATED_EVENT } from "./useReservationTill";

vi.setConfig({ testTimeout: 30_000 });

// The first business and branch of buildUser(): business 10, branch 100.
const SETTINGS_CALL = "GET /api/business/10/branches/100/mobile-settings";
const answerWith = (till?: string) => ({
  body: { data: till === undefined ? [] : [{ key: "EnableReservationTill", data: till }], updated_at: null },
});
const yesterday = dayjs().subtract(1, "day");
const renderBanner = () =>
  renderWithAdmin(
    <>
      <ReservationBanner />
      <LocationProbe />
      <StoreProbe name={CURRENT_BUSINESS_KEY} />
    </>,
  );

beforeEach(() => {
  localStorage.clear();
  signInAs(buildUser());
});
afterEach(() => vi.unstubAllGlobals());

describe("reservation banner", () => {
  it("shows once EnableReservationTill has passed, with the date", async () => {
    mockApi({ [SETTINGS_CALL]: answerWith(yesterday.format("YYYY-MM-DD")) });
    renderBanner();
    expect(await screen.findByText("Reservations are closed")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(yesterday.format("DD-MM-YYYY"));
  });

  it("stays hidden while the date has not passed", async () => {
    const calls = mockApi({ [SETTINGS_CALL]: answerWith(dayjs().format("YYYY-MM-DD")) });
    renderBanner();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("stays hidden when the setting is absent or cannot be loaded (3 months by default)", async () => {
    const absent = mockApi({ [SETTINGS_CALL]: answerWith() });
    const { unmount } = renderBanner();
    await waitFor(() => expect(absent).toHaveLength(1));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    unmount();

    const failing = mockApi({ [SETTINGS_CALL]: { status: 403, body: { message: "Forbidden" } } });
    renderBanner();
    await waitFor(() => expect(failing).toHaveLength(1));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("reads the first business and branch only, whatever business is current", async () => {
    signInAs(buildOwnerOfTwo());
    const calls = mockApi({ [SETTINGS_CALL]: answerWith(yesterday.format("YYYY-MM-DD")) });
    renderBanner();
    expect(await screen.findByRole("alert")).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(["/api/business/10/branches/100/mobile-settings"]);
  });

  it("updates on a reservationTillUpdated event", async () => {
    let till = yesterday.format("YYYY-MM-DD");
    mockApi({ [SETTINGS_CALL]: () => answerWith(till) });
    renderBanner();
    expect(await screen.findByRole("alert")).toBeInTheDocument();

    till = dayjs().add(1, "month").format("YYYY-MM-DD");
    act(() => {
      window.dispatchEvent(new Event(RESERVATION_TILL_UPDATED_EVENT));
    });
    await waitFor(() => expect(screen.queryByRole("alert")).not.toBeInTheDocument());
  });

  it("leads to the Mobile App Settings tab of the first business", async () => {
    mockApi({ [SETTINGS_CALL]: answerWith(yesterday.format("YYYY-MM-DD")) });
    renderBanner();
    await userEvent.click(await screen.findByRole("button", { name: "Go to Settings" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/settings?tab=MobileAppSettings");
    expect(screen.getByTestId(`store-${CURRENT_BUSINESS_KEY}`)).toHaveTextContent("10");
  });

  it("speaks Arabic", async () => {
    mockApi({ [SETTINGS_CALL]: answerWith(yesterday.format("YYYY-MM-DD")) });
    renderWithAdmin(<ReservationBanner />, { locale: "ar" });
    expect(await screen.findByText("الحجوزات مغلقة")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "الذهاب إلى الإعدادات" })).toBeInTheDocument();
  });
});
