import { appNames } from '@fikrspace/sites/node';

/** Every folder under apps/ (the shell and each remote of the sites manifest): each is its own deployment. */
export const APP_NAMES = appNames();
