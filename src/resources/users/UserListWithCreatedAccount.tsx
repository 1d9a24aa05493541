import UserList from "./UserList";
import { CreatedAccountDialog } from "./CreatedAccountDialog";

/** The users list, with the note about the staff member just added when the create form returns here. */
const UserListWithCreatedAccount = () => (
  <>
    <UserList />
    <CreatedAccountDialog />
  </>
);

export default UserListWithCreatedAccount;
