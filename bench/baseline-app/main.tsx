import { createRoot } from "react-dom/client";
import {
  Admin,
  DataTable,
  Edit,
  List,
  Resource,
  SimpleForm,
  TextInput,
  type AuthProvider,
  type DataProvider,
} from "react-admin";

// The bench's yardstick (bench/bundle.ts): the smallest honest react-admin + MUI app with one resource, a login
// page, a list and an edit form, built with default settings. Data lives in memory; no network but the assets.

type Row = { id: number; number: number; status: string; total: string };
const rows: Row[] = Array.from({ length: 25 }, (_, i) => ({
  id: i + 1,
  number: 1000 + i,
  status: i % 2 ? "pending" : "completed",
  total: (i * 1.25).toFixed(3),
}));

const dataProvider = {
  getList: async () => ({ data: rows.slice(0, 10), total: rows.length }),
  getOne: async (_resource: string, { id }: { id: unknown }) => ({
    data: rows.find((r) => r.id === Number(id))!,
  }),
  getMany: async () => ({ data: rows }),
  getManyReference: async () => ({ data: rows, total: rows.length }),
  update: async (_resource: string, { data }: { data: Row }) => ({ data }),
  updateMany: async () => ({ data: [] }),
  create: async (_resource: string, { data }: { data: Row }) => ({ data: { ...data, id: rows.length + 1 } }),
  delete: async (_resource: string, { previousData }: { previousData: Row }) => ({ data: previousData }),
  deleteMany: async () => ({ data: [] }),
} as unknown as DataProvider;

const authProvider: AuthProvider = {
  login: async () => localStorage.setItem("token", "baseline"),
  logout: async () => localStorage.removeItem("token"),
  checkAuth: async () => {
    if (!localStorage.getItem("token")) throw new Error("logged out");
  },
  checkError: async () => undefined,
};

const OrderList = () => (
  <List>
    <DataTable>
      <DataTable.Col source="number" />
      <DataTable.Col source="status" />
      <DataTable.Col source="total" />
    </DataTable>
  </List>
);

const OrderEdit = () => (
  <Edit>
    <SimpleForm>
      <TextInput source="status" />
      <TextInput source="total" />
    </SimpleForm>
  </Edit>
);

createRoot(document.getElementById("root")!).render(
  <Admin disableTelemetry requireAuth dataProvider={dataProvider} authProvider={authProvider}>
    <Resource name="orders" list={OrderList} edit={OrderEdit} />
  </Admin>,
);
