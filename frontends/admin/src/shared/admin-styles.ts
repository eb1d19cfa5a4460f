/**
 * Layout and focus styles of the back office. Plain CSS (scoped under .costiera-admin) because
 * the sidebar/drawer switch must happen in a media query before any script measures the window.
 */
export const adminStyles = `
.costiera-admin { min-height: 100vh; background: #f5f7fa; color: rgba(0,0,0,0.88); }
.costiera-admin *:focus-visible { outline: 2px solid #0b5cad; outline-offset: 2px; }
.costiera-skip-link { position: absolute; left: -9999px; top: 8px; z-index: 1000; background: #fff; padding: 8px 12px; border-radius: 4px; }
.costiera-skip-link:focus { left: 8px; }
.costiera-admin-sider { display: none; }
.costiera-admin-body { min-width: 0; }
.costiera-admin-header { position: sticky; top: 0; z-index: 10; display: flex; flex-wrap: wrap; align-items: center; gap: 12px; padding: 12px 16px; background: #fff; border-bottom: 1px solid #f0f0f0; }
.costiera-admin-breadcrumbs { flex: 1 1 auto; min-width: 0; }
.costiera-admin-search { flex: 1 1 100%; order: 1; }
.costiera-admin-language { flex: none; }
.costiera-admin-main { padding: 16px; outline: none; }
.costiera-admin-nav { list-style: none; margin: 0; padding: 0; }
.costiera-admin-nav a { display: block; padding: 10px 12px; margin: 2px 0; border-radius: 6px; color: rgba(0,0,0,0.88); }
.costiera-admin-nav a:hover { background: #f0f5ff; }
.costiera-admin-nav a.active { background: #e6f0fb; color: #0b5cad; font-weight: 600; }
.costiera-markdown { max-height: 420px; overflow: auto; padding: 8px 12px; border: 1px solid #f0f0f0; border-radius: 6px; }
.costiera-markdown img { max-width: 100%; }
@media (min-width: 576px) {
  .costiera-admin-search { flex: 0 1 384px; margin-left: auto; order: 0; }
}
@media (min-width: 768px) {
  .costiera-admin-main { padding: 24px; }
  .costiera-admin-header { padding: 12px 24px; }
}
@media (min-width: 992px) {
  .costiera-admin-sider { display: block; position: fixed; inset: 0 auto 0 0; width: 256px; background: #fff; border-right: 1px solid #f0f0f0; z-index: 20; }
  .costiera-admin-body { margin-left: 256px; }
  .costiera-admin-menu-toggle { display: none !important; }
}
`;
