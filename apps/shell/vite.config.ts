import { defineShellConfig } from '@fikrspace/federation';
import { defineConfig } from 'vite';

export default defineConfig(() => defineShellConfig({ appDir: import.meta.dirname }));
