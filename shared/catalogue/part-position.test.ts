import { describe, expect, it } from 'vitest';
import { isPartPosition, positionOfAttribute } from './part-position';

describe('part positions (decision 287)', () => {
  it('reads front and rear from Position, and the driver’s side as left, from Position or Side', () => {
    expect(positionOfAttribute('Position', 'Front')).toBe('front');
    expect(positionOfAttribute('Position', 'Rear')).toBe('rear');
    expect(positionOfAttribute('Side', 'Driver Side')).toBe('left');
    expect(positionOfAttribute('Side', 'Passenger Side')).toBe('right');
    expect(positionOfAttribute('Position', 'Passenger Side')).toBe('right');
  });

  it('names no position for values covering both or for other attributes', () => {
    expect(positionOfAttribute('Position', 'Front & Rear')).toBeNull();
    expect(positionOfAttribute('Sensor Position', 'Upstream')).toBeNull();
    expect(positionOfAttribute('Volume', 'Front')).toBeNull();
    expect(positionOfAttribute('Position', null)).toBeNull();
  });

  it('knows the four positions only', () => {
    expect(['front', 'rear', 'left', 'right'].every(isPartPosition)).toBe(true);
    expect(isPartPosition('Front')).toBe(false);
    expect(isPartPosition('top')).toBe(false);
  });
});
