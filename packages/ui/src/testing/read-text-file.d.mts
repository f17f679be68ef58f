export function readTextFile(url: URL): string;
