// For builds that render components outside a browser (the public remote's server entry): a CSS
// import becomes an empty module; the browser build extracts the real CSS.
module.exports = function ignoreCss() {
  return 'export {};';
};
