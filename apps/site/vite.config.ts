import { defineRemoteConfig } from '@fikrspace/federation';
import { defineConfig } from 'vite';

export default defineConfig(({ command }) => defineRemoteConfig({ appDir: import.meta.dirname, name: 'site', command }));
