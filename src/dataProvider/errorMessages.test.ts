import { describe, expect, it } from "vitest";
import { HttpError } from "react-admin";
import { errorMessagesOf, serverMessageOf, submissionErrorsOf, UNEXPECTED_ERROR } from "./errorMessages";

const validationError = new HttpError("The given data was invalid.", 422, {
  message: "The given data was invalid.",
  errors: { email: ["Email taken", "Second"], name: ["Name required"] },
});

describe("generic error handler (SPEC §8)", () => {
  it("gives the first message of each field when there is an errors map", () => {
    expect(errorMessagesOf(validationError)).toEqual(["Email taken", "Name required"]);
  });

  it("falls back to the response message, then the error message, then the unexpected error", () => {
    expect(errorMessagesOf(new HttpError("Status text", 429, { message: "Too many tries" }))).toEqual([
      "Too many tries",
    ]);
    expect(errorMessagesOf(new Error("Failed to fetch"))).toEqual(["Failed to fetch"]);
    expect(errorMessagesOf(undefined)).toEqual([UNEXPECTED_ERROR]);
    expect(errorMessagesOf({})).toEqual([UNEXPECTED_ERROR]);
  });

  it("keeps the server message for notices and the field errors of a form", () => {
    expect(serverMessageOf(validationError)).toBe("The given data was invalid.");
    expect(serverMessageOf(null)).toBe(UNEXPECTED_ERROR);
    expect(submissionErrorsOf(validationError, ["email", "password"])).toEqual({ email: "Email taken" });
  });
});
