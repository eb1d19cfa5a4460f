const path = require('path');
const preset = require('../jest.preset.js')(__dirname);

module.exports = {
  ...preset,
  // jsdom lacks TextEncoder (react-router needs it) and matchMedia (antd's responsive helpers).
  setupFiles: [...(preset.setupFiles ?? []), path.join(__dirname, 'src/testing/jsdom-polyfills.ts')],
  // @ant-design/icons' CommonJS build requires @ant-design/colors, which ships ESM only; so is marked (the Markdown preview).
  setupFilesAfterEnv: [...(preset.setupFilesAfterEnv ?? []), path.join(__dirname, 'src/testing/patience.ts')],
  transformIgnorePatterns: ['/node_modules/(?!@ant-design/colors/|marked/)'],
};
