import { MAP_ASPECT_RATIO } from './mapBox';
import { usMap } from './usMap';

it("reserves the map's box at the aspect ratio of its viewBox", () => {
  const [, , width, height] = usMap().viewBox.split(' ').map(Number);
  expect(MAP_ASPECT_RATIO).toBe(`${width} / ${height}`);
});
