// react-admin's pages for what goes wrong outside the signed-in shell, in a chunk of their own (AdminUI.tsx):
// a crash of the whole app, a failed session check, a resource the user may not open. Rarely drawn.
export { AccessDenied, AuthenticationError, Error as RootError } from "react-admin";
