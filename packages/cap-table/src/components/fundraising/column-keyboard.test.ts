import { describe, expect, it } from 'vitest';
import { nearestColumn } from './column-keyboard';

const column = (id: string, left: number, top = 0) => ({ id, rect: { left, top, width: 280, height: 600 } });
const LINE = [column('contacted', 0), column('meeting', 300), column('due_diligence', 600)];
// A card at the head of the meeting column.
const card = { x: 440, y: 120 };

describe('nearestColumn', () => {
  it.each([
    ['right', 'due_diligence'],
    ['left', 'contacted'],
  ] as const)('goes %s to the next column on the screen', (direction, expected) => {
    expect(nearestColumn(card, LINE, direction)).toBe(expected);
  });

  it('stops at the last column', () => {
    expect(nearestColumn({ x: 740, y: 120 }, LINE, 'right')).toBeNull();
  });

  it('follows the screen in a right-to-left page, where the stages run leftwards', () => {
    const rtl = [column('contacted', 600), column('meeting', 300), column('due_diligence', 0)];
    expect(nearestColumn(card, rtl, 'left')).toBe('due_diligence');
  });

  it('goes down to the next column when the columns are stacked', () => {
    const stacked = [column('contacted', 0, 0), column('meeting', 0, 700), column('due_diligence', 0, 1400)];
    expect(nearestColumn({ x: 140, y: 760 }, stacked, 'down')).toBe('due_diligence');
    expect(nearestColumn({ x: 140, y: 760 }, stacked, 'up')).toBe('contacted');
    // Side by side, up and down lead nowhere.
    expect(nearestColumn(card, LINE, 'down')).toBeNull();
  });
});
