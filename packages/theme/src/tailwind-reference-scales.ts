import type { ColorScale } from './shades';

/*
 * Tailwind CSS 4.3's own palettes, converted from OKLCH to sRGB hex (chroma reduced where a shade
 * lies outside sRGB, as a browser on an sRGB screen shows it). The fikr-space theme uses them for
 * its neutral and status scales, so the slate, emerald, red, amber and sky classes the components
 * already use keep their look once they read the theme's variables.
 */

export const TAILWIND_SLATE: ColorScale = { '50': '#f8fafc', '100': '#f1f5f9', '200': '#e2e8f0', '300': '#cad5e2', '400': '#90a1b9', '500': '#62748e', '600': '#45556c', '700': '#314158', '800': '#1d293d', '900': '#0f172b', '950': '#020618' };

export const TAILWIND_EMERALD: ColorScale = { '50': '#ecfdf5', '100': '#d0fae5', '200': '#a4f4cf', '300': '#5ee9b5', '400': '#00d294', '500': '#00b981', '600': '#009669', '700': '#007857', '800': '#005f46', '900': '#004e3b', '950': '#002c22' };

export const TAILWIND_RED: ColorScale = { '50': '#fef2f2', '100': '#ffe2e2', '200': '#ffcaca', '300': '#ffa3a4', '400': '#ff6568', '500': '#fb2c36', '600': '#e40016', '700': '#bf0010', '800': '#9f0712', '900': '#82181a', '950': '#460809' };

export const TAILWIND_AMBER: ColorScale = { '50': '#fffbeb', '100': '#fef3c6', '200': '#fee685', '300': '#ffd237', '400': '#fabc00', '500': '#f69e00', '600': '#da7700', '700': '#b55200', '800': '#953d00', '900': '#7b3306', '950': '#461901' };

export const TAILWIND_SKY: ColorScale = { '50': '#f0f9ff', '100': '#dff2fe', '200': '#b8e6fe', '300': '#78d4ff', '400': '#00bbfd', '500': '#00a5ea', '600': '#0084c7', '700': '#0069a2', '800': '#005986', '900': '#024a70', '950': '#052f4a' };
