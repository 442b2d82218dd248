import { remoteEntryUrl } from './remote-entry';

describe('remoteEntryUrl', () => {
  it('loads the remoteEntry.js beside a same-origin manifest', () => {
    expect(remoteEntryUrl('/remotes/mfe-catalog/mf-manifest.json')).toBe(
      '/remotes/mfe-catalog/remoteEntry.js',
    );
  });

  it('keeps the origin, folder and query of a manifest elsewhere', () => {
    expect(remoteEntryUrl('https://cdn.example.com/catalog/v7/mf-manifest.json?v=3')).toBe(
      'https://cdn.example.com/catalog/v7/remoteEntry.js?v=3',
    );
  });

  it('uses any other URL as the entry itself', () => {
    expect(remoteEntryUrl('https://cdn.example.com/catalog/remoteEntry.js')).toBe(
      'https://cdn.example.com/catalog/remoteEntry.js',
    );
    expect(remoteEntryUrl('https://cdn.example.com/not-mf-manifest.json')).toBe(
      'https://cdn.example.com/not-mf-manifest.json',
    );
  });
});
