// The federation runtime must finish negotiating shared modules before React is imported.
import('./bootstrap');
