// @vitest-environment jsdom
import { describePortalRendering } from '@fikrspace/portal-host/testing';
import { portalRoot } from './portal';

describePortalRendering(portalRoot, '/fikrspace/portal');
