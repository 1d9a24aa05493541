import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SmartUploadRefused } from "../../custom/menu-editor/smartUpload";
import { UploadError } from "../../resources/shared/mediaUpload";
import { FakeXhr, installFakeXhr } from "../../test/fakeXhr";
import { mediaMethods } from "./media";

const png = new File([new Uint8Array([137, 80, 78, 71])], "cola.png", { type: "image/png" });

beforeEach(() => {
  installFakeXhr({ status: 200, body: {} });
  localStorage.setItem("token", "t0ken");
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("upload methods", () => {
  it("send a smart-uploader file with its folder path, target menu and category, and report progress", async () => {
    FakeXhr.autoAnswer = { status: 201, body: { item: { id: 4, category_id: 5, name: "cola" } } };
    const progress: number[] = [];
    const answer = await mediaMethods.uploadMenuFile({
      file: png,
      path: "Menu/مشروبات/cola.png",
      menuId: 7,
      categoryId: 5,
      onProgress: (percent) => progress.push(percent),
    });
    expect(answer).toEqual({ data: { item: { id: 4, category_id: 5, name: "cola" } } });
    const [request] = FakeXhr.sent;
    expect(request.url).toBe("/api/media/upload");
    expect(request.headers).toMatchObject({
      Authorization: "Bearer t0ken",
      "menu-id": "7",
      "convert-item": "5",
    });
    expect(request.body?.get("full-path")).toBe("Menu/مشروبات/cola.png");
    expect(progress).toEqual([50, 100]);
  });

  it("reject with the server's status, so a 401 reaches checkError, and its first field message", async () => {
    FakeXhr.autoAnswer = { status: 401, body: { message: "Unauthenticated." } };
    const refused = mediaMethods.uploadMedia({ file: png, businessId: 10 });
    await expect(refused).rejects.toBeInstanceOf(UploadError);
    await expect(refused).rejects.toMatchObject({ status: 401, message: "Unauthenticated." });
    expect(FakeXhr.sent[0].body?.get("business_id")).toBe("10");

    FakeXhr.autoAnswer = { status: 422, body: { message: "Invalid", errors: { file: ["Too large"] } } };
    const smart = mediaMethods.uploadMenuFile({
      file: png,
      path: "cola.png",
      menuId: 7,
      categoryId: 5,
      onProgress: () => undefined,
    });
    await expect(smart).rejects.toBeInstanceOf(SmartUploadRefused);
    await expect(smart).rejects.toMatchObject({ status: 422, message: "Too large" });
  });
});
