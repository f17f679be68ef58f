import { useAppStore } from '@fikrspace/app-store';
import { canAddThemes } from '../utils/can-add-themes';

/** Whether to offer the import form to the signed-in person. */
export function useCanAddThemes(): boolean {
  return useAppStore((state) => canAddThemes(state.user));
}
