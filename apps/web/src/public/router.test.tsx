import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import * as ReactRouter from 'react-router';
import { describe, expect, it } from 'vitest';
import * as PublicRouter from './router.tsx';

type Api = Pick<typeof ReactRouter, 'Link' | 'NavLink'>;

/** The links the public pages render, written once against either router. */
function Links({ api }: { api: Api }) {
  const { Link, NavLink } = api;
  const active = ({ isActive }: { isActive: boolean }) => (isActive ? 'on' : 'off');
  return (
    <nav>
      <Link to="/home#features" className="a">
        Features
      </Link>
      <Link to={{ search: '?page=2' }}>Next</Link>
      <Link to="https://example.org/x">Away</Link>
      <NavLink to="/care" end className={active}>
        Care
      </NavLink>
      <NavLink to="/blog" className={active}>
        Blog
      </NavLink>
      <NavLink to="/blog" className="plain">
        Blog again
      </NavLink>
    </nav>
  );
}

const PublicLinks = () => <Links api={PublicRouter as Api} />;

function Post() {
  const { slug } = PublicRouter.useParams();
  return <h1>Post {slug}</h1>;
}
function List() {
  const [params] = PublicRouter.useSearchParams();
  return (
    <>
      <h1>List {params.get('after') ?? 'first'}</h1>
      <PublicRouter.Link to="/blog/hello">Hello</PublicRouter.Link>
      <PublicRouter.Link to="/blog?after=9">Older</PublicRouter.Link>
    </>
  );
}

async function startAt(url: string, routes: PublicRouter.PublicRoute[]) {
  window.history.replaceState(null, '', url);
  expect(await PublicRouter.startPublicRouter(routes)).toBe(true);
}

describe("the public pages' router (decision 0060)", () => {
  it('matches path patterns with their parameters, and nothing else', () => {
    expect(PublicRouter.matchPattern('/blog/:slug', '/blog/caf%C3%A9')).toEqual({ slug: 'café' });
    expect(PublicRouter.matchPattern('/providers/:type/:id', '/providers/dietitian/7')).toEqual({
      type: 'dietitian',
      id: '7',
    });
    expect(PublicRouter.matchPattern('/care', '/care/')).toEqual({});
    expect(PublicRouter.matchPattern('/blog/:slug', '/blog')).toBeNull();
    expect(PublicRouter.matchPattern('/home', '/dashboard')).toBeNull();
  });

  it("renders links exactly as React Router does (the server's markup is what hydrates)", async () => {
    await startAt('/care?q=x', [{ path: '/care', Component: PublicLinks }]);
    const ours = renderToStaticMarkup(
      <PublicRouter.PublicRouterProvider layout={PublicRouter.Outlet} render={(Screen) => <Screen />} />,
    );
    const theirs = renderToStaticMarkup(
      <ReactRouter.MemoryRouter initialEntries={['/care?q=x']}>
        <Links api={ReactRouter} />
      </ReactRouter.MemoryRouter>,
    );
    expect(ours).toBe(theirs);
    expect(ours).toContain('href="/care?page=2"');
    expect(ours).toContain('aria-current="page"');
  });

  it('goes to another public page in place, with its parameters, and back', async () => {
    await startAt('/blog', [
      { path: '/blog', Component: List },
      { path: '/blog/:slug', lazy: async () => Post },
    ]);
    render(
      <PublicRouter.PublicRouterProvider layout={PublicRouter.Outlet} render={(Screen) => <Screen />} />,
    );
    expect(screen.getByRole('heading').textContent).toBe('List first');
    await userEvent.click(screen.getByRole('link', { name: 'Older' }));
    expect((await screen.findByRole('heading')).textContent).toBe('List 9');
    expect(window.location.search).toBe('?after=9');
    await userEvent.click(screen.getByRole('link', { name: 'Hello' }));
    expect((await screen.findByRole('heading', { name: 'Post hello' })).textContent).toBe('Post hello');
    expect(window.location.pathname).toBe('/blog/hello');
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect((await screen.findByRole('heading', { name: 'List 9' })).textContent).toBe('List 9');
  });
});
