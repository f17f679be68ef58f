/**
 * The chunks of a build's output that `roots` run, each root with everything it imports
 * statically, in the order they are reached: what must have arrived before they can run. Code
 * reached only through `import()` is left out; roots that are not chunks are skipped.
 */
export function staticImportClosure(bundle, roots) {
  const reached = new Set();
  const visit = (file) => {
    const chunk = bundle[file];
    if (reached.has(file) || chunk?.type !== 'chunk') return;
    reached.add(file);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const root of roots) visit(root);
  return [...reached];
}
