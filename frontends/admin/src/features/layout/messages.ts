import { defineMessages } from 'react-intl';

export const layoutMessages = defineMessages({
  skipToMain: { id: 'layout.skipToMain', defaultMessage: 'Skip to main content' },
  sidebar: { id: 'layout.sidebar', defaultMessage: 'Sidebar' },
  menu: { id: 'layout.menu', defaultMessage: 'Menu' },
  openMenu: { id: 'layout.openMenu', defaultMessage: 'Open menu' },
});
