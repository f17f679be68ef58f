import { renderStandalonePortal } from '@fikrspace/portal-host';
import portal from './portal';
import './standalone.css';

void renderStandalonePortal(portal, document.getElementById('root')!);
