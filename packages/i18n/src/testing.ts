export { initStaticI18n as initTestI18n, localeFileResources } from './static-resources';
