// The federation runtime must finish negotiating shared modules before React is imported.
// index.html shows a recovery screen when this never happens; from here on the app's own error
// screens take over.
type StartWatch = { __fikrspaceStarted?: boolean; __fikrspaceStartFailed?: () => void };
const watch = window as Window & StartWatch;

import('./bootstrap').then(
  () => {
    watch.__fikrspaceStarted = true;
  },
  () => watch.__fikrspaceStartFailed?.(),
);
