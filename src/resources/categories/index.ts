import { createElement, lazy } from "react";
import { CategoryName } from "./CategoryName";

const CategoryList = lazy(() => import("./CategoryList"));
const CategoryCreate = lazy(() => import("./CategoryCreate"));
const CategoryEdit = lazy(() => import("./CategoryEdit"));

export default {
  list: CategoryList,
  create: CategoryCreate,
  edit: CategoryEdit,
  // "No Name" is translated, so the representation is an element rendered in the record's context.
  recordRepresentation: createElement(CategoryName),
};
