// An async boundary so the federation runtime can negotiate shared singletons before React loads.
import('./bootstrap');
