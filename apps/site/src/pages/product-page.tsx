import { useThemeComponent } from '@fikrspace/portal-host';
import ContentPage from './content-page';

/** A product's public page (/fikros, /fikrcap, ...): the active theme's product page when it provides one. */
export default function ProductPage() {
  const Page = useThemeComponent<object>('productPage', ContentPage);
  return <Page />;
}
