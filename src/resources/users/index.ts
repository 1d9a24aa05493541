import type { RaRecord } from "react-admin";
import { lazyLoaded } from "../../custom/lazyLoaded";

const UserList = lazyLoaded(() => import("./UserListWithCreatedAccount"));
const UserCreate = lazyLoaded(() => import("./UserCreate"));
const UserEdit = lazyLoaded(() => import("./UserEdit"));

export default {
  list: UserList,
  create: UserCreate,
  edit: UserEdit,
  recordRepresentation: (record: RaRecord) => String(record.name ?? record.email ?? record.id),
};
