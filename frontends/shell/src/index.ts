// An async boundary so the shared singletons are negotiated before React is imported.
import('./bootstrap');
