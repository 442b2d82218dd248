import { slideIndex, viewerSlides } from './viewer-slides';

const albums = [
  { title: 'Living', photos: [{ url: '/a1.webp' }, { url: '/a2.webp' }] },
  { title: 'Pool', photos: [{ url: '/b1.webp' }, { url: '/b2.webp' }, { url: '/b3.webp' }] },
];

describe('viewerSlides', () => {
  it('puts every album in one run, captioned with the album and place in it', () => {
    const slides = viewerSlides(albums, 'Sea view villa');
    expect(slides.map((s) => s.src)).toEqual([
      '/a1.webp',
      '/a2.webp',
      '/b1.webp',
      '/b2.webp',
      '/b3.webp',
    ]);
    expect(slides[1]?.caption).toBe('Living · 2 / 2');
    expect(slides[2]?.caption).toBe('Pool · 1 / 3');
    expect(slides[4]?.alt).toBe('Sea view villa — Pool, 3 of 3');
  });

  it('finds the slide of an album photo', () => {
    const slides = viewerSlides(albums, 'x');
    expect(slideIndex(slides, 1, 2)).toBe(4);
    expect(slideIndex(slides, 0, 0)).toBe(0);
    expect(slideIndex(slides, 9, 9)).toBe(0);
  });
});
