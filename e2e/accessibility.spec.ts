import { test, expect } from './fixtures';
import { PAGES } from './routes';

for (const { path } of PAGES) {
  test(`accessibility: ${path} has one level-1 heading and an outline that never skips a level`, async ({ page }) => {
    await page.goto(path);
    const levels = await page
      .getByRole('heading')
      .evaluateAll((headings) => headings.map((heading) => Number(heading.getAttribute('aria-level') ?? heading.tagName.slice(1))));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level, `heading ${index + 1} of ${levels.join(', ')}`).toBeLessThanOrEqual((levels[index - 1] as number) + 1);
    });
  });
}
