import { lazy } from "react";
import type { RaRecord } from "react-admin";

const UserList = lazy(() => import("./UserListWithCreatedAccount"));
const UserCreate = lazy(() => import("./UserCreate"));
const UserEdit = lazy(() => import("./UserEdit"));

export default {
  list: UserList,
  create: UserCreate,
  edit: UserEdit,
  recordRepresentation: (record: RaRecord) => String(record.name ?? record.email ?? record.id),
};
