import { describe, expect, it } from 'vitest';
import { sidebarInitials } from './sidebar-initials';

describe('sidebarInitials', () => {
  it.each([
    ['Overview', 'O'],
    ['Deal Flow', 'DF'],
    ['Vue d’ensemble', 'VD'],
    ['Suivre les évaluations', 'SL'],
    ['نظرة عامة', 'نع'],
    ['المسترشدون', 'م'],
    ['الجلسات', 'ج'],
    ['الأهداف', 'أ'],
    ['خطط التحسين', 'خت'],
    // A word that is only the article and one letter keeps its letters.
    ['الف', 'ا'],
    ['  ', ''],
  ])('%s gives %s', (label, expected) => {
    expect(sidebarInitials(label)).toBe(expected);
  });

  it('tells the Arabic items of one sidebar group apart', () => {
    const labels = ['المسترشدون', 'الجلسات', 'الرسائل', 'التقدم', 'الأهداف'];
    expect(new Set(labels.map(sidebarInitials)).size).toBe(labels.length);
  });
});
