/**
 * The keyboard's place in an inbox list, as one row sees it: the current row is the list's one tab stop
 * (roving focus), marked, and becomes current when it gets the focus by any means.
 */
export type RowCursor = {
  current: boolean;
  tabIndex: 0 | -1;
  onFocus(): void;
};
