import type { ClientRect, KeyboardCoordinateGetter } from '@dnd-kit/core';

type Direction = 'left' | 'right' | 'up' | 'down';
const DIRECTIONS: Readonly<Record<string, Direction>> = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down' };

const centerOf = (rect: Pick<ClientRect, 'left' | 'top' | 'width' | 'height'>) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });

/**
 * The column next to the one at `from` (the carried card's centre) in a direction, by where the
 * columns are on the screen: the nearest one whose centre lies that way from the card's column,
 * the straightest first. Going by the screen rather than by the stages' order keeps the arrows
 * right in a right-to-left page and when the columns stack.
 */
export function nearestColumn<Id>(from: { x: number; y: number }, columns: ReadonlyArray<{ id: Id; rect: Pick<ClientRect, 'left' | 'top' | 'width' | 'height'> }>, direction: Direction): Id | null {
  const home = columns.find(({ rect }) => from.x >= rect.left && from.x <= rect.left + rect.width && from.y >= rect.top && from.y <= rect.top + rect.height);
  const origin = home ? centerOf(home.rect) : from;
  let best: { id: Id; along: number; across: number } | null = null;
  for (const { id, rect } of columns) {
    if (id === home?.id) continue;
    const center = centerOf(rect);
    const dx = center.x - origin.x;
    const dy = center.y - origin.y;
    const along = direction === 'right' ? dx : direction === 'left' ? -dx : direction === 'down' ? dy : -dy;
    const across = Math.abs(direction === 'left' || direction === 'right' ? dy : dx);
    // Half a pixel: a column level with this one is not "that way".
    if (along <= 0.5) continue;
    if (!best || along < best.along || (along === best.along && across < best.across)) best = { id, along, across };
  }
  return best?.id ?? null;
}

/**
 * The keyboard's way across the board: each arrow moves the card being carried into the next
 * column that way (Space or Enter picks it up and drops it, Escape puts it back), instead of
 * dnd-kit's default steps of a few pixels.
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context: { collisionRect, droppableRects, droppableContainers } }) => {
  const direction = DIRECTIONS[event.code];
  if (!direction || !collisionRect) return undefined;
  event.preventDefault();
  const columns = droppableContainers
    .getEnabled()
    .map((container) => ({ id: container.id, rect: droppableRects.get(container.id) }))
    .filter((column): column is { id: typeof column.id; rect: ClientRect } => column.rect !== undefined);
  const target = nearestColumn(centerOf(collisionRect), columns, direction);
  const rect = target === null ? undefined : droppableRects.get(target);
  if (!rect) return undefined;
  // The card's top-left once it sits at the head of that column.
  return { x: rect.left + (rect.width - collisionRect.width) / 2, y: rect.top + Math.min(16, Math.max(rect.height - collisionRect.height, 0)) };
};
