import type { KnowledgeArticle } from '@verdant/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/index.ts';
import { fetchStub, json } from '../../test/fixtures.ts';
import { formOf, inputOf } from './article-editor-page.tsx';
import { KnowledgePanelButton } from './knowledge-panel.tsx';
import { ArticleBody } from './knowledge-ui.tsx';

const protocol: KnowledgeArticle = {
  id: 'a1',
  slug: null,
  kind: 'protocol',
  category: 'diabetes',
  tags: ['type 2 diabetes'],
  en: {
    title: 'Follow-up protocol',
    summary: 'Every follow-up visit.',
    body: '1. Review the glucose log.\n\n<img src=x onerror=alert(1)>',
  },
  es: null,
  sources: [
    {
      citation: 'ADA Standards of Care in Diabetes 2024, section 5.',
      url: 'https://doi.org/10.2337/dc24-S005',
    },
  ],
  own: true,
  editable: true,
  version: 3,
  updatedAt: '2026-11-20T09:00:00Z',
  related: [],
};

afterEach(() => vi.unstubAllGlobals());

describe('the article editor', () => {
  it('sends only the languages written, tags split, and sources with their address', () => {
    const input = inputOf({
      ...formOf(protocol),
      tags: 'Type 2 diabetes, follow-up, ',
      sources:
        'Appel LJ et al. N Engl J Med 1997;336:1117-24. | https://doi.org/10.1056/NEJM199704173361601\nPractice consensus 2026',
    });
    expect(input.en?.title).toBe('Follow-up protocol');
    expect(input.es).toBeNull();
    expect(input.tags).toEqual(['Type 2 diabetes', 'follow-up']);
    expect(input.sources).toEqual([
      {
        citation: 'Appel LJ et al. N Engl J Med 1997;336:1117-24.',
        url: 'https://doi.org/10.1056/NEJM199704173361601',
      },
      { citation: 'Practice consensus 2026', url: null },
    ]);
  });
});

describe('an article', () => {
  it('renders Markdown without running raw HTML, and lists its sources', () => {
    const { container } = render(
      <MemoryRouter>
        <ArticleBody article={protocol} lang="en" />
      </MemoryRouter>,
    );
    expect(screen.getByText('Review the glucose log.').tagName).toBe('LI');
    expect(container.querySelector('img')).toBeNull();
    const source = screen.getByText(/ADA Standards of Care/).closest('li')!;
    expect(within(source).getByRole('link', { name: 'Open' }).getAttribute('href')).toBe(
      'https://doi.org/10.2337/dc24-S005',
    );
  });
});

describe("an article's tags", () => {
  it("are named in the reader's language and still filter by the stored tag", async () => {
    await i18n.changeLanguage('es');
    try {
      render(
        <MemoryRouter>
          <ArticleBody article={protocol} lang="es" />
        </MemoryRouter>,
      );
      const tag = screen.getByRole('link', { name: 'diabetes tipo 2' });
      expect(tag.getAttribute('href')).toContain('tag=type%202%20diabetes');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('the side panel', () => {
  it('searches the topic at hand, opens a protocol and hands its text to the screen', async () => {
    const fetch = fetchStub({
      'GET /api/v1/knowledge/articles': (url) => {
        expect(new URL(url, 'http://localhost').searchParams.get('q')).toBe('Type 2 diabetes');
        return json({
          items: [
            {
              id: 'a1',
              slug: null,
              kind: 'protocol',
              category: 'diabetes',
              tags: [],
              lang: 'en',
              title: 'Follow-up protocol',
              summary: 'Every follow-up visit.',
              own: true,
              updatedAt: '2026-11-20T09:00:00Z',
            },
          ],
          categories: [],
          tags: [],
        });
      },
      'GET /api/v1/knowledge/articles/a1': () => json(protocol),
    });
    vi.stubGlobal('fetch', fetch);
    const used = vi.fn();
    render(
      <MemoryRouter>
        <KnowledgePanelButton
          topics={['Type 2 diabetes', 'Type 2 diabetes', 'Hypertension']}
          onUseProtocol={used}
        />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Knowledge base' }));
    expect(screen.getAllByRole('button', { name: 'Type 2 diabetes' })).toHaveLength(1);
    await user.click(await screen.findByRole('button', { name: 'Follow-up protocol' }));
    await user.click(await screen.findByRole('button', { name: 'Use in plan' }));
    expect(used).toHaveBeenCalledWith(protocol.en?.body);
  });
});
