import type { ReactNode } from "react";
import { Link } from "@mui/material";
import { Link as RouterLink } from "react-router-dom";
import { useCurrentScope } from "../../resources/shared/useCurrentScope";

/**
 * A link into a branch's screen (orders list, a reservation): the orders and reservations screens show the
 * current branch, so the link first makes the record's branch current.
 */
export function BranchLink({
  branchId,
  to,
  children,
}: {
  branchId: number;
  to: string;
  children: ReactNode;
}) {
  const { setBranchId } = useCurrentScope();
  return (
    <Link component={RouterLink} to={to} onClick={() => setBranchId(branchId)} underline="hover">
      {children}
    </Link>
  );
}

export const pendingOrdersPath = () =>
  `/orders?filter=${encodeURIComponent(JSON.stringify({ status: "pending" }))}`;
export const reservationPath = (id: number) => `/reservations/${id}`;
