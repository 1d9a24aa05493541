import { describe, expect, it } from "vitest";
import { appLinksFor } from "./appLinks";

describe("app links", () => {
  it("append the branch slug to the QR app address and keep the others as they are", () => {
    const links = appLinksFor(
      {
        qr_app_url: "https://qr.example.com/",
        orders_app_url: "https://orders.example.com",
        tablet_app_url: "https://tablet.example.com",
      },
      "salmiya",
    );
    expect(links).toEqual([
      { id: "qrApp", href: "https://qr.example.com/salmiya" },
      { id: "ordersApp", href: "https://orders.example.com" },
      { id: "tabletApp", href: "https://tablet.example.com" },
    ]);
  });
});
