// By path, not by package name: the root declares no workspace package, because turbo counts the
// root's workspace dependencies in every task's hash, so one would rebuild every app.
export { default } from './tooling/eslint/index.js';
