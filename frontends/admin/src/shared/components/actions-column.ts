/**
 * The Actions column of every admin list: always in view at the table's right edge. On a
 * laptop (1280-1440 px) the lists are wider than the page and scroll sideways; without this
 * the buttons to view, edit and delete were off-screen until one scrolled.
 */
export const actionsColumn = { title: 'Actions', key: 'actions', fixed: 'right' } as const;
