// react-admin's phone cards, in a chunk of their own: fetched by PhoneList on phones only.
export { SimpleList } from "react-admin";
