import type { ThemeConfig } from 'antd';

/**
 * A sea blue dark enough for white button text (antd's default #1677ff is 4.1:1, under AA),
 * and secondary and placeholder texts darkened for the same reason.
 */
export const adminTheme: ThemeConfig = {
  token: {
    colorPrimary: '#0b5cad',
    colorLink: '#0b5cad',
    colorTextSecondary: 'rgba(0,0,0,0.65)',
    colorTextDescription: 'rgba(0,0,0,0.65)',
    colorTextTertiary: 'rgba(0,0,0,0.6)',
    // Placeholders are real text to axe (a select's placeholder is a span): #767676 is 4.5:1 on white.
    colorTextPlaceholder: '#767676',
    borderRadius: 6,
  },
};
