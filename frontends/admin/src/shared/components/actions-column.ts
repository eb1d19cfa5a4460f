/**
 * The Actions column of every admin list: always in view at the table's right edge, also where
 * the table is wider than the screen and scrolls sideways (a phone): the buttons to view, edit
 * and delete stay at hand whatever is scrolled into view. Its title is the list's to word.
 */
export const actionsColumn = { key: 'actions', fixed: 'right' } as const;
