/** The reservations board (SPEC §2 /reservations/list2). */
export const BOARD_PATH = "/reservations/list2";
