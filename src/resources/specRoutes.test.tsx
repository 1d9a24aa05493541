import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { specRoutesFor } from "./specRoutes";

const Where = () => {
  const { pathname, search } = useLocation();
  return <p>at {pathname + search}</p>;
};

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {specRoutesFor("categories")}
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );

describe("SPEC routes", () => {
  it.each([
    ["/categories/list", "/categories"],
    ["/categories/list?filter=%7B%7D", "/categories?filter=%7B%7D"],
    ["/categories/add", "/categories/create"],
    ["/categories/edit/12", "/categories/12"],
  ])("%s leads to %s", async (from, to) => {
    renderAt(from);
    expect(await screen.findByText(`at ${to}`)).toBeInTheDocument();
  });
});
