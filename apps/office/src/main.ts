// Standalone entry for the team's dev server; the shell loads ./portal instead.
import('./standalone');
