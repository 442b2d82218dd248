// Google's Maps script as the tests answer it (this network cannot reach Google): it does what
// the real one is documented to do that matters to the site: defines
// google.maps.importLibrary, copies the nonce of the page's first <style nonce> onto the
// <style> it adds, and draws into the map's element (data-fake-drawn, with the centre as text).
export const FAKE_GOOGLE_MAPS = `(() => {
  window.__mapsScriptAt = performance.now();
  const style = document.createElement('style');
  style.nonce = document.querySelector('style[nonce]')?.nonce || '';
  style.textContent = '.fake-google-map { height: 100%; background: rgb(204, 221, 238); }';
  document.head.append(style);
  class Map {
    constructor(element, options) {
      const tiles = document.createElement('div');
      tiles.className = 'fake-google-map';
      tiles.textContent = 'Map at ' + options.center.lat + ', ' + options.center.lng;
      element.append(tiles);
      element.dataset.fakeDrawn = 'true';
    }
  }
  class AdvancedMarkerElement {
    constructor(options) { this.map = options.map; this.position = options.position; }
    addListener() { return { remove() {} }; }
  }
  const libraries = { core: { LatLngBounds: class {} }, maps: { Map }, marker: { AdvancedMarkerElement }, places: {} };
  google.maps.importLibrary = (name) => Promise.resolve(libraries[name]);
  google.maps.__ib__();
})();`;
