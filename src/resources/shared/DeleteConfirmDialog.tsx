import type { MouseEvent } from "react";
import { Confirm } from "react-admin";

import { DELETE_CONFIRM } from "./deleteConfirmTexts";

export interface DeleteConfirmProps {
  isOpen: boolean;
  loading: boolean;
  onConfirm: () => void;
  onClose: (event: MouseEvent) => void;
  /** A title naming the record ("Delete order #20 · Salmiya?"), already translated; SPEC §8's "Are you sure?" else. */
  title?: string;
}

/** The SPEC §8 confirmation of a delete (react-admin's Confirm dialog), fetched when a delete is first asked. */
export default function DeleteConfirmDialog({ title, ...props }: DeleteConfirmProps) {
  return (
    <Confirm
      title={title ?? DELETE_CONFIRM.title}
      content={DELETE_CONFIRM.content}
      confirm={DELETE_CONFIRM.confirm}
      confirmColor="warning"
      {...props}
    />
  );
}
