import { useState, type ReactElement, type ReactNode } from "react";
import { Dialog, DialogActions, DialogContent, DialogTitle } from "@mui/material";
import { Button, Form, useNotify, useRefresh, useTranslate, type ButtonProps } from "react-admin";
import { useNotifyApiError } from "../../dataProvider/errorMessages";
import { hasFieldErrors } from "../operations/formSupport";

type FieldErrors = Record<string, string>;

interface ReservationActionDialogProps {
  /** The button opening the dialog: its label (translation key), icon and colour. */
  label: string;
  icon: ReactElement;
  color?: ButtonProps["color"];
  /** Translation key of the dialog's title. */
  title: string;
  /** The form's own values (a record of its own: the reservation's notes must not fill an entry's notes). */
  defaultValues: Record<string, unknown>;
  /** Sends the form to the API. */
  send: (values: Record<string, unknown>) => Promise<unknown>;
  /** The notice once done (SPEC §8). */
  notice: string;
  /** Where the API's field errors show in this form (by default under the fields of the same names). */
  placeErrors?: (errors: FieldErrors) => FieldErrors;
  /** The confirming button (a SaveButton). */
  save: ReactElement;
  children: ReactNode;
}

/**
 * A button opening a small form about the reservation (a payment, a cancellation): once the API takes it, the
 * dialog closes, says so and the page reloads the reservation; field errors show under the fields, other
 * failures through the generic handler.
 */
export function ReservationActionDialog({
  label,
  icon,
  color,
  title,
  defaultValues,
  send,
  notice,
  placeErrors = (errors) => errors,
  save,
  children,
}: ReservationActionDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyApiError = useNotifyApiError();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);

  const submit = async (values: Record<string, unknown>) => {
    try {
      await send(values);
      setOpen(false);
      notify(notice, { type: "success" });
      refresh();
    } catch (error) {
      if (hasFieldErrors(error)) return placeErrors((error as { body: { errors: FieldErrors } }).body.errors);
      notifyApiError(error);
    }
  };

  return (
    <>
      <Button label={label} color={color} onClick={() => setOpen(true)}>
        {icon}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <Form record={{}} onSubmit={submit} defaultValues={defaultValues}>
          <DialogTitle>{translate(title)}</DialogTitle>
          <DialogContent>{children}</DialogContent>
          <DialogActions>
            <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
            {save}
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
