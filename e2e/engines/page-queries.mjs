// What the journey looks for, said the way the Playwright specs say it (a role and its
// accessible name, a form control by its label, a text), and the one function that finds it
// inside the page. Neither WebDriver (WebKit) nor Puppeteer's WebDriver BiDi (Firefox) offers
// role lookups, so both engines run this same function.

/** An element with this role (ARIA, or the tag's own) and accessible name (any if none). */
export const role = (roleName, name, { exact = true } = {}) => ({ role: roleName, name, exact });
/** A form control by the text of its label (or aria-label). */
export const label = (text) => ({ label: text });
/** The innermost element whose whole text is this. */
export const text = (value) => ({ text: value });
/** `query` inside the first match of `scope`. */
export const within = (scope, query) => ({ ...query, within: scope });

/** How a query reads in an error message. */
export function describe(query) {
  const self =
    query.role !== undefined
      ? `${query.role}${query.name === undefined ? '' : ` "${query.name}"`}`
      : query.label !== undefined
        ? `field labelled "${query.label}"`
        : `text "${query.text}"`;
  return query.within ? `${self} in ${describe(query.within)}` : self;
}

/**
 * The first visible element matching `query`, or null. Runs in the page (serialised by the
 * drivers): it must not use anything from this module's scope. The accessible names are the
 * common cases of the spec (aria-labelledby, aria-label, labels, content), enough for a site
 * whose controls all have visible names.
 */
export function findElement(query) {
  const normalise = (value) => (value ?? '').replace(/\s+/g, ' ').trim();
  const visible = (element) => {
    if (element.getClientRects().length === 0) return false;
    const style = globalThis.getComputedStyle(element);
    return style.visibility !== 'hidden' && style.display !== 'none';
  };
  // A label's own words, without the text of the control inside it (a select's options).
  const labelText = (labelElement) =>
    normalise(
      [...labelElement.childNodes]
        .filter(
          (node) =>
            !(node instanceof globalThis.Element && node.matches('select, input, textarea')),
        )
        .map((node) => node.textContent)
        .join(' '),
    );
  const NAME_FROM_CONTENT = new Set([
    'button',
    'link',
    'heading',
    'radio',
    'checkbox',
    'option',
    'tab',
    'menuitem',
  ]);
  const roleOf = (element) => {
    const explicit = element.getAttribute('role');
    if (explicit) return explicit.split(' ')[0];
    const tag = element.tagName.toLowerCase();
    const landmarkOutside = () =>
      !element.parentElement?.closest('article, aside, main, nav, section');
    if (/^h[1-6]$/.test(tag)) return 'heading';
    switch (tag) {
      case 'a':
        return element.hasAttribute('href') ? 'link' : null;
      case 'button':
        return 'button';
      case 'select':
        return element.multiple || element.size > 1 ? 'listbox' : 'combobox';
      case 'textarea':
        return 'textbox';
      case 'input': {
        const type = element.type;
        if (['button', 'submit', 'reset', 'image'].includes(type)) return 'button';
        if (type === 'checkbox' || type === 'radio') return type;
        return ['text', 'email', 'tel', 'url', 'password', 'search'].includes(type)
          ? 'textbox'
          : null;
      }
      case 'article':
        return 'article';
      case 'dialog':
        return 'dialog';
      case 'nav':
        return 'navigation';
      case 'main':
        return 'main';
      case 'footer':
        return landmarkOutside() ? 'contentinfo' : null;
      case 'header':
        return landmarkOutside() ? 'banner' : null;
      case 'section':
        return element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby')
          ? 'region'
          : null;
      case 'img':
        return 'img';
      case 'option':
        return 'option';
      default:
        return null;
    }
  };
  const nameOf = (element, elementRole) => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) {
      return normalise(
        labelledBy
          .split(/\s+/)
          .map((id) => globalThis.document.getElementById(id)?.textContent)
          .join(' '),
      );
    }
    const ariaLabel = element.getAttribute('aria-label');
    if (ariaLabel) return normalise(ariaLabel);
    if (element.labels && element.labels.length > 0) {
      return normalise([...element.labels].map(labelText).join(' '));
    }
    if (element.tagName === 'IMG') return normalise(element.getAttribute('alt'));
    if (NAME_FROM_CONTENT.has(elementRole)) return normalise(element.textContent);
    return normalise(element.getAttribute('title'));
  };
  const matches = (element, wanted) => {
    if (wanted.text !== undefined) {
      const own = normalise(element.textContent);
      return (
        own === wanted.text &&
        ![...element.children].some((child) => normalise(child.textContent) === wanted.text)
      );
    }
    if (wanted.label !== undefined) {
      return (
        element.matches('input, select, textarea') &&
        nameOf(element, roleOf(element)) === normalise(wanted.label)
      );
    }
    const elementRole = roleOf(element);
    if (elementRole !== wanted.role) return false;
    if (wanted.name === undefined) return true;
    const name = nameOf(element, elementRole);
    // Not exact: a part of the name, in any case (as Playwright's getByRole reads it).
    return wanted.exact
      ? name === wanted.name
      : name.toLowerCase().includes(wanted.name.toLowerCase());
  };
  const find = (wanted) => {
    const scope = wanted.within ? find(wanted.within) : globalThis.document.body;
    if (!scope) return null;
    for (const element of scope.querySelectorAll('*')) {
      if (matches(element, wanted) && visible(element)) return element;
    }
    return null;
  };
  return find(query);
}
