import { keepFirstScreenStylesLast } from './first-screen-styles';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function link(href: string): HTMLLinkElement {
  const element = document.createElement('link');
  element.rel = 'stylesheet';
  element.href = href;
  return element;
}

function setUp(withFirstScreen: boolean): HTMLLinkElement {
  document.head.innerHTML = '';
  document.body.innerHTML = withFirstScreen
    ? '<div id="first-screen"></div><div id="root"></div>'
    : '<div id="root"></div>';
  const sheet = link('/first-screen/joined.css');
  sheet.id = 'first-screen-styles';
  document.head.append(link('/main.css'), sheet);
  return sheet;
}

const hrefs = () =>
  [...document.head.querySelectorAll('link')].map((l) => new URL(l.href).pathname);

describe('keepFirstScreenStylesLast', () => {
  it('puts stylesheets the app adds before the joined one while the first screen is shown', async () => {
    setUp(true);
    keepFirstScreenStylesLast();
    document.head.append(link('/chunk-1.css'));
    document.head.append(document.createElement('script'));
    await flush();
    document.head.append(link('/chunk-2.css'));
    await flush();
    expect(hrefs()).toEqual([
      '/main.css',
      '/chunk-1.css',
      '/chunk-2.css',
      '/first-screen/joined.css',
    ]);
  });

  it('drops the joined sheet at the hand-over and then leaves <head> alone', async () => {
    setUp(true);
    keepFirstScreenStylesLast();
    document.getElementById('first-screen')?.remove();
    await flush();
    expect(hrefs()).toEqual(['/main.css']);
    document.head.append(link('/later.css'));
    await flush();
    expect(hrefs()).toEqual(['/main.css', '/later.css']);
  });

  it('does nothing on a page without a first screen', async () => {
    setUp(false);
    keepFirstScreenStylesLast();
    document.head.append(link('/chunk.css'));
    await flush();
    expect(hrefs()).toEqual(['/main.css', '/first-screen/joined.css', '/chunk.css']);
  });
});
