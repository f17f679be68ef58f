// @vitest-environment jsdom
import { describePortalRendering } from '@fikrspace/portal-host/testing';
import portal from './portal';

describePortalRendering(portal, '/fikrspace');
