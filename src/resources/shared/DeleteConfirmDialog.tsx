import type { MouseEvent } from "react";
import { Confirm } from "react-admin";

import { DELETE_CONFIRM } from "./deleteConfirmTexts";

export interface DeleteConfirmProps {
  isOpen: boolean;
  loading: boolean;
  onConfirm: () => void;
  onClose: (event: MouseEvent) => void;
}

/** The SPEC §8 confirmation of a delete (react-admin's Confirm dialog), fetched when a delete is first asked. */
export default function DeleteConfirmDialog(props: DeleteConfirmProps) {
  return (
    <Confirm
      title={DELETE_CONFIRM.title}
      content={DELETE_CONFIRM.content}
      confirm={DELETE_CONFIRM.confirm}
      confirmColor="warning"
      {...props}
    />
  );
}
